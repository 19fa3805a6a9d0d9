/**
 * On a first load React leaves a doc page's article as the server wrote it and
 * brings only its interactive parts to life (src/hydration); a page reached by
 * a client-side navigation renders in full. Every reader behaviour of a doc
 * page is checked here on both kinds of load, at 1280 and 375 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';
import {LOADS, open} from './loads';
import {openSearch} from './searchBox';
import {expectWordWrapFolds} from './wordWrap';

/** Each page the tests open, and a page whose article links to it (the start of a client-side navigation). */
const TABS = {
  to: '/flight-deck/deployment/agent-installation/',
  from: '/flight-deck/administration/agents/overview/',
};
const CODE = {to: '/jet/general/iperf/', from: '/flight-deck/gateway/utils/advanced-testing/'};
const DIAGRAM = {
  to: '/flight-deck/jobs/object-mover/objectdropbox/',
  from: '/flight-deck/jobs/object-mover/overview/',
};
const ANCHOR = {
  to: '/flight-deck/gateway/general/system-requirements/#placement',
  from: '/flight-deck/administration/storage/azure/',
};
/** Another page with OS tabs, its code in them, which the reader's choice follows to. */
const OTHER_TABS_PAGE = '/flight-deck/gateway/administration/installing-configuring/';

/** Whether React rendered (or hydrated) the article's paragraphs: it marks each element it owns. */
async function reactOwnsArticle(page: Page): Promise<boolean> {
  return page
    .locator('article .theme-doc-markdown > p')
    .first()
    .evaluate((p) => Object.keys(p).some((key) => key.startsWith('__reactFiber$')));
}

test('a first load leaves the article to the server HTML; a client-side navigation renders it', async ({
  page,
}) => {
  await open(page, 'first load', CODE);
  expect(await reactOwnsArticle(page)).toBe(false);
  await open(page, 'client-side navigation', CODE);
  expect(await reactOwnsArticle(page)).toBe(true);
});

