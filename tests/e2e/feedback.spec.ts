/**
 * "Was this page helpful?": shown only in a build with analytics (`npm run
 * build:analytics`), its answers pushed to the data layer; at 1280 and 375 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {ANALYTICS_BASE_URL} from '../../playwright.config';
import {interceptThirdParties, pushes, recordDataLayer, useAnalyticsBuild} from './analyticsBuild';
import {ONE_WIDTH, expect, test, waitForHydration} from './fixtures';
import {LOADS, open} from './loads';

const PAGE = '/jet/jobs/partner-jobs/';
const OTHER_PAGE = '/jet/jobs/working-with-jobs/';

function feedback(page: Page) {
  return page.getByRole('region', {name: 'Was this page helpful?'});
}

// Whether the question shows, and what it sends: not a matter of width, once. Its axe checks run at both.
test('without analytics (the default build) no page asks', {tag: ONE_WIDTH}, async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.locator('article')).toBeVisible();
  await expect(feedback(page)).toHaveCount(0);
});

test.describe('with analytics', () => {
  useAnalyticsBuild();
  test.beforeEach(async ({page, context}) => {
    await interceptThirdParties(context, new URL(ANALYTICS_BASE_URL).origin);
    await recordDataLayer(page);
  });

  async function feedbackEntries(page: Page) {
    return (await pushes(page)).map((push) => push.entry).filter((entry) => entry.event === 'page-feedback');
  }

  // Keyboard steps and the entry sent: once.
  test(
    'by keyboard: No, a reason and words counted as typed, Send; one answer per page per browser',
    {tag: ONE_WIDTH},
    async ({page}) => {
      await page.goto(PAGE);
      await waitForHydration(page);
      const region = feedback(page);
      await expect(region).toBeVisible();
      // At the end of the article: after the content and its footer.
      expect(await region.evaluate((el) => el.closest('article')?.lastElementChild === el)).toBe(true);

      await region.getByRole('button', {name: 'No'}).focus();
      await page.keyboard.press('Enter');
      const form = region.getByRole('form', {name: 'Thanks! What went wrong? (optional)'});
      await expect(form).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(region.getByRole('radio').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(region.getByRole('radio', {name: 'Information I need is missing'})).toBeChecked();
      await page.keyboard.press('Tab');
      const text = region.getByRole('textbox', {name: 'Tell us more (optional)'});
      await expect(text).toBeFocused();
      await page.keyboard.type('Which port?');
      await expect(region.getByText('11 of 500 characters')).toBeVisible();
      await text.fill('z'.repeat(520));
      await expect(region.getByText('500 of 500 characters')).toBeVisible();
      await text.fill('Which port does the partner open?');
      expect(await feedbackEntries(page)).toEqual([]);
      await region.getByRole('button', {name: 'Send'}).press('Enter');

      const thanks = region.getByRole('status');
      await expect(thanks).toHaveText('Thank you for your feedback!');
      await expect(thanks).toBeFocused();
      await expect(region.getByRole('form')).toHaveCount(0);
      await expect
        .poll(() => feedbackEntries(page))
        .toEqual([
          {
            event: 'page-feedback',
            path: PAGE,
            product: 'jet',
            version: 'current',
            answer: 'no',
            reason: 'missing',
            reasonText: 'Which port does the partner open?',
          },
        ]);

      await page.reload();
      await waitForHydration(page);
      await expect(feedback(page).getByRole('status')).toHaveText(/told us about this page already/);
      await expect(feedback(page).getByRole('button', {name: 'Yes'})).toHaveCount(0);

      await page.goto(OTHER_PAGE);
      await waitForHydration(page);
      await expect(feedback(page).getByRole('button', {name: 'Yes'})).toBeVisible();
    },
  );

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no serious or critical axe violations in the question and the reason form (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await page.goto(PAGE);
      await waitForHydration(page);
      const serious = async () =>
        (
          await new AxeBuilder({page}).include('section[aria-labelledby="page-feedback-title"]').analyze()
        ).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id);
      expect(await serious()).toEqual([]);
      await feedback(page).getByRole('button', {name: 'Yes'}).click();
      await expect(feedback(page).getByRole('form')).toBeVisible();
      expect(await serious()).toEqual([]);
    });
  }

  // Once, as the keyboard steps.
  test('Yes without a reason is sent when the reader moves on', {tag: ONE_WIDTH}, async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await feedback(page).getByRole('button', {name: 'Yes'}).click();
    await expect(feedback(page).getByRole('form')).toBeVisible();
    // A link to another page inside the site: the page changes without a reload.
    await page.locator('article a[href^="/jet/"]').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${PAGE}$`));
    await expect
      .poll(() => feedbackEntries(page))
      .toEqual([
        {
          event: 'page-feedback',
          path: PAGE,
          product: 'jet',
          version: 'current',
          answer: 'yes',
          reason: '',
          reasonText: '',
        },
      ]);
  });

  // The question sits after the article, which a first load keeps as server HTML (src/hydration): both kinds of load.
  for (const load of LOADS) {
    test(`takes an answer and a reason after a ${load}`, async ({page}) => {
      await open(page, load, {to: PAGE, from: '/jet/administration/routes/partner-routes/'});
      const region = feedback(page);
      await region.getByRole('button', {name: 'No'}).click();
      await region.getByRole('radio', {name: 'Information I need is missing'}).check();
      await region.getByRole('button', {name: 'Send'}).click();
      await expect(region.getByRole('status')).toHaveText('Thank you for your feedback!');
      expect(await feedbackEntries(page)).toEqual([expect.objectContaining({path: PAGE, answer: 'no'})]);
    });
  }
});
