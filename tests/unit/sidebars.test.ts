import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PRODUCTS, contentDir, type ProductId} from '../../src/products';
import {docIdsOf, groupFolders, isCategory, type MenuItem} from '../../src/sidebarTree';
import {readRoutes, sidebarOf} from '../shared';

const ROOT = path.join(__dirname, '..', '..');

/** The menu as routes.tsv rows would list it: groups before their pages, depth first. */
function flatten(product: ProductId, items: readonly MenuItem[]): {route: string; title: string}[] {
  return items.flatMap((item) => {
    if (isCategory(item)) {
      const [group] = groupFolders([item]);
      return [{route: `/${product}/${group.folder}/`, title: item.label}, ...flatten(product, item.items)];
    }
    const file = path.join(ROOT, contentDir(product), `${item}.md`);
    const title = fs.existsSync(file) ? String(matter.read(file).data.title) : `(missing ${file})`;
    return [{route: `/${product}/${item}/`, title}];
  });
}

describe.each(PRODUCTS.map((p) => p.id))('the %s sidebar', (product) => {
  const expected = readRoutes()
    .filter((row) => row.route.startsWith(`/${product}/`) && row.kind !== 'section')
    .map(({route, title}) => ({route, title}));

  it('lists exactly the groups and pages of routes.tsv, in order, with their labels', () => {
    expect(flatten(product, sidebarOf(product))).toEqual(expected);
  });

  it('lists every page once', () => {
    const ids = docIdsOf(sidebarOf(product));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
