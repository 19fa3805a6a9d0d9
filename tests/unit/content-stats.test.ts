import {median} from '../../scripts/content-stats';

describe('content statistics', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([])).toBe(0);
    expect(median([236])).toBe(236);
    expect(median([200, 300, 900])).toBe(300);
    expect(median([200, 300, 400, 900])).toBe(350);
  });
});
