/**
 * A product's latest docs version as its side menu holds it: the section root,
 * then pages and groups of pages in menu order. Read from the docs plugin's
 * loaded content; the llms.txt files and the page lists (plugins/page-lists)
 * are written from it.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {Product} from '../../src/products';
import type {MenuEntry, MenuPage, ProductMenu} from './llms';

export type Doc = LoadedVersion['docs'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];

export function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** A doc's page address. The site serves every page at a folder address (`trailingSlash: true`). */
export function pageUrl(doc: Doc, siteUrl: string): string {
  return new URL(withSlash(doc.permalink), siteUrl).href;
}

/** A version's side menu as llms.txt lists it. */
function menuEntries(
  items: readonly SidebarItem[],
  pageOf: (id: string) => MenuPage | undefined,
): MenuEntry[] {
  return items.flatMap((item): MenuEntry[] => {
    if (item.type === 'category') {
      const linked = item.link?.type === 'doc' ? pageOf(item.link.id) : undefined;
      const entries = [...(linked ? [{page: linked}] : []), ...menuEntries(item.items, pageOf)];
      return entries.length > 0 ? [{group: item.label, entries}] : [];
    }
    if (item.type === 'doc' || item.type === 'ref') {
      const page = pageOf(item.id);
      return page ? [{page}] : [];
    }
    return [];
  });
}

/** The product's latest version (the one its section root serves) and its menu. */
export function latestMenu(
  product: Product,
  versions: readonly LoadedVersion[],
  siteUrl: string,
): {latest: LoadedVersion; menu: ProductMenu} {
  const latest = versions.find((version) => version.isLast) ?? versions[0];
  const asPage = (doc: Doc): MenuPage => ({
    title: doc.title,
    description: doc.description,
    url: pageUrl(doc, siteUrl),
  });
  const byId = new Map(latest.docs.map((doc) => [doc.id, doc]));
  const root = latest.docs.find((doc) => withSlash(doc.permalink) === withSlash(latest.path));
  const sidebar = latest.sidebars[product.id] ?? Object.values(latest.sidebars)[0] ?? [];
  const menu: ProductMenu = {
    name: product.name,
    summary: product.summary,
    url: new URL(withSlash(latest.path), siteUrl).href,
    ...(root ? {root: asPage(root)} : {}),
    entries: menuEntries(sidebar, (id) => {
      const doc = byId.get(id);
      return doc && doc !== root ? asPage(doc) : undefined;
    }),
  };
  return {latest, menu};
}
