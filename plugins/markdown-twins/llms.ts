/**
 * The llms.txt files (https://llmstxt.org): `/llms.txt` names the site's
 * products, `/{product}/llms.txt` lists a product's pages in menu order under
 * their menu groups, `/{product}/llms-full.txt` holds those pages in full.
 * Pure functions of the menu and the pages' twins.
 */
import {twinAddress} from '../../src/markdownTwinAddress';

export interface MenuPage {
  readonly title: string;
  readonly description: string;
  /** The page's absolute address (`https://help.signiant.com/jet/jobs/partner-jobs/`). */
  readonly url: string;
}

/** A menu as llms.txt lists it: pages, and groups of pages (nested). */
export type MenuEntry =
  {readonly page: MenuPage} | {readonly group: string; readonly entries: readonly MenuEntry[]};

export interface ProductMenu {
  readonly name: string;
  readonly summary: string;
  /** Absolute address of the product's section root. */
  readonly url: string;
  /** The section root page, listed before the menu (it is not in the side menu). */
  readonly root?: MenuPage;
  readonly entries: readonly MenuEntry[];
}

/** One line of text: descriptions are single sentences, but a line break would end the list item. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** `[Title](twin): description`, with the brackets a title could hold escaped. */
function pageLink(page: MenuPage): string {
  const title = oneLine(page.title).replace(/([[\]\\])/g, '\\$1');
  const description = oneLine(page.description);
  return `[${title}](${twinAddress(page.url)})${description ? `: ${description}` : ''}`;
}

/** A group's entries as a list in menu order; a subgroup is an item holding its own list. */
function listLines(entries: readonly MenuEntry[], indent = ''): string[] {
  return entries.flatMap((entry) =>
    'page' in entry
      ? [`${indent}- ${pageLink(entry.page)}`]
      : [`${indent}- ${oneLine(entry.group)}`, ...listLines(entry.entries, `${indent}  `)],
  );
}

/** Every page in the order the product's llms.txt lists them: the section root and ungrouped pages, then each group depth first. */
export function menuPages(menu: ProductMenu): MenuPage[] {
  const walk = (entries: readonly MenuEntry[]): MenuPage[] =>
    entries.flatMap((entry) => ('page' in entry ? [entry.page] : walk(entry.entries)));
  const loose = menu.entries.filter((entry) => 'page' in entry);
  return [
    ...(menu.root ? [menu.root] : []),
    ...walk(loose),
    ...walk(menu.entries.filter((entry) => 'group' in entry)),
  ];
}

export function llmsFullUrl(productUrl: string): string {
  return new URL('llms-full.txt', productUrl).href;
}

export function llmsUrl(productUrl: string): string {
  return new URL('llms.txt', productUrl).href;
}

/** `/{product}/llms.txt`. */
export function productLlms(menu: ProductMenu): string {
  const lines = [
    `# ${menu.name}`,
    '',
    `> ${oneLine(menu.summary)}`,
    '',
    `The ${menu.name} help pages in the order of the site's menu, grouped as the menu groups them. ` +
      `Each link leads to the page as Markdown; every page's Markdown is at its address followed by \`index.md\`. ` +
      `All pages in one file: [${menu.name} in full](${llmsFullUrl(menu.url)}).`,
  ];
  // Pages outside any group (the section root) first, then a section per top-level menu group.
  const loose = [
    ...(menu.root ? [{page: menu.root}] : []),
    ...menu.entries.filter((entry) => 'page' in entry),
  ];
  if (loose.length > 0) lines.push('', ...listLines(loose));
  for (const entry of menu.entries) {
    if ('group' in entry) lines.push('', `## ${oneLine(entry.group)}`, '', ...listLines(entry.entries));
  }
  return `${lines.join('\n')}\n`;
}

export interface FullPage {
  readonly page: MenuPage;
  /** The page's twin without its front matter: it opens with the page's `# Title`. */
  readonly body: string;
}

/** `/{product}/llms-full.txt`: every page in menu order, each with its address under its title. */
export function productLlmsFull(menu: ProductMenu, pages: readonly FullPage[]): string {
  const parts = pages.map(({page, body}) => {
    const [title, ...rest] = body.trim().split('\n');
    return [title, '', `Source: ${page.url}`, ...rest].join('\n');
  });
  return `${[`# ${menu.name}\n\n> ${oneLine(menu.summary)}`, ...parts].join('\n\n---\n\n')}\n`;
}

export interface SiteProduct {
  readonly name: string;
  readonly summary: string;
  readonly url: string;
}

/** `/llms.txt`: the site and a line for each product, linking that product's file. */
export function siteLlms(
  site: {readonly title: string; readonly tagline: string},
  products: readonly SiteProduct[],
): string {
  return [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.tagline)}`,
    '',
    "Each product's file lists its pages in menu order, with a link to each page as Markdown.",
    '',
    '## Products',
    '',
    ...products.map((product) => `- [${product.name}](${llmsUrl(product.url)}): ${oneLine(product.summary)}`),
    '',
  ].join('\n');
}
