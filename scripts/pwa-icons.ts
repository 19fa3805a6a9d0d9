/**
 * Draws the web-app icons in `static/img/icons/` from `static/img/favicon.svg`
 * with the same Chromium the browser tests use: 192 and 512 px "any" icons and
 * a 512 px maskable icon (full-bleed background, mark inside the safe zone).
 * Usage: `tsx scripts/pwa-icons.ts` after changing the favicon.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

const ROOT = path.resolve(__dirname, '..');
const FAVICON = fs.readFileSync(path.join(ROOT, 'static/img/favicon.svg'), 'utf8');
const OUT = path.join(ROOT, 'static/img/icons');

/** The favicon's mark on a square background, scaled into the maskable safe zone. */
function maskableSvg(): string {
  const mark = /<path\b[^>]*\/>/.exec(FAVICON)?.[0];
  const background = /<rect\b[^>]*\bfill="([^"]+)"/.exec(FAVICON)?.[1];
  if (!mark || !background) throw new Error('favicon.svg needs a <rect fill> background and a <path/> mark');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.62) translate(-16 -16)">${mark}</g></svg>`;
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, {recursive: true});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const icons: [string, string, number][] = [
    ['icon-192.png', FAVICON, 192],
    ['icon-512.png', FAVICON, 512],
    ['icon-maskable-512.png', maskableSvg(), 512],
  ];
  for (const [file, svg, size] of icons) {
    await page.setViewportSize({width: size, height: size});
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}"></body>`,
    );
    await page.screenshot({path: path.join(OUT, file), omitBackground: true});
    console.log(`wrote static/img/icons/${file}`);
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
