/**
 * The per-product side menus as a tree of menu groups: how a sidebar file is
 * built from the product registry, and how the redirects and the writers'
 * checks read it back. Build-time only.
 */
import {getProduct, type MenuGroup, type Product, type ProductId} from '../src/products';

/** The two item forms our sidebar files use. */
export type MenuItem = string | MenuCategory;

export interface MenuCategory {
  readonly type: 'category';
  readonly label: string;
  /** Mutable, as Docusaurus's own sidebar types want it. */
  readonly items: MenuItem[];
}

export function isCategory(item: unknown): item is MenuCategory {
  return typeof item === 'object' && item !== null && (item as MenuCategory).type === 'category';
}

/** Every doc id below these items, in menu order. */
export function docIdsOf(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => (isCategory(item) ? docIdsOf(item.items) : [item]));
}

/** The deepest folder shared by all these doc ids (`a/b` for `a/b/c` and `a/b/d/e`). */
export function commonFolder(docIds: readonly string[]): string {
  const split = docIds.map((id) => id.split('/').slice(0, -1));
  const first = split[0] ?? [];
  let length = first.length;
  for (const parts of split) {
    let i = 0;
    while (i < length && parts[i] === first[i]) i += 1;
    length = i;
  }
  return first.slice(0, length).join('/');
}

export interface MenuGroupFolder {
  readonly label: string;
  /** Folder of the group below the section root, e.g. `administration/routes`. */
  readonly folder: string;
  readonly firstDocId: string;
}

/** Each category with the folder its pages share, depth first in menu order. */
export function groupFolders(items: readonly MenuItem[]): MenuGroupFolder[] {
  return items.filter(isCategory).flatMap((category) => {
    const ids = docIdsOf(category.items);
    if (ids.length === 0) return groupFolders(category.items);
    const group = {label: category.label, folder: commonFolder(ids), firstDocId: ids[0]};
    return [group, ...groupFolders(category.items)];
  });
}

/** The top-level menu group slugs of one product, as the registry lists them. */
export type GroupSlug<P extends ProductId> = Extract<Product, {id: P}>['groups'][number]['slug'];

/**
 * A product's side menu (the object its docs plugin instance reads): one
 * category per top-level group, in the registry's order and with its label,
 * holding the pages and sub-groups a writer lists for it. Every group of the
 * registry must be given, and no other.
 */
export function productSidebar<P extends ProductId>(
  id: P,
  groups: {readonly [S in GroupSlug<P>]: MenuItem[]},
): Record<P, MenuCategory[]> {
  const items = groups as Readonly<Record<string, MenuItem[]>>;
  const menu = (getProduct(id).groups as readonly MenuGroup[]).map((group): MenuCategory => ({
    type: 'category',
    label: group.label,
    items: [...items[group.slug]],
  }));
  return {[id]: menu} as Record<P, MenuCategory[]>;
}
