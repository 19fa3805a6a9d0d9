import {closestPages, editDistance, pathDistance} from '../../src/navigation/closestPages';
import type {PageListEntry} from '../../src/navigation/pageList';
import {pageRoutes} from '../routeLists';

/** Every page of the canonical route list, as /page-list.json lists pages. */
const PAGES: PageListEntry[] = pageRoutes()
  .filter((row) => row.kind === 'page' || row.kind === 'section')
  .map((row) => [row.route, row.title]);

const firstPath = (pathname: string): string | undefined => closestPages(pathname, PAGES)[0]?.[0];

describe('the closest existing addresses to one not found', () => {
  test('edit distance', () => {
    expect(editDistance('partner-job', 'partner-jobs')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  test('a mistyped page name finds the page', () => {
    expect(closestPages('/jet/jobs/partner-job/', PAGES)[0]).toEqual([
      '/jet/jobs/partner-jobs/',
      'Partner Jobs',
    ]);
    expect(firstPath('/jet/jobs/instaler-logs/')).toBe('/jet/jobs/installer-logs/');
  });

  test('a page asked for in the wrong folder finds it in its own', () => {
    expect(firstPath('/jet/partner-jobs/')).toBe('/jet/jobs/partner-jobs/');
    expect(firstPath('/jet/administration/partner-routes/')).toBe(
      '/jet/administration/routes/partner-routes/',
    );
  });

  test("the address's product comes first, other products' pages of the same name after", () => {
    const found = closestPages('/flight-deck/jobs/partner-jobs/', PAGES).map(([path]) => path);
    expect(found[0]).toBe('/flight-deck/jobs/signiant-console/partner-jobs/');
    expect(found).toContain('/jet/jobs/partner-jobs/');
    expect(pathDistance('/jet/jobs/x/', '/jet/jobs/x/')).toBe(0);
  });

  test('capitals, a missing slash and index.html change nothing', () => {
    expect(firstPath('/Jet/Jobs/Partner-Jobs')).toBe('/jet/jobs/partner-jobs/');
    expect(firstPath('/jet/jobs/partner-jobs/index.html')).toBe('/jet/jobs/partner-jobs/');
  });

  test('at most three, and nothing for an address like no page', () => {
    expect(closestPages('/jet/jobs/job/', PAGES).length).toBeLessThanOrEqual(3);
    expect(closestPages('/qwertyuiop-zxcvbnm/', PAGES)).toEqual([]);
  });
});
