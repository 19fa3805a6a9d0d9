import {execFileSync} from 'node:child_process';
import type {Page} from '@playwright/test';
import {ANALYTICS_BASE_URL} from '../../playwright.config';
import {SUPPORT} from '../../src/siteLinks';
import {interceptThirdParties} from './analyticsBuild';
import {expect, test, waitForHydration} from './fixtures';

const PAGE = '/jet/jobs/partner-jobs/';

async function lastUpdatedShown(page: Page): Promise<void> {
  // The newest commit that touched the file, as Docusaurus reads it (seconds, shown as a UTC date). A shallow
  // clone (`git clone --depth 1`) holds one commit, which then counts as the file's last change for both.
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', 'docs-jet/jobs/partner-jobs.md'], {
    encoding: 'utf8',
  }).trim();
  const lastChange = new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
  await expect(page.locator('.theme-last-updated')).toContainText('Last updated on');
  await expect(page.locator('.theme-last-updated time')).toHaveAttribute(
    'datetime',
    new RegExp(`^${lastChange}`),
  );
}

test('a doc page shows when it was last changed in git, and no edit link unless HELP_EDIT_URL was set', async ({
  page,
}) => {
  await page.goto(PAGE);
  await lastUpdatedShown(page);
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
});

test('"Report a problem with this page" leads to the support site with the page title and address', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const title = (await page.locator('h1').innerText()).trim();
  const link = page.getByRole('link', {name: /^Report a problem with this page/});
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.origin).toBe(new URL(SUPPORT.href).origin);
  expect(href.searchParams.get('subject')).toContain(title);
  // The page's canonical address (SITE_URL), whichever host serves the build.
  expect(new URL(href.searchParams.get('page') ?? '').pathname).toBe(PAGE);
});

test.describe('built with HELP_EDIT_URL (npm run build:analytics)', () => {
  test.use({baseURL: ANALYTICS_BASE_URL});
  test.beforeEach(({context}) =>
    interceptThirdParties(context, new URL(ANALYTICS_BASE_URL).origin).then(() => undefined),
  );

  test('"Edit this page" links to the page source below that address', async ({page}) => {
    await page.goto(PAGE);
    await lastUpdatedShown(page);
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      'https://github.com/signiant/help/edit/main/docs-jet/jobs/partner-jobs.md',
    );
  });
});
