/**
 * Review screenshots of Home, a doc page and the results page at the width of
 * each project (1280, 800 and 375 px), saved to tests/screenshots/ (not
 * committed). Only on request: `HELP_REVIEW_SCREENSHOTS=1 npx playwright test
 * navigation/review-screenshots` (the variable also makes
 * accessibility.spec.ts save the deep Flight Deck page). Otherwise skipped.
 */
import {REVIEW_SCREENSHOTS, expect, test, waitForHydration} from '../fixtures';

test.skip(!REVIEW_SCREENSHOTS, 'Review screenshots are taken only on request: set HELP_REVIEW_SCREENSHOTS=1');

const PAGES = [
  {name: 'home', path: '/', ready: 'Home'},
  {name: 'doc-page', path: '/jet/jobs/installer-logs/', ready: 'Installer Logs'},
  {name: 'results', path: '/search/?query=partner%20routes', ready: undefined},
] as const;

for (const {name, path, ready} of PAGES) {
  test(`review screenshot: ${name}`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    if (ready) await expect(page.getByRole('heading', {level: 1})).toHaveText(ready);
    else await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    const file = `tests/screenshots/${name}-${width}.png`;
    await page.screenshot({path: file});
    expect(width).toBeGreaterThan(0);
  });
}