for (const load of LOADS) {
  test.describe(`after a ${load}`, () => {
    test('tabs switch by click and keys, and the choice follows to every tab group and the next page', async ({
      page,
    }) => {
      await open(page, load, TABS);
      const groups = page.getByRole('tablist');
      await expect(groups).toHaveCount(2);
      await groups.first().getByRole('tab', {name: 'Linux'}).click();
      for (const index of [0, 1]) {
        const linux = groups.nth(index).getByRole('tab', {name: 'Linux'});
        await expect(linux).toHaveAttribute('aria-selected', 'true');
        await expect(linux).toHaveClass(/tabs__item--active/);
      }
      const panels = page.locator('.tabs-container').first().locator(':scope > div > [role=tabpanel]');
      await expect(panels.nth(0)).toBeHidden();
      await expect(panels.nth(1)).toBeVisible();
      await expect(panels.nth(1)).not.toBeEmpty();
      const windows = groups.first().getByRole('tab', {name: 'Windows'});
      await groups.first().getByRole('tab', {name: 'Linux'}).focus();
      await page.keyboard.press('ArrowRight');
      await expect(windows).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(windows).toHaveAttribute('aria-selected', 'true');
      await expect(groups.nth(1).getByRole('tab', {name: 'Windows'})).toHaveAttribute(
        'aria-selected',
        'true',
      );

      await page.goto(OTHER_TABS_PAGE);
      await waitForHydration(page);
      await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'Windows'})).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.locator('[role=tabpanel]:visible pre .token').first()).toBeVisible();
    });

    test('Copy copies the code of its block, and word wrap folds a long line', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, load, CODE);
      const blocks = page.locator('article .theme-code-block');
      const block = blocks.nth(1);
      const code = block.locator('pre code');
      // Highlighted (a page reached in the app shows plain code until the highlighter arrives).
      await expect(code.locator('.token-line').first()).toBeAttached();
      // The block's lines as written (blank ones too), which is what Copy copies.
      const text = await code.evaluate((element) =>
        Array.from(element.querySelectorAll('.token-line'), (line) => line.textContent).join('\n'),
      );
      await block.getByRole('button', {name: 'Copy'}).click();
      await expect(block.getByRole('status')).toHaveText('Code copied to the clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
      // A phone's width, where a long line scrolls: the word-wrap button shows and folds it.
      await page.setViewportSize({width: 375, height: 740});
      const wide = blocks.filter({has: page.getByRole('button', {name: 'Toggle word wrap'})}).first();
      await expect(wide).toBeVisible();
      await expectWordWrapFolds(wide);
    });

    test('a diagram opens full size and closes on Escape', async ({page}) => {
      await open(page, load, DIAGRAM);
      const button = page.getByRole('button', {name: /^Open full size: /}).first();
      await button.focus();
      await button.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('svg')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('the table of contents leads to each heading, and on a wide screen marks the one read', async ({
      page,
    }) => {
      await open(page, load, DIAGRAM);
      const wide = page.viewportSize()!.width >= 997;
      if (!wide) await page.getByRole('button', {name: 'On this page'}).click();
      const toc = page.locator(wide ? '.theme-doc-toc-desktop' : '.theme-doc-toc-mobile');
      const entries = toc.locator('a.table-of-contents__link');
      const last = entries.last();
      const anchor = (await last.getAttribute('href'))!.slice(1);
      // A phone's list slides open: clicked while still clipped, the click would scroll the list itself.
      await expect(last).toBeInViewport({ratio: 1});
      await last.click();
      await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
      await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
      if (wide) await expect(last).toHaveClass(/table-of-contents__link--active/);
    });

    test('a link to a heading lands on it; Back and Forward restore each scroll position', async ({page}) => {
      await open(page, load, ANCHOR);
      const heading = page.locator('[id="placement"]');
      await expect(heading).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // An article link to another page, scrolled to first as a reader would, then back.
      const link = page
        .locator('article .theme-doc-markdown a[href^="/"]:not([href*="#"])')
        .filter({visible: true})
        .last();
      await link.scrollIntoViewIfNeeded();
      // Where the page was when the link was clicked: content arriving late may move it after a first reading.
      await page.evaluate(() =>
        document.addEventListener('click', () => Object.assign(window, {leftAt: window.scrollY}), {
          capture: true,
          once: true,
        }),
      );
      await link.click();
      await expect(page).not.toHaveURL(/#placement$/);
      const left = await page.evaluate(() => (window as unknown as {leftAt: number}).leftAt);
      expect(left).toBeGreaterThan(0);
      // A new page starts at the top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/#placement$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 50);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(left + 50);
      await page.goForward();
      await expect(page).not.toHaveURL(/#placement$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('"Copy page" copies the page as Markdown', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, load, CODE);
      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(page.getByRole('status').filter({hasText: 'copied to the clipboard'})).toBeAttached();
      const twin = fs.readFileSync(path.join(__dirname, '..', '..', 'build', CODE.to, 'index.md'), 'utf8');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    });

    test('a search hit opens its page at the section', async ({page}) => {
      await open(page, load, CODE);
      const box = await openSearch(page);
      await box.fill('bandwidth limit');
      const option = page.getByRole('listbox').getByRole('option').first();
      // The link may carry the text directive of its sentence, which the browser keeps out of the address
      // and scrolls to: on a phone the sentence, not its section's heading, is then on screen.
      const [href, directive] = (await option.locator('a').getAttribute('href'))!.split(':~:text=');
      await option.locator('a').click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?#]/g, '\\$&')}$`));
      const anchor = new URL(href, 'http://x').hash.slice(1);
      const start = directive && decodeURIComponent(directive.split(',')[0]).split(' ').slice(0, 3).join(' ');
      if (start) await expect(page.locator('article').getByText(start).first()).toBeInViewport();
      else if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
      else await expect(page.locator('h1')).toBeInViewport();
    });

    test('an article link whose page code fails to load three times still opens in place', async ({
      page,
      pageErrors,
    }) => {
      pageErrors.allow(/Failed to load resource/);
      await open(page, load, ANCHOR);
      const failures = new Map<string, number>();
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.route(
        (url) =>
          /^\/assets\/js\/[^/]+\.js$/.test(url.pathname) && !/\/(main|runtime~main)\./.test(url.pathname),
        async (route) => {
          const url = route.request().url();
          const failed = failures.get(url) ?? 0;
          if (failed >= 3) return route.continue();
          failures.set(url, failed + 1);
          return route.abort('connectionreset');
        },
      );
      const link = page
        .locator('article .theme-doc-markdown a[href^="/"]:not([href*="#"])')
        .filter({visible: true})
        .first();
      const to = (await link.getAttribute('href'))!;
      await link.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.locator('article .theme-doc-markdown')).toBeVisible({timeout: 20_000});
      expect(documents).toEqual([]);
    });

    test('print shows the article with every tab panel under its label, without the page furniture', async ({
      page,
    }) => {
      await open(page, load, TABS);
      await page.emulateMedia({media: 'print'});
      await expect(page.locator('.navbar')).toBeHidden();
      const first = page.locator('.tabs-container').first();
      await expect(first.locator('[role=tablist]')).toBeHidden();
      await expect(first.locator('[role=tabpanel]')).toHaveCount(2);
      for (const index of [0, 1]) await expect(first.locator('[role=tabpanel]').nth(index)).toBeVisible();
      await expect(first.locator('.help-print-tab-label')).toHaveText(['Windows', 'Linux']);
    });
  });
}

test.describe('offline', () => {
  test.use({serviceWorkers: 'allow'});
  for (const load of LOADS) {
    test(`a page read after a ${load} opens offline, its tabs still working`, async ({
      page,
      context,
      pageErrors,
    }) => {
      pageErrors.allow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
      await open(page, load, TABS);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 15_000})
        .toBe(true);
      await expect
        .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, TABS.to), {
          timeout: 15_000,
        })
        .toBe(true);
      await context.setOffline(true);
      await page.reload();
      await waitForHydration(page);
      await page.getByRole('tablist').first().getByRole('tab', {name: 'Linux'}).click();
      await expect(page.getByRole('tablist').nth(1).getByRole('tab', {name: 'Linux'})).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  }
});
