import {test as base, expect, type Locator, type Page} from '@playwright/test';

/** Tag of a test that runs at 1280 px only, in a spec that runs at several widths (playwright.config.ts). */
export {NARROW_LAYOUT, ONE_WIDTH, WIDE_LAYOUT} from '../../playwright.config';

/** Console errors, uncaught exceptions and Content-Security-Policy violations of a page. */
export interface PageErrors {
  /** What the page reported so far; a test may read it and clear it between visits. */
  readonly messages: string[];
  /** Declares an error this test expects (e.g. the browser logging a document's 404). */
  allow(pattern: RegExp): void;
}

/** Prefix of the message logged for each `securitypolicyviolation` event. */
export const CSP_VIOLATION = 'CSP violation';

/**
 * Every test that opens a page fails when the page logs an error, throws, or
 * violates the Content-Security-Policy, unless the test allowed that error.
 */
export const test = base.extend<{pageErrors: PageErrors}>({
  // A request handler still running when the test ends (a prefetch in flight) would fail the test for nothing.
  page: async ({page}, use) => {
    await use(page);
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await page.context().unrouteAll({behavior: 'ignoreErrors'});
  },
  pageErrors: [
    async ({page}, use) => {
      const messages: string[] = [];
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      const record = (message: string): void => {
        messages.push(message);
        seen.push(message);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(message.text());
      });
      page.on('pageerror', (error) => record(String(error)));
      await page.addInitScript((prefix) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `${prefix}: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline resource'}`,
          );
        });
      }, CSP_VIOLATION);
      await use({messages, allow: (pattern) => allowed.push(pattern)});
      expect(
        seen.filter((message) => !allowed.some((pattern) => pattern.test(message))),
        'console errors, page errors and CSP violations',
      ).toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Waits until the page has rendered two more frames and its main thread has
 * gone idle: what was arriving on screen has been laid out, and observers
 * (layout shift, intersection) have been told.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 5_000})),
        );
      }),
  );
}

/**
 * Starts recording, by the page's clock, when `button` is clicked and when its
 * text last changed; the function returned reads the time between the two.
 * Measured in the page: a busy machine may tell the test of a click late.
 */
export async function watchLabel(button: Locator): Promise<() => Promise<number>> {
  await button.evaluate((element) => {
    const times = {clickedAt: Number.NaN, changedAt: Number.NaN};
    element.addEventListener('click', () => (times.clickedAt = performance.now()), {capture: true});
    new MutationObserver(() => (times.changedAt = performance.now())).observe(element, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    Object.assign(element, {labelTimes: times});
  });
  return () =>
    button.evaluate((element) => {
      const {clickedAt, changedAt} = (
        element as unknown as {labelTimes: {clickedAt: number; changedAt: number}}
      ).labelTimes;
      return changedAt - clickedAt;
    });
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
