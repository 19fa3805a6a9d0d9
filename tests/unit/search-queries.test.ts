import {relevance, relevanceByProduct, type QueryCase} from '../../scripts/lib/queries';

const cases: QueryCase[] = [
  {query: 'a', product: 'jet', expected: '/jet/a/'},
  {query: 'b', product: 'jet', expected: '/jet/b/'},
  {query: 'c', product: 'flight-deck', expected: '/flight-deck/c/'},
];

describe('relevance of a query set', () => {
  const rankings = [
    ['/jet/a/'],
    ['/jet/x/', '/jet/b/'],
    [
      '/flight-deck/1/',
      '/flight-deck/2/',
      '/flight-deck/3/',
      '/flight-deck/4/',
      '/flight-deck/5/',
      '/flight-deck/c/',
    ],
  ];

  test('recall@5 counts pages in the top 5, MRR their reciprocal rank, misses name the cases', () => {
    const result = relevance(cases, rankings);
    expect(result.recallAt5).toBeCloseTo(2 / 3);
    expect(result.mrr).toBeCloseTo((1 + 1 / 2 + 1 / 6) / 3);
    expect(result.misses).toEqual([cases[2]]);
  });

  test('per product, each product is scored on its own cases only', () => {
    const byProduct = relevanceByProduct(cases, rankings);
    expect([...byProduct.keys()]).toEqual(['jet', 'flight-deck']);
    expect(byProduct.get('jet')).toMatchObject({count: 2, recallAt5: 1, mrr: 0.75, misses: []});
    expect(byProduct.get('flight-deck')).toMatchObject({count: 1, recallAt5: 0, misses: [cases[2]]});
  });
});
