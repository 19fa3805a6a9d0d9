import {LEGACY_REDIRECTS, siteRedirects} from '../../src/redirects';
import {PRODUCTS} from '../../src/products';
import {groupRedirects} from '../../src/sidebarTree';
import {readLegacyUrls, readRoutes, sidebarOf} from '../shared';


const routes = readRoutes();
const pages = new Set(routes.filter((r) => r.kind === 'page' || r.kind === 'section').map((r) => r.route));

describe('legacy redirects', () => {
  it('cover every row of legacy-urls.tsv with its target', () => {
    expect(LEGACY_REDIRECTS.map(({from, to}) => ({from, to}))).toEqual(
      readLegacyUrls().map((row) => ({from: row.oldPath, to: row.newRoute})),
    );
  });

  it('point at pages that exist and never shadow one', () => {
    for (const {from, to} of LEGACY_REDIRECTS) {
      expect(pages.has(to)).toBe(true);
      expect(pages.has(from)).toBe(false);
    }
  });
});

describe('menu group redirects', () => {
  const all = PRODUCTS.flatMap((p) => groupRedirects(p.id, sidebarOf(p.id)));

  it('give every group of routes.tsv an address that lands on a page inside it', () => {
    const groups = routes.filter((r) => r.kind === 'group').map((r) => r.route);
    expect(all.map((r) => r.from).sort()).toEqual([...groups].sort());
    for (const {from, to} of all) {
      expect(pages.has(to)).toBe(true);
      expect(to.startsWith(from)).toBe(true);
    }
  });

  it('send a group to its first page in menu order', () => {
    const jet = groupRedirects('jet', sidebarOf('jet'));
    expect(jet).toContainEqual({from: '/jet/administration/routes/', to: '/jet/administration/routes/overview/'});
    expect(jet).toContainEqual({
      from: '/jet/administration/',
      to: '/jet/administration/logging-into-the-signiant-console/',
    });
  });

  it('do not collide with the legacy list', () => {
    const legacy = new Set(LEGACY_REDIRECTS.map((r) => r.from));
    expect(all.filter((r) => legacy.has(r.from))).toEqual([]);
  });
});

describe('the site redirect list', () => {
  it('is the legacy list followed by every product menu group, as the site config and the server read it', () => {
    expect(siteRedirects()).toEqual([
      ...LEGACY_REDIRECTS,
      ...PRODUCTS.flatMap((p) => groupRedirects(p.id, sidebarOf(p.id))),
    ]);
  });
});
