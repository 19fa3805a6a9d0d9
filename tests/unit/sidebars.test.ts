import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PRODUCTS, contentDir, type ProductId} from '../../src/products';
import {docIdsOf, groupFolders, isCategory, type MenuItem} from '../../config/sidebarTree';
import {readRoutes} from '../routeLists';
import {sidebarItems} from '../../sidebars';

const ROOT = path.join(__dirname, '..', '..');

/** The menu as routes.tsv rows would list it: groups before their pages, depth first. */
function flatten(product: ProductId, items: readonly MenuItem[]): {route: string; title: string}[] {
  return items.flatMap((item) => {
    if (isCategory(item)) {
      const [group] = groupFolders([item]);
      return [{route: `/${product}/${group.folder}/`, title: item.label}, ...flatten(product, item.items)];
    }
    const base = path.join(ROOT, contentDir(product), item);
    const file = [`${base}.md`, `${base}.mdx`].find((candidate) => fs.existsSync(candidate));
    const title = file ? String(matter.read(file).data.title) : `(missing ${base}.md)`;
    return [{route: `/${product}/${item}/`, title}];
  });
}

describe.each(PRODUCTS.map((p) => p.id))('the %s sidebar', (product) => {
  const expected = readRoutes()
    .filter((row) => row.route.startsWith(`/${product}/`) && row.kind !== 'section')
    .map(({route, title}) => ({route, title}));

  it('lists exactly the groups and pages of routes.tsv, in order, with their labels', () => {
    expect(flatten(product, sidebarItems(product))).toEqual(expected);
  });

  it('lists every page once', () => {
    const ids = docIdsOf(sidebarItems(product));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
