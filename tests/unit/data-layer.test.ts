import {createVitalsReporter, type DataLayerEntry} from '../../src/analytics/dataLayer';

describe('Core Web Vitals reporting', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pushes each metric once it has been stable for 3 s, with its latest value', () => {
    const pushed: DataLayerEntry[] = [];
    const report = createVitalsReporter((entry) => pushed.push(entry), 3000);
    report({name: 'CLS', value: 0.01, id: 'v1-cls'});
    report({name: 'LCP', value: 900, id: 'v1-lcp'});
    jest.advanceTimersByTime(2000);
    report({name: 'CLS', value: 0.05, id: 'v1-cls'});
    jest.advanceTimersByTime(1000);
    expect(pushed).toEqual([{event: 'core-web-vitals', name: 'LCP', value: 900, id: 'v1-lcp'}]);
    jest.advanceTimersByTime(2000);
    expect(pushed).toEqual([
      {event: 'core-web-vitals', name: 'LCP', value: 900, id: 'v1-lcp'},
      {event: 'core-web-vitals', name: 'CLS', value: 0.05, id: 'v1-cls'},
    ]);
  });

  it('pushes only the name, value and id of a metric', () => {
    const pushed: DataLayerEntry[] = [];
    const report = createVitalsReporter((entry) => pushed.push(entry), 3000);
    const metric = {name: 'TTFB', value: 120, id: 'v1-ttfb', rating: 'good', entries: [], delta: 120};
    report(metric);
    jest.advanceTimersByTime(3000);
    expect(pushed).toEqual([{event: 'core-web-vitals', name: 'TTFB', value: 120, id: 'v1-ttfb'}]);
  });
});
