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

/** Records the body of every script the page fetches, by path. */
function recordScripts(page: Page): Map<string, Promise<Buffer | null>> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      new URL(response.url()).pathname,
      response.body().catch(() => null),
    );
  });
  return bodies;
}

async function sizes(
  paths: Iterable<string>,
  bodies: Map<string, Promise<Buffer | null>>,
): Promise<PageScripts> {
  const scripts: {url: string; body: Buffer}[] = [];
  for (const script of new Set(paths)) {
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

/**
 * Opens `url` in a fresh page (empty cache) and adds up the scripts it loaded
 * until React hydrated the page. What loads afterwards (diagram rendering,
 * prefetches of linked pages, the search index on first use) is not counted.
 */
export async function scriptsOfFirstVisit(page: Page, url: string): Promise<PageScripts> {
  const bodies = recordScripts(page);
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
  return sizes(startUp, bodies);
}

/**
 * Every script a first visit loads until the network is idle (as Lighthouse
 * counts them), the page scrolled through to its end on the way, so that code
 * loaded on approach (diagrams drawn in the browser) is counted too.
 */
export async function scriptsUntilIdle(page: Page, url: string): Promise<PageScripts> {
  return scriptsUntilNetworkIdle(page, url, {scroll: true});
}

/**
 * Every script a first visit loads until the network is idle; with `scroll`,
 * the page is scrolled through on the way. Without it, the count is the one
 * Lighthouse's own load sees (no link enters the viewport by scrolling, so
 * nothing is prefetched on the way down).
 */
export async function scriptsUntilNetworkIdle(
  page: Page,
  url: string,
  {scroll}: {scroll: boolean},
): Promise<PageScripts> {
  const bodies = recordScripts(page);
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  if (scroll) await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  return sizes(bodies.keys(), bodies);
}

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}
