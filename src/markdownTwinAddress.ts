/**
 * Every doc page has a Markdown twin at `<page>/index.md` (written after the
 * build by `plugins/markdown-twins`): the page's `<head>`, its "Copy page"
 * button and "View as Markdown" link, and the llms.txt files all name it so.
 */
export const TWIN_FILE = 'index.md';

/** The twin's address for a page address, path or absolute URL (`/jet/x/` → `/jet/x/index.md`). */
export function twinAddress(pageAddress: string): string {
  return `${pageAddress.endsWith('/') ? pageAddress : `${pageAddress}/`}${TWIN_FILE}`;
}
