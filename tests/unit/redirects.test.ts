import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LEGACY_REDIRECTS,
  finalAddress,
  groupRedirects,
  redirectsByTarget,
  siteRedirects,
} from '../../config/redirects';
import {readMovedPages} from '../../config/movedPages';
import {PRODUCTS} from '../../src/products';
import {isCategory, type MenuItem} from '../../config/sidebarTree';
import {readLegacyUrls, readRoutes} from '../routeLists';
import {sidebarItems} from '../../sidebars';

const routes = readRoutes();
/** The pages the site serves: the canonical ones, each where `npm run move:page` may have moved it. */
const pages = new Set(
  routes.filter((r) => r.kind === 'page' || r.kind === 'section').map((r) => finalAddress(r.route)),
);

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
  const all = PRODUCTS.flatMap((p) => groupRedirects(p.id, sidebarItems(p.id)));

  it('give every group of routes.tsv an address that lands on a page inside it', () => {
    const groups = routes.filter((r) => r.kind === 'group').map((r) => r.route);
    expect(all.map((r) => r.from).sort()).toEqual([...groups].sort());
    for (const {from, to} of all) {
      expect(pages.has(to)).toBe(true);
      expect(to.startsWith(from)).toBe(true);
    }
  });

  it('send a group to its first page in menu order', () => {
    const jet = groupRedirects('jet', sidebarItems('jet'));
    expect(jet).toContainEqual({
      from: '/jet/administration/routes/',
      to: '/jet/administration/routes/overview/',
    });
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
      ...LEGACY_REDIRECTS.map(({from, to}) => ({from, to: finalAddress(to)})),
      ...readMovedPages(),
      ...PRODUCTS.flatMap((p) => groupRedirects(p.id, sidebarItems(p.id))),
    ]);
  });

  it('leads the old address of a moved page to its new one, and a legacy address straight there too', () => {
    const moved = [
      {from: '/jet/administration/storage-profiles/aws-cloud-storage/', to: '/jet/deployment/aws/'},
    ];
    const redirects = siteRedirects(undefined, moved);
    expect(redirects).toContainEqual(moved[0]);
    expect(redirects).toContainEqual({
      from: '/jet/administration/storage-profiles/cloud-storage/',
      to: '/jet/deployment/aws/',
    });
    expect(
      redirects.filter((r) => r.to === '/jet/administration/storage-profiles/aws-cloud-storage/'),
    ).toEqual([]);
    expect(finalAddress('/jet/jobs/partner-jobs/', moved)).toBe('/jet/jobs/partner-jobs/');
  });

  it("reaches the client-redirects plugin as each page's old addresses, every redirect once", () => {
    const redirects = siteRedirects();
    const oldAddressesOf = redirectsByTarget(redirects);
    expect(oldAddressesOf('/flight-deck/jobs/object-mover/objectdropbox/')).toEqual([
      '/manager-agents/jobs/object-mover/objectdropbox/',
    ]);
    expect(oldAddressesOf('/flight-deck/jobs/media-mover/overview/')).toEqual([
      '/manager-agents/jobs/media-mover/',
      '/manager-agents/jobs/media-mover/overview/',
      '/flight-deck/jobs/media-mover/',
    ]);
    expect(oldAddressesOf('/no-such-page/')).toBeUndefined();
    const targets = [...new Set(redirects.map((r) => r.to))];
    const served = targets.flatMap((to) => (oldAddressesOf(to) ?? []).map((from) => ({from, to})));
    expect(served).toHaveLength(redirects.length);
    expect(new Set(served.map((r) => `${r.from} ${r.to}`))).toEqual(
      new Set(redirects.map((r) => `${r.from} ${r.to}`)),
    );
  });
});

describe('menu group redirects of a versioned product', () => {
  const jetSidebar = sidebarItems('jet');
  /** Version 1.0's menu starts its Administration group with another page, as an older release might. */
  const olderSidebar: MenuItem[] = jetSidebar.map((item) =>
    isCategory(item) && item.label === 'Administration'
      ? {
          ...item,
          items: [
            'administration/adding-removing-users',
            ...item.items.filter((i) => i !== 'administration/adding-removing-users'),
          ],
        }
      : item,
  );
  let siteDir: string;

  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-redirects-'));
    fs.writeFileSync(path.join(siteDir, 'jet_versions.json'), JSON.stringify(['2.0', '1.0']));
    fs.mkdirSync(path.join(siteDir, 'jet_versioned_sidebars'));
    for (const [name, items] of [
      ['2.0', jetSidebar],
      ['1.0', olderSidebar],
    ] as const) {
      fs.writeFileSync(
        path.join(siteDir, 'jet_versioned_sidebars', `version-${name}-sidebars.json`),
        JSON.stringify({jet: items}),
      );
    }
  });
  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('lead each version folder to the first page of that version, from its own menu', () => {
    const redirects = siteRedirects(siteDir);
    const first = 'administration/logging-into-the-signiant-console';
    expect(redirects).toContainEqual({from: '/jet/administration/', to: `/jet/${first}/`});
    expect(redirects).toContainEqual({from: '/jet/next/administration/', to: `/jet/next/${first}/`});
    expect(redirects).toContainEqual({
      from: '/jet/1.0/administration/',
      to: '/jet/1.0/administration/adding-removing-users/',
    });
    expect(redirects.filter((r) => r.from.startsWith('/jet/2.0/'))).toEqual([]);
  });

  it('cover every group of every version once, and leave the other products as they are', () => {
    const redirects = siteRedirects(siteDir).slice(LEGACY_REDIRECTS.length + readMovedPages(siteDir).length);
    const jetGroups = groupRedirects('jet', jetSidebar).length;
    expect(redirects.filter((r) => r.from.startsWith('/jet/'))).toHaveLength(3 * jetGroups);
    expect(new Set(redirects.map((r) => r.from)).size).toBe(redirects.length);
    for (const p of PRODUCTS.filter((p) => p.id !== 'jet')) {
      expect(redirects.filter((r) => r.from.startsWith(`/${p.id}/`))).toEqual(
        groupRedirects(p.id, sidebarItems(p.id)),
      );
    }
  });

  it('name the file when a cut version has no stored menu', () => {
    fs.writeFileSync(path.join(siteDir, 'flight-deck_versions.json'), JSON.stringify(['3.4']));
    try {
      expect(() => siteRedirects(siteDir)).toThrow(/flight-deck_versioned_sidebars/);
    } finally {
      fs.rmSync(path.join(siteDir, 'flight-deck_versions.json'));
    }
  });
});
