import zlib from 'node:zlib';
import type {Page} from '@playwright/test';

/** The JavaScript a page fetched on a first visit, until it was interactive. */
export interface PageScripts {
  readonly files: number;
  readonly raw: number;
  /** The sum of each file gzipped at level 9: a byte count independent of the server. */
  readonly gzip: number;
  readonly urls: readonly string[];
}

/**
 * Opens `url` in a fresh page (empty cache) and adds up the scripts it loaded
 * until React hydrated the page. What loads afterwards (diagram rendering,
 * prefetches of linked pages, the search index on first use) is not counted.
 */
export async function scriptsOfFirstVisit(page: Page, url: string): Promise<PageScripts> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      new URL(response.url()).pathname,
      response.body().catch(() => null),
    );
  });
  // Notes the moment React marks the page hydrated, to tell start-up scripts from later ones.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hasHydrated === 'true') {
        (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const startUp = await page.evaluate(() => {
    const hydratedAt = (window as unknown as {hydratedAt: number}).hydratedAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname);
  });
  const scripts: {url: string; body: Buffer}[] = [];
  for (const script of new Set(startUp)) {
    const body = await bodies.get(script);
    if (body) scripts.push({url: script, body});
  }
  return {
    files: scripts.length,
    raw: scripts.reduce((sum, script) => sum + script.body.length, 0),
    gzip: scripts.reduce((sum, script) => sum + zlib.gzipSync(script.body, {level: 9}).length, 0),
    urls: scripts.map((script) => script.url),
  };
}
