/**
 * `npm run sweep:dev [-- --url http://localhost:3000] [--width 1280,375]`:
 * opens every page route of tests/fixtures/routes.tsv directly in the preview
 * (`npm start`), as a writer's reload does, and reports each page that
 * crashes, shows another title or logs a console error. Without `--url` it
 * starts its own development server on a copy of the site. The browser tests
 * of the preview (tests/e2e/dev/) open a sample of each kind of page; this is
 * the full sweep, too slow for CI on two cores (every page compiles on its
 * first visit).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Page} from 'playwright-core';
import {pageRoutes} from '../tests/routeLists';
import {CHROMIUM_PATH} from '../plugins/diagrams/drawInBrowser';
import {freePort, startDevServer, waitUntilAnswering} from './lib/devServer';
import {copySite} from './site-copy';

interface Failure {
  readonly route: string;
  readonly width: number;
  readonly problem: string;
}

/** What is wrong with the page at `route`, or undefined when it shows its title without an error. */
async function sweepPage(
  page: Page,
  base: string,
  route: string,
  title: string,
): Promise<string | undefined> {
  const errors: string[] = [];
  const onConsole = (message: {type(): string; text(): string}): void => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error): void => void errors.push(String(error));
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await page.goto(`${base}${route}`, {timeout: 300_000});
    const h1 = page.locator('h1').first();
    await h1.waitFor({timeout: 300_000});
    // Two frames: effects that run after the first paint (word wrap, tabs) have run.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (await page.getByText('This page crashed').count()) return `crashed: ${errors[0] ?? ''}`;
    const shown = (await h1.textContent())?.trim();
    if (shown !== title) return `shows "${shown}" instead of "${title}"`;
    return errors.length > 0 ? `console error: ${errors[0].slice(0, 300)}` : undefined;
  } catch (error) {
    return `did not load: ${String(error).split('\n')[0]}`;
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {url: {type: 'string'}, width: {type: 'string', default: '1280,375'}},
  });
  const widths = values.width.split(',').map(Number);
  let stop = async (): Promise<void> => undefined;
  let base = values.url?.replace(/\/$/, '');
  if (!base) {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-sweep-'));
    copySite(siteDir);
    const server = startDevServer({
      siteDir,
      port: await freePort(),
      env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    });
    stop = async () => {
      await server.stop();
      fs.rmSync(siteDir, {recursive: true, force: true});
    };
    console.log(`Starting the preview of a copy of the site at ${server.url}...`);
    await waitUntilAnswering(`${server.url}/`, 15 * 60_000, server.exited);
    base = server.url;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const failures: Failure[] = [];
  const routes = pageRoutes();
  try {
    for (const width of widths) {
      const page = await browser.newPage({viewport: {width, height: 800}, isMobile: width < 600});
      for (const [index, {route, title}] of routes.entries()) {
        const problem = await sweepPage(page, base, route, title);
        if (problem) failures.push({route, width, problem});
        process.stdout.write(
          `\r${width} px: ${index + 1}/${routes.length} pages, ${failures.length} failing`,
        );
      }
      process.stdout.write('\n');
      await page.close();
    }
  } finally {
    await browser.close();
    await stop();
  }
  for (const {route, width, problem} of failures) console.error(`${route} at ${width} px: ${problem}`);
  console.log(`${routes.length} routes at ${widths.join(' and ')} px: ${failures.length} failing.`);
  process.exit(failures.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
