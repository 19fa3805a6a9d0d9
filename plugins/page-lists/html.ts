/**
 * The HTML of the page lists: a product's pages under their menu groups, as
 * its side menu holds them. Pure functions of the menu; every text is escaped.
 */
import {PAGE_LIST_FOLDER} from '../../src/navigation/pageList';
import type {MenuEntry, MenuPage, ProductMenu} from '../markdown-twins/llms';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char] ?? char,
  );
}

/** The address of `page` on this site (`/jet/jobs/partner-jobs/`). */
function sitePath(url: string): string {
  return new URL(url).pathname;
}

function pageItem(page: MenuPage): string {
  return `<li><a href="${escapeHtml(sitePath(page.url))}">${escapeHtml(page.title)}</a></li>`;
}

/** A group's entries as a list; a subgroup is an item holding its own list. */
function entryList(entries: readonly MenuEntry[]): string {
  const items = entries.map((entry) =>
    'page' in entry ? pageItem(entry.page) : `<li>${escapeHtml(entry.group)}${entryList(entry.entries)}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

/**
 * A product's pages: the section root and pages outside any group first, then
 * a heading per top-level menu group (`level`, `h2` on a product's own list)
 * over its pages and subgroups.
 */
export function productPagesHtml(menu: ProductMenu, level: 2 | 3): string {
  const loose = [...(menu.root ? [{page: menu.root}] : []), ...menu.entries.filter((e) => 'page' in e)];
  const parts = loose.length > 0 ? [entryList(loose)] : [];
  for (const entry of menu.entries) {
    if ('group' in entry)
      parts.push(`<h${level}>${escapeHtml(entry.group)}</h${level}>`, entryList(entry.entries));
  }
  return parts.join('');
}

/** Where a product's page list is served (`/jet/all-pages/`). */
export function productListPath(menu: Pick<ProductMenu, 'url'>): string {
  return `${sitePath(menu.url)}${PAGE_LIST_FOLDER}/`;
}

export interface PageListContent {
  readonly title: string;
  /** The content of the page's `<main>`. */
  readonly main: string;
}

/** The other products' lists, so a reader can change product without scripts. */
function otherLists(menus: readonly ProductMenu[], current: ProductMenu): string {
  const links = menus
    .filter((menu) => menu !== current)
    .map((menu) => `<li><a href="${escapeHtml(productListPath(menu))}">${escapeHtml(menu.name)}</a></li>`);
  return `<nav aria-label="Other products"><p>Other products:</p><ul>${links.join('')}</ul></nav>`;
}

/** `/{product}/all-pages/`. */
export function productPageList(menu: ProductMenu, menus: readonly ProductMenu[]): PageListContent {
  const title = `All ${menu.name} pages`;
  const name = escapeHtml(menu.name);
  return {
    title,
    main: [
      `<h1>${escapeHtml(title)}</h1>`,
      `<p>Every page of the ${name} help, under the menu group it belongs to. On <a href="${escapeHtml(sitePath(menu.url))}">${name} help</a> the same pages are in the side menu.</p>`,
      otherLists(menus, menu),
      productPagesHtml(menu, 2),
    ].join(''),
  };
}

/** `/all-pages/`: every product's pages, a section each. */
export function sitePageList(menus: readonly ProductMenu[]): PageListContent {
  const title = 'All help pages';
  const sections = menus.map(
    (menu) =>
      `<section><h2><a href="${escapeHtml(productListPath(menu))}">${escapeHtml(menu.name)}</a></h2>${productPagesHtml(menu, 3)}</section>`,
  );
  return {
    title,
    main: [
      `<h1>${title}</h1>`,
      '<p>Every page of the help, by product and under the menu group it belongs to.</p>',
      ...sections,
    ].join(''),
  };
}
