import type {SearchClickEntry, SearchEntry} from '../../src/analytics/dataLayer';
import {SEARCH_IDLE_MS, createSearchReporter, searchScope} from '../../src/analytics/searchEvents';

const jet = (query: string, hits: number) => ({...searchScope(query, 'jet', 'current', 'dropdown'), hits});

function setUp() {
  const pushed: (SearchEntry | SearchClickEntry)[] = [];
  const reporter = createSearchReporter((entry) => pushed.push(entry));
  return {pushed, reporter};
}

describe('search events for writers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports a query once it has stood for a second, not the words typed on the way', () => {
    const {pushed, reporter} = setUp();
    reporter.shown(jet('par', 40));
    jest.advanceTimersByTime(SEARCH_IDLE_MS - 1);
    reporter.shown(jet('partner', 12));
    jest.advanceTimersByTime(SEARCH_IDLE_MS - 1);
    expect(pushed).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(pushed).toEqual([
      {
        event: 'search',
        query: 'partner',
        product: 'jet',
        version: 'current',
        place: 'dropdown',
        hits: 12,
        zeroResult: false,
        trigger: 'idle',
      },
    ]);
  });

  it('marks a query that found nothing', () => {
    const {pushed, reporter} = setUp();
    reporter.shown(jet('xyzzy', 0));
    jest.advanceTimersByTime(SEARCH_IDLE_MS);
    expect(pushed).toEqual([expect.objectContaining({query: 'xyzzy', hits: 0, zeroResult: true})]);
  });

  it('reports at once on Enter, whether the results are in or arrive later, and only once', () => {
    const {pushed, reporter} = setUp();
    reporter.shown(jet('partner', 12));
    reporter.submitted('partner');
    expect(pushed).toEqual([expect.objectContaining({query: 'partner', trigger: 'enter'})]);

    reporter.submitted('routes');
    reporter.shown({...searchScope('routes', 'jet', 'current', 'results-page'), hits: 7});
    expect(pushed).toHaveLength(2);
    expect(pushed[1]).toMatchObject({query: 'routes', place: 'results-page', trigger: 'enter'});

    // The results page shows the same query again: not counted twice.
    reporter.shown({...searchScope('routes', 'jet', 'current', 'results-page'), hits: 7});
    jest.advanceTimersByTime(SEARCH_IDLE_MS * 2);
    expect(pushed).toHaveLength(2);
  });

  it('reports the same words again in another product', () => {
    const {pushed, reporter} = setUp();
    reporter.shown(jet('agent', 3));
    jest.advanceTimersByTime(SEARCH_IDLE_MS);
    reporter.shown({...searchScope('agent', undefined, undefined, 'dropdown'), hits: 30});
    jest.advanceTimersByTime(SEARCH_IDLE_MS);
    expect(pushed.map((entry) => [entry.product, entry.version])).toEqual([
      ['jet', 'current'],
      ['all', 'all'],
    ]);
  });

  it('reports the hit opened with its rank, after the query that found it', () => {
    const {pushed, reporter} = setUp();
    reporter.shown(jet('partner', 12));
    reporter.clicked({
      ...searchScope('partner', 'jet', 'current', 'dropdown'),
      rank: 2,
      url: '/jet/jobs/partner-jobs/#how',
    });
    expect(pushed).toEqual([
      expect.objectContaining({event: 'search', query: 'partner', trigger: 'idle'}),
      {
        event: 'search-click',
        query: 'partner',
        product: 'jet',
        version: 'current',
        place: 'dropdown',
        rank: 2,
        url: '/jet/jobs/partner-jobs/#how',
      },
    ]);
    jest.advanceTimersByTime(SEARCH_IDLE_MS);
    expect(pushed).toHaveLength(2);
  });

  it('ignores a blank query', () => {
    const {pushed, reporter} = setUp();
    reporter.shown(jet('   ', 0));
    jest.advanceTimersByTime(SEARCH_IDLE_MS);
    expect(pushed).toEqual([]);
  });
});
