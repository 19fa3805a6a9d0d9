import {MAX_QUERY_LENGTH, breadcrumbPath, clampQuery} from '../../src/search/format';
import {countText, noResultsText, placeholderText} from '../../src/search/messages';
import {readSearchAddress, searchFormTarget, searchPageHref} from '../../src/search/address';

describe('hit breadcrumb path', () => {
  it('joins the path segments with " > " and turns dashes into spaces', () => {
    expect(breadcrumbPath('/jet/jobs/partner-jobs/')).toBe('jet > jobs > partner jobs');
    expect(breadcrumbPath('/media-shuttle/signiant-app/version-2/using-auto-delivery/')).toBe(
      'media shuttle > signiant app > version 2 > using auto delivery',
    );
  });

  it('cuts at 100 characters plus an ellipsis', () => {
    const path = `/flight-deck/${'very-long-segment/'.repeat(8)}`;
    const text = breadcrumbPath(path);
    expect(text).toHaveLength(101);
    expect(text.endsWith('…')).toBe(true);
    expect(text.slice(0, 100)).toBe(breadcrumbPath(path).slice(0, 100));
    expect(breadcrumbPath('/jet/a-b/')).not.toContain('…');
  });

  it('keeps a path of exactly 100 characters whole', () => {
    const path = `/${'a'.repeat(100)}/`;
    expect(breadcrumbPath(path)).toBe('a'.repeat(100));
  });
});

describe('count and no-results text', () => {
  it('says result for one hit and results for more', () => {
    expect(countText(1, 'sdcx')).toBe('1 result for "sdcx"');
    expect(countText(12, 'sdcx')).toBe('12 results for "sdcx"');
  });

  it('quotes the query when nothing matches', () => {
    expect(noResultsText('zzz')).toBe('There are no results for "zzz"');
  });
});

describe('query length', () => {
  it('cuts queries longer than 256 characters', () => {
    expect(clampQuery('a'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(clampQuery('short')).toBe('short');
  });

  it('never splits an emoji', () => {
    const cut = clampQuery('🚀'.repeat(300));
    expect(Array.from(cut)).toHaveLength(256);
    expect(cut).toBe('🚀'.repeat(256));
  });
});

describe('placeholder', () => {
  it('names the section in capitals, or none outside a section', () => {
    expect(placeholderText('flight-deck')).toBe('SEARCH FLIGHT DECK HELP');
    expect(placeholderText('media-shuttle')).toBe('SEARCH MEDIA SHUTTLE HELP');
    expect(placeholderText(undefined)).toBe('SEARCH HELP');
  });
});

describe('results page address', () => {
  it('carries the product and the query, and the page from the second on', () => {
    expect(searchPageHref('jet', 'partner routes')).toBe('/jet/search/?product=jet&query=partner+routes');
    expect(searchPageHref('jet', 'a&b=c', {page: 3})).toBe('/jet/search/?product=jet&query=a%26b%3Dc&page=3');
    expect(searchPageHref(undefined, 'sdcx')).toBe('/search/?query=sdcx');
    const url = new URL(searchPageHref('jet', '<script>"x"</script>'), 'https://example.com');
    expect(url.searchParams.get('query')).toBe('<script>"x"</script>');
  });

  it('carries the docs version searched, before the page, and only with a product', () => {
    expect(searchPageHref('jet', 'routes', {version: '1.0'})).toBe(
      '/jet/search/?product=jet&query=routes&version=1.0',
    );
    expect(searchPageHref('jet', 'routes', {version: 'current', page: 2})).toBe(
      '/jet/search/?product=jet&query=routes&version=current&page=2',
    );
    expect(searchPageHref(undefined, 'routes', {version: '1.0'})).toBe('/search/?query=routes');
  });
});

describe('a plain search form', () => {
  /** The address a browser without scripts opens when the form is sent with `query`. */
  function sent(product: Parameters<typeof searchFormTarget>[0], query: string, version?: string): string {
    const {action, before, after} = searchFormTarget(product, version);
    return `${action}?${new URLSearchParams([...before, ['query', query], ...after].map(([name, value]) => [name, value])).toString()}`;
  }

  it('opens the address searchPageHref writes, for a product, a version and every product', () => {
    for (const [product, version] of [
      ['jet', undefined],
      ['jet', '1.0'],
      ['flight-deck', 'current'],
      [undefined, undefined],
      [undefined, '1.0'],
    ] as const) {
      expect(sent(product, 'a&b "c" routes', version)).toBe(
        searchPageHref(product, 'a&b "c" routes', {version}),
      );
    }
    expect(searchFormTarget('jet').action).toBe('/jet/search/');
    expect(searchFormTarget(undefined).action).toBe('/search/');
  });

  it('links to the results page with no text yet, keeping the product and version', () => {
    expect(searchFormTarget('jet').emptyHref).toBe('/jet/search/?product=jet');
    expect(searchFormTarget('jet', '1.0').emptyHref).toBe('/jet/search/?product=jet&version=1.0');
    expect(searchFormTarget(undefined, '1.0').emptyHref).toBe('/search/');
  });
});

describe('reading the results page address', () => {
  it('reads back what searchPageHref writes', () => {
    const href = new URL(
      searchPageHref('jet', '  a&b "c"  '.trim(), {page: 3, version: '1.0'}),
      'https://example.com',
    );
    expect(readSearchAddress(href.search, undefined)).toEqual({
      product: 'jet',
      query: 'a&b "c"',
      page: 3,
      version: '1.0',
    });
  });

  it('falls back to the product of the page, page 1 and no version', () => {
    expect(readSearchAddress('?product=nope&query=x&page=-2', 'flight-deck')).toEqual({
      product: 'flight-deck',
      query: 'x',
      page: 1,
      version: undefined,
    });
    expect(readSearchAddress('?query=x&page=2abc', undefined)).toEqual({
      product: undefined,
      query: 'x',
      page: 2,
      version: undefined,
    });
  });

  it('cuts a huge query to the longest one searched', () => {
    expect(readSearchAddress(`?query=${'x'.repeat(5000)}`, undefined).query).toHaveLength(256);
  });
});
