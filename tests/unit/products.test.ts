import {
  PRODUCTS,
  PRODUCT_IDS,
  contentDir,
  getProduct,
  groupLabel,
  isProductId,
  productFromPath,
  productNamesInWords,
  sectionRoot,
} from '../../src/products';
import {ABOUT_BLURB} from '../../src/siteLinks';
import {readRoutes} from '../routeLists';

describe('product registry', () => {
  it('lists the four products in tab order', () => {
    expect(PRODUCTS.map((p) => p.name)).toEqual(['Media Shuttle', 'Jet', 'Flight Deck', 'Media Engine']);
    expect(PRODUCT_IDS).toEqual(['media-shuttle', 'jet', 'flight-deck', 'media-engine']);
  });

  it('matches the section rows of routes.tsv', () => {
    const sections = readRoutes().filter((row) => row.kind === 'section');
    expect(sections.map((row) => ({route: row.route, title: row.title}))).toEqual(
      PRODUCTS.map((p) => ({route: sectionRoot(p.id), title: p.name})),
    );
  });

  it('gives each top-level menu group the label routes.tsv uses', () => {
    const titles = new Map(readRoutes().map((row) => [row.route, row.title]));
    for (const product of PRODUCTS) {
      for (const group of product.groups) {
        expect(titles.get(`/${product.id}/${group.slug}/`)).toBe(group.label);
      }
    }
  });

  it('knows the spec breadcrumb labels', () => {
    expect(groupLabel('media-shuttle', 'account-administration')).toBe('IT Administration');
    expect(groupLabel('media-shuttle', 'portal-administration')).toBe('Operations Administration');
    expect(groupLabel('media-shuttle', 'signiant-console')).toBe('Console');
    expect(groupLabel('media-shuttle', 'signiant-app')).toBe('App');
    expect(groupLabel('flight-deck', 'gateway')).toBe('Gateway');
    expect(groupLabel('media-engine', 'interacting-with-assets')).toBe('Interacting with Assets');
    expect(() => groupLabel('jet', 'gateway')).toThrow('Product "jet" has no menu group "gateway"');
  });

  it('derives the product from the first path segment only', () => {
    expect(productFromPath('/jet/jobs/partner-jobs/')).toBe('jet');
    expect(productFromPath('/flight-deck/')).toBe('flight-deck');
    expect(productFromPath('/media-engine')).toBe('media-engine');
    expect(productFromPath('/')).toBeUndefined();
    expect(productFromPath('/404.html')).toBeUndefined();
    expect(productFromPath('/docs/jet/')).toBeUndefined();
  });

  it('guards ids and resolves products, routes and folders', () => {
    expect(isProductId('jet')).toBe(true);
    expect(isProductId('manager-agents')).toBe(false);
    expect(isProductId(undefined)).toBe(false);
    expect(getProduct('flight-deck').name).toBe('Flight Deck');
    expect(() => getProduct('nope' as never)).toThrow('Unknown product "nope"');
    expect(sectionRoot('media-shuttle')).toBe('/media-shuttle/');
    expect(contentDir('media-engine')).toBe('docs-media-engine');
  });
});

describe('text built from the registry', () => {
  it('names the four products as a sentence does, in registry order', () => {
    expect(productNamesInWords()).toBe(
      `${PRODUCTS.slice(0, -1)
        .map((p) => p.name)
        .join(', ')} and ${PRODUCTS.at(-1)!.name}`,
    );
    expect(productNamesInWords()).toBe('Media Shuttle, Jet, Flight Deck and Media Engine');
  });

  it('puts every product in the footer blurb', () => {
    for (const product of PRODUCTS) expect(ABOUT_BLURB).toContain(product.name);
  });
});
