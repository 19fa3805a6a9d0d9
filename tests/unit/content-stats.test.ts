import {inScope, median} from '../../scripts/content-stats';

describe('content statistics', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([])).toBe(0);
    expect(median([236])).toBe(236);
    expect(median([200, 300, 900])).toBe(300);
    expect(median([200, 300, 400, 900])).toBe(350);
  });

  it('selects pages by product and group, the bare product naming its section root', () => {
    const root = {product: 'flight-deck', group: '(section root)'};
    const jobs = {product: 'flight-deck', group: 'jobs'};
    const jetJobs = {product: 'jet', group: 'jobs'};
    expect(inScope(root, ['flight-deck/'])).toBe(true);
    expect(inScope(jobs, ['flight-deck/'])).toBe(false);
    expect(inScope(jobs, ['flight-deck/general', 'flight-deck/jobs'])).toBe(true);
    expect(inScope(jetJobs, ['flight-deck/jobs'])).toBe(false);
  });
});
