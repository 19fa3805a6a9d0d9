/**
 * Screenshots for a person to review (not a test): Home, a doc page, the deep
 * Flight Deck page and the results page at 1280, 800 and 375 px, served from a
 * build through nginx, saved to tests/screenshots/ (not committed).
 * Usage: `npm run screenshots [-- --dir build] [-- --port 3290]` after `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {startNginx} from './lib/nginx';

const PAGES = [
  {name: 'home', path: '/'},
  {name: 'doc-page', path: '/jet/jobs/installer-logs/'},
  {name: 'flight-deck-deep', path: '/flight-deck/jobs/object-mover/objectdropbox/'},
  {name: 'results', path: '/search/?query=partner%20routes'},
] as const;
const WIDTHS = [1280, 800, 375] as const;
const OUT_DIR = path.join(__dirname, '..', 'tests', 'screenshots');

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '3290'}},
  });
  const root = path.resolve(values.dir);
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new Error(`${values.dir}/ holds no build: run npm run build first.`);
  fs.mkdirSync(OUT_DIR, {recursive: true});
  const server = await startNginx({root, port: Number(values.port)});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({
        viewport: {width, height: 800},
        deviceScaleFactor: width < 600 ? 2 : 1,
      });
      for (const {name, path: address} of PAGES) {
        await page.goto(server.url + address);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        const file = path.join(OUT_DIR, `${name}-${width}.png`);
        await page.screenshot({path: file});
        console.log(path.relative(process.cwd(), file));
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
