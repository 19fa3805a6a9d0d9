/**
 * The per-product side menus as a tree of menu groups, as the redirects and
 * the writers' checks read them (sidebars/productSidebar.ts builds them from
 * the product registry). Build-time only.
 */

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
