import {containsCurrentPath} from '../../src/navigation/sidebarEntry';

describe('side menu entry containing the current page', () => {
  it('is active when its path is a folder of the current path', () => {
    expect(
      containsCurrentPath('/flight-deck/reference/flight-cli/', '/flight-deck/reference/flight-cli/logging/'),
    ).toBe(true);
    expect(containsCurrentPath('/jet/jobs', '/jet/jobs/partner-jobs/')).toBe(true);
  });

  it('is not the current page itself (that one gets aria-current)', () => {
    expect(containsCurrentPath('/jet/jobs/partner-jobs/', '/jet/jobs/partner-jobs/')).toBe(false);
    expect(containsCurrentPath('/jet/jobs/partner-jobs', '/jet/jobs/partner-jobs/')).toBe(false);
  });

  it('needs a whole path segment to match', () => {
    expect(containsCurrentPath('/jet/jobs/partner', '/jet/jobs/partner-jobs/')).toBe(false);
    expect(containsCurrentPath('/', '/jet/')).toBe(false);
  });
});
