import {test as base, expect, type Page} from '@playwright/test';

/** Console errors and uncaught exceptions a page produced, collected for assertions. */
export interface PageErrors {
  readonly messages: string[];
}

export const test = base.extend<{pageErrors: PageErrors}>({
  pageErrors: async ({page}, use) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(String(error)));
    await use({messages});
  },
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
