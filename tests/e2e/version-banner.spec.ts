/**
 * On a phone, a page of an older or unreleased docs version shows its title
 * within the first screen: the version banner is compact there, keeping its
 * text and its link to the latest version. On the versioned copy of the site
 * (./versionedSite); the phone's width is set here, so it runs at 1280 px only.
 */
import {expect, waitForHydration} from './fixtures';
import {LATEST, OLDER, OLDER_ONLY_PAGE} from './versionedSite';
import {test} from './versionedSiteFixture';

/** The most a title may start below the top of a 375 × 812 screen. */
const TITLE_TOP_PX = 300;

for (const [version, path, text] of [
  [OLDER, `/jet/${OLDER}/${OLDER_ONLY_PAGE}/`, 'no longer actively maintained'],
  ['next', `/jet/next/${OLDER_ONLY_PAGE}/`, 'unreleased documentation'],
] as const) {
  test(`on a phone, the title of a ${version} page starts within ${TITLE_TOP_PX} px, under its banner`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 812});
    await page.goto(path);
    await waitForHydration(page);
    const banner = page.getByRole('alert').filter({hasText: text});
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute(
      'href',
      `/jet/${OLDER_ONLY_PAGE}/`,
    );
    await expect(banner).toContainText(`(${LATEST})`);
    const title = page.getByRole('heading', {level: 1});
    await expect(title).toBeInViewport({ratio: 1});
    expect((await title.boundingBox())?.y).toBeLessThanOrEqual(TITLE_TOP_PX);
  });
}
