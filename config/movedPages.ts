/**
 * Pages moved after their address was published, newest last: each old
 * address answers with a redirect to the page's new one (config/redirects.ts).
 * The list is data, `config/moved-pages.json`, which `npm run move:page` writes
 * and the build, the preview and `npm run check:docs` read; edit it by hand
 * only to undo a move.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface MovedPage {
  readonly from: string;
  readonly to: string;
}

/** The list's file, relative to the site. */
export const MOVED_PAGES_FILE = path.join('config', 'moved-pages.json');

const SITE_DIR = path.join(__dirname, '..');
const ADDRESS = /^\/[^\s?#]*\/$/;

/** The moves `text` lists, or an error naming the file and the entry that is wrong. */
export function parseMovedPages(text: string): MovedPage[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${MOVED_PAGES_FILE} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Error(`${MOVED_PAGES_FILE} must hold a list: [{"from": …, "to": …}]`);
  return data.map((entry: unknown, index) => {
    const {from, to} = (entry ?? {}) as Record<string, unknown>;
    if (typeof from !== 'string' || typeof to !== 'string' || !ADDRESS.test(from) || !ADDRESS.test(to)) {
      throw new Error(
        `${MOVED_PAGES_FILE}, entry ${index + 1}: ${JSON.stringify(entry)} needs "from" and "to", ` +
          'each a site address with its slashes, such as "/jet/jobs/installer-logs/"',
      );
    }
    return {from, to};
  });
}

/** The moved pages of the site in `siteDir`, read from disk each time (the preview's redirects follow a move). */
export function readMovedPages(siteDir: string = SITE_DIR): MovedPage[] {
  const file = path.join(siteDir, MOVED_PAGES_FILE);
  return fs.existsSync(file) ? parseMovedPages(fs.readFileSync(file, 'utf8')) : [];
}

/** The file's text for `moves`, as Prettier lays it out. */
export function movedPagesJson(moves: readonly MovedPage[]): string {
  return `${JSON.stringify(
    moves.map(({from, to}) => ({from, to})),
    null,
    2,
  )}\n`;
}
