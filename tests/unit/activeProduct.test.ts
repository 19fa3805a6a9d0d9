import {PRODUCTS, type ProductId} from '../../src/products';
import {activeProduct, isSearchPath} from '../../src/navigation/activeProduct';

/** A site where every path inside a section is a doc page except `/{product}/no-such-page/`. */
const docPathsExist = (_product: ProductId, pathname: string) => !pathname.includes('no-such-page');

describe('active product tab', () => {
  it.each(PRODUCTS.map((p) => [p.id]))('follows the first path segment: %s', (id) => {
    expect(activeProduct(`/${id}/`, docPathsExist)).toBe(id);
    expect(activeProduct(`/${id}/general/overview/`, docPathsExist)).toBe(id);
    expect(activeProduct(`/${id}/general/overview`, docPathsExist)).toBe(id);
  });

  it('keeps the product on versioned paths', () => {
    expect(activeProduct('/jet/2.0/jobs/partner-jobs/', docPathsExist)).toBe('jet');
    expect(activeProduct('/jet/next/deployment/guide/', docPathsExist)).toBe('jet');
    expect(activeProduct('/flight-deck/10.4/gateway/general/overview/', docPathsExist)).toBe('flight-deck');
  });

  it("treats a product's search page as that product, although it is not a doc page", () => {
    const noDocs = () => false;
    expect(activeProduct('/media-engine/search/', noDocs)).toBe('media-engine');
    expect(activeProduct('/media-shuttle/search', noDocs)).toBe('media-shuttle');
    expect(isSearchPath('/jet/search/')).toBe(true);
    expect(isSearchPath('/jet/jobs/search/')).toBe(false);
    expect(isSearchPath('/search/')).toBe(false);
  });

  it('selects no product on Home, 404 and 500', () => {
    expect(activeProduct('/', docPathsExist)).toBeUndefined();
    expect(activeProduct('/404.html', docPathsExist)).toBeUndefined();
    expect(activeProduct('/500/', docPathsExist)).toBeUndefined();
    expect(activeProduct('/500.html', docPathsExist)).toBeUndefined();
    // An unknown address inside a section shows the not-found page.
    expect(activeProduct('/jet/no-such-page/', docPathsExist)).toBeUndefined();
  });

  it('does not take a product-like prefix for a product', () => {
    expect(activeProduct('/jetty/', docPathsExist)).toBeUndefined();
    expect(activeProduct('/manager-agents/', docPathsExist)).toBeUndefined();
  });
});
