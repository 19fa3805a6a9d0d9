import {createSearchClient} from '../../src/search/client';
import {createLocalBackend} from '../../src/search/local/backend';
import {findGaps, formatGaps, readQueryLines} from '../../scripts/search-gaps';
import {memorySource, pageRecord} from './doubles/searchSource';

const page = pageRecord;

const RECORDS = [
  page(
    'jet',
    'partner-routes',
    'Partner Routes',
    'A partner route joins your endpoint to a partner endpoint.',
  ),
  page('jet', 'storage-profiles', 'Storage Profiles', 'Create storage profiles for each endpoint.'),
  page('media-shuttle', 'sso', 'Single Sign-On', 'Set up single sign-on with your identity provider.'),
];

const client = () =>
  createSearchClient(createLocalBackend(memorySource(RECORDS).source, memorySource(RECORDS).latest));

describe('npm run search:gaps', () => {
  it('reads one query a line, or a product and a query split by a tab; skips blanks and comments; counts repeats', () => {
    expect(
      readQueryLines(
        'partner routes\n\n# exported 2026-11\nPartner   Routes\r\njet\tbilling\nnot-a-product\tx\n',
      ),
    ).toEqual([
      {query: 'partner routes', count: 2},
      {query: 'billing', product: 'jet', count: 1},
      {query: 'not-a-product x', count: 1},
    ]);
    expect(readQueryLines('routes\n', 'jet')).toEqual([{query: 'routes', product: 'jet', count: 1}]);
    expect(readQueryLines(`${'y'.repeat(5000)}\n`)[0].query).toHaveLength(256);
  });

  it('keeps queries with no hit and those whose best hit lacks words, and passes the rest', async () => {
    const gaps = await findGaps(
      client(),
      readQueryLines(
        'jet\tpartner routes\njet\tstorage profle\njet\tpartner billing\njet\twombat\nmedia-shuttle\tsso provider\n',
      ),
    );
    expect(gaps).toEqual([
      {
        query: 'partner billing',
        product: 'jet',
        count: 1,
        kind: 'weak',
        best: {title: 'Partner Routes', url: '/jet/partner-routes/'},
        unmatched: ['billing'],
      },
      {query: 'wombat', product: 'jet', count: 1, kind: 'none', unmatched: ['wombat']},
    ]);
  });

  it('prints the gaps by product, no-hit queries first, most asked first', () => {
    const report = formatGaps(
      [
        {
          query: 'partner billing',
          product: 'jet',
          count: 1,
          kind: 'weak',
          best: {title: 'Partner Routes', url: '/jet/partner-routes/'},
          unmatched: ['billing'],
        },
        {query: 'wombat', product: 'jet', count: 3, kind: 'none', unmatched: ['wombat']},
        {query: 'invoice', count: 1, kind: 'none', unmatched: ['invoice']},
      ],
      12,
    );
    expect(report).toBe(
      [
        "3 of 12 distinct queries need a writer's look.",
        '',
        '## Jet',
        '- no hit: "wombat" ×3',
        '- weak: "partner billing": best hit Partner Routes (/jet/partner-routes/) lacks "billing"',
        '',
        '## Every product',
        '- no hit: "invoice"',
      ].join('\n'),
    );
  });
});
