import {PRODUCT_IDS} from '../../src/products';
import {readSectionQueries, sectionOutcome, sectionShare, type SectionCase} from '../../bench/searchSections';

describe('section queries (tests/search/section-queries.tsv)', () => {
  const cases = readSectionQueries();

  it('hold at least 40 questions over every product, each labelled with a page and an anchor, none twice', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.product))).toEqual(new Set(PRODUCT_IDS));
    for (const c of cases) {
      expect(c.expected).toMatch(new RegExp(`^/${c.product}/([a-z0-9-]+/)*$`));
      expect(c.anchor).toMatch(/^[a-z0-9_-]+$/);
    }
    expect(new Set(cases.map((c) => c.query.toLowerCase())).size).toBe(cases.length);
  });

  it.each([
    [
      'how do I renew the agent certificate',
      '/flight-deck/certificates/certificate-alarms/',
      'responding-to-an-alarm',
    ],
    ['agent certificate renewal', '/flight-deck/certificates/certificate-alarms/', 'responding-to-an-alarm'],
    [
      'saml metadata signing certificate',
      '/media-shuttle/account-administration/security/saml/configuring-saml/',
      'configure-media-shuttle',
    ],
  ])('label "%s" with the section that answers it', (query, expected, anchor) => {
    expect(cases.find((c) => c.query === query)).toMatchObject({expected, anchor});
  });
});

describe('where the dropdown hit for the answering page opens', () => {
  const wanted: SectionCase = {query: 'q', product: 'jet', expected: '/jet/a/', anchor: 'b-c'};
  const hit = (path: string, url: string) => ({path, url});

  it.each([
    ['at the section', [hit('/jet/x/', '/jet/x/#b-c'), hit('/jet/a/', '/jet/a/#b-c')], 'section'],
    ['at the section, its anchor percent-encoded', [hit('/jet/a/', '/jet/a/#b%2Dc')], 'section'],
    ['at another section', [hit('/jet/a/', '/jet/a/#other')], 'other section'],
    ['at the top', [hit('/jet/a/', '/jet/a/')], 'top'],
    ['nowhere: the page is not a hit', [hit('/jet/x/', '/jet/x/#b-c')], 'no hit'],
  ] as const)('%s', (_where, hits, outcome) => {
    expect(sectionOutcome(wanted, hits).outcome).toBe(outcome);
  });

  it('counts the share that opens at the section', () => {
    const results = [
      sectionOutcome(wanted, [hit('/jet/a/', '/jet/a/#b-c')]),
      sectionOutcome(wanted, [hit('/jet/a/', '/jet/a/')]),
    ];
    expect(sectionShare(results)).toBe(0.5);
    expect(sectionShare([])).toBe(0);
  });
});
