import {inScope} from '../../scripts/content-stats';

describe('content statistics', () => {
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
