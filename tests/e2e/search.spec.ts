import type {Page} from '@playwright/test';
import {DROPDOWN_HITS} from '../../src/search/format';
import {ONE_WIDTH, expect, settled, test, waitForHydration} from './fixtures';
import {openSearch} from './searchBox';

/** Opens the header search box (through its button on small screens) and returns it. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

const isSmall = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) <= 600;

test.describe('header search box', () => {
  test('typing shows up to 5 hits with title, path and count, scoped to the section', async ({
    page,
    pageErrors,
  }) => {
    await visit(page, '/jet/');
    const box = await openSearch(page);
    await expect(box).toHaveAttribute('placeholder', 'SEARCH JET HELP');
    await box.fill('partner routes');
    const listbox = page.getByRole('listbox');
    const options = listbox.getByRole('option');
    await expect(options.first()).toContainText('Partner Routes');
    await expect(options).toHaveCount(5);
    await expect(options.first()).toContainText('jet > administration > routes > partner routes');
    await expect(options.first().locator('mark').first()).toBeVisible();
    await expect(page.getByText(/^\d+ results for "partner routes"$/)).toBeVisible();
    for (const href of await options
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/jet\//);
    }
    // The content snippet shows on wide screens and hides on small ones.
    const snippet = options.first().getByTestId('search-hit-snippet');
    if (isSmall(page)) await expect(snippet).toBeHidden();
    else await expect(snippet).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.fill('');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(pageErrors.messages).toEqual([]);
  });

  test('says so when nothing matches', async ({page}) => {
    await visit(page, '/flight-deck/');
    const box = await openSearch(page);
    await expect(box).toHaveAttribute('placeholder', 'SEARCH FLIGHT DECK HELP');
    await box.fill('qqxxzzy');
    await expect(page.getByText('There are no results for "qqxxzzy"')).toBeVisible();
    await expect(page.getByText('Check your spelling or try another search term')).toBeVisible();
  });

  test('arrow keys move through hits, Enter opens the selected one, Escape closes', async ({page}) => {
    await visit(page, '/jet/');
    const box = await openSearch(page);
    await box.fill('partner jobs');
    const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
    await expect(options.first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    const href = (await options.nth(0).locator('a').getAttribute('href')) ?? '';
    await box.press('Enter');
    // The link carries the text fragment of the hit's sentence; the browser takes it off the address it lands at.
    const target = href.slice(0, href.indexOf(':~:')).replace(/#$/, '');
    expect(target).not.toBe('');
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('listbox')).toBeHidden();
    // On small screens the box closed with the navigation: its button is back.
    if (isSmall(page)) await expect(page.getByRole('button', {name: 'Open search'})).toBeVisible();

    const again = await openSearch(page);
    await again.fill('partner');
    await expect(page.getByRole('listbox')).toBeVisible();
    await again.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('/ and Ctrl+K focus the box', async ({page}) => {
    await visit(page, '/jet/');
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(page.getByRole('combobox', {name: /search/i})).toBeFocused();
    await page.locator('h1').click();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox', {name: /search/i})).toBeFocused();
  });

  test('a click outside the results closes the dropdown', async ({page}) => {
    await visit(page, '/media-engine/');
    const box = await openSearch(page);
    await box.fill('clipping');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('contentinfo').click({position: {x: 5, y: 5}});
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('submitting goes to the results page; submitting nothing does nothing', async ({page}) => {
    await visit(page, '/media-shuttle/');
    const box = await openSearch(page);
    await box.press('Enter');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/media-shuttle\/$/);
    await box.fill('okta');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/media-shuttle\/search\/\?product=media-shuttle&query=okta$/);
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByText(/^\d+ results? for "okta"$/)).toBeVisible();
  });

  test('outside a section it searches every product and names each hit product', async ({
    page,
    pageErrors,
  }) => {
    await visit(page, '/');
    const box = await openSearch(page);
    await expect(box).toHaveAttribute('placeholder', 'SEARCH HELP');
    await box.fill('partner');
    const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
    await expect(options.first()).toBeVisible();
    const text = (await options.allTextContents()).join(' ');
    expect(text).toMatch(/Jet|Flight Deck|Media Shuttle|Media Engine/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?query=partner$/);
    expect(pageErrors.messages).toEqual([]);
  });

  test('works on the 404 page and on the results page', async ({page, pageErrors}) => {
    await page.goto('/404.html');
    await waitForHydration(page);
    const box = await openSearch(page);
    await box.fill('agent');
    await expect(
      page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first(),
    ).toBeVisible();

    await visit(page, '/jet/search/?product=jet&query=storage');
    const again = await openSearch(page);
    await expect(again).toHaveAttribute('placeholder', 'SEARCH JET HELP');
    await again.fill('endpoint');
    await expect(
      page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first(),
    ).toBeVisible();
    expect(pageErrors.messages.filter((m) => !m.includes('status of 404'))).toEqual([]);
  });

  test('a missing page outside any product searches every product, as Home does', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 404/);
    await page.goto('/no-such-page/');
    await waitForHydration(page);
    const box = await openSearch(page);
    await expect(box).toHaveAttribute('placeholder', 'SEARCH HELP');
    await box.fill('agent');
    const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
    await expect(options.first()).toBeVisible();
    // Hits of every product name their product; a one-product search would name none.
    await expect(page.getByRole('listbox', {name: 'Search results'})).toContainText(
      /Flight Deck|Media Shuttle|Media Engine/,
    );
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?query=agent$/);
  });

  test('"See all results" stays on screen below the hits', async ({page}) => {
    await visit(page, '/flight-deck/administration/agents/overview/');
    const box = await openSearch(page);
    await box.fill('partner route');
    const seeAll = page.getByRole('link', {name: 'See all results'});
    await expect(seeAll).toBeVisible();
    const viewport = page.viewportSize()!;
    const bounds = (await seeAll.boundingBox())!;
    expect(bounds.y + bounds.height).toBeLessThanOrEqual(viewport.height);
    await expect(seeAll).toBeInViewport({ratio: 1});
  });

  // What a hit reads and how failures are told do not change with the width: these run once.
  test('a snippet from a table keeps its cells apart', {tag: ONE_WIDTH}, async ({page}) => {
    await visit(page, '/jet/');
    const box = await openSearch(page);
    await box.fill('collection from branches');
    const hits = page.getByRole('listbox', {name: 'Search results'});
    await expect(hits).toContainText(/collection from branches · Route Details/i);
    await expect(hits).not.toContainText(/branches Route Details/i);
  });

  test(
    'a hostile query is shown as text and breaks nothing',
    {tag: ONE_WIDTH},
    async ({page, pageErrors}) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await visit(page, '/jet/');
      const box = await openSearch(page);
      for (const query of [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        `"'; DROP TABLE--`,
        '.*+?^${}()|[]\\',
        '🚀 партнёр',
        'מסלול שותף',
      ]) {
        await box.fill(query);
        await expect(page.getByText(`"${query}"`, {exact: false}).first()).toBeVisible();
      }
      await box.fill('a'.repeat(10_000));
      await expect(page.getByText(`"${'a'.repeat(256)}"`, {exact: false})).toBeVisible();
      await box.fill('<img src=x onerror=alert(1)>');
      await box.press('Enter');
      await expect(page.locator('h1')).toHaveText('Search Jet help');
      // Its words (img, src, 1…) may well match: whatever the count, the query reads as typed.
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        'for "<img src=x onerror=alert(1)>"',
      );
      expect(await page.locator('main img').count()).toBe(0);
      expect(dialogs).toBe(0);
      expect(pageErrors.messages).toEqual([]);
    },
  );

  test(
    'a failing index says search is unavailable, and the next keystroke tries again',
    {tag: ONE_WIDTH},
    async ({page, pageErrors}) => {
      pageErrors.allow(/status of 500/);
      await visit(page, '/jet/');
      await page.route('**/search-index/**', (route) => route.fulfill({status: 500, body: 'down'}));
      const box = await openSearch(page);
      await box.fill('partner');
      await expect(page.getByText('Search is unavailable right now')).toBeVisible();
      // The site keeps working.
      await page.unroute('**/search-index/**');
      await box.fill('partner j');
      await expect(
        page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first(),
      ).toBeVisible();
      await expect(page.getByText('Search is unavailable right now')).toBeHidden();
    },
  );

  test('an index answering garbage says search is unavailable', {tag: ONE_WIDTH}, async ({page}) => {
    await visit(page, '/flight-deck/');
    await page.route('**/search-index/**', (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"garbage": true'}),
    );
    const box = await openSearch(page);
    await box.fill('agent');
    await expect(page.getByText('Search is unavailable right now')).toBeVisible();
    // The rest of the page is untouched.
    await expect(page.locator('h1')).toHaveText('Flight Deck');
  });

  // src/search/text.ts: the question words are one string literal, which minification keeps.
  test("the hits' code (highlighter and word rules) loads only once the box is used", async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // Scripts run by the page, not link prefetches of other pages (which may hold the results page's code).
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const holdsWordRules = async (): Promise<boolean> =>
      (await Promise.all(scripts)).some((body) => body.includes('able possible way ways want'));
    await visit(page, '/jet/jobs/partner-jobs/');
    expect(await holdsWordRules()).toBe(false);
    const box = await openSearch(page);
    await box.hover();
    await expect.poll(holdsWordRules).toBe(true);
  });

  test('the index loads only once the box is used, and then only what the hits shown need', async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await visit(page, '/jet/');
    expect(indexRequests).toEqual([]);
    const box = await openSearch(page);
    await box.focus();
    await expect.poll(() => indexRequests).toContain('/search-index/jet.json');
    // Only this product's shard; then, for a query, just the body texts of the pages shown and of the five ranked next.
    await box.fill('partner jobs');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(indexRequests.filter((r) => /^\/search-index\/[^/]+\.json$/.test(r))).toEqual([
      '/search-index/jet.json',
    ]);
    const texts = indexRequests.filter((r) => r.startsWith('/search-index/jet/'));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(DROPDOWN_HITS + 5);
    for (const text of texts) expect(text).toMatch(/^\/search-index\/jet\/\d+\.json$/);
  });
});

test.describe('small screens', () => {
  // Sets the phone width itself, then grows the window: once is enough.
  test(
    'a button opens and closes the box, which closes by itself when the screen grows',
    {tag: ONE_WIDTH},
    async ({page}) => {
      await page.setViewportSize({width: 375, height: 740});
      await visit(page, '/jet/');
      const box = page.getByRole('combobox', {name: /search/i});
      await expect(box).toBeHidden();
      await page.getByRole('button', {name: 'Open search'}).click();
      await expect(box).toBeVisible();
      await expect(box).toBeFocused();
      await page.getByRole('button', {name: 'Close search'}).click();
      await expect(box).toBeHidden();
      await page.getByRole('button', {name: 'Open search'}).click();
      await expect(box).toBeVisible();
      await page.setViewportSize({width: 800, height: 740});
      // The toggle is hidden at this width, so ask for hidden elements too: its name
      // says whether the box's state closed, not only whether the toggle is drawn.
      await expect(page.getByRole('button', {name: 'Open search', includeHidden: true})).toHaveCount(1);
      await expect(page.getByRole('button', {name: 'Close search', includeHidden: true})).toHaveCount(0);
      await page.setViewportSize({width: 375, height: 740});
      await expect(box).toBeHidden();
    },
  );
});

test.describe('results page', () => {
  // Paging, counts and messages of the results page do not change with the width: these run once.
  test(
    'shows 20 hits a page, with the page in the address, across reloads and back/forward',
    {tag: ONE_WIDTH},
    async ({page, pageErrors}) => {
      await visit(page, '/flight-deck/search/?product=flight-deck&query=agent');
      await expect(page.locator('h1')).toHaveText('Search Flight Deck help');
      const count = page.getByText(/^\d+ results for "agent"$/);
      await expect(count).toBeVisible();
      const total = Number((await count.textContent())?.split(' ')[0]);
      expect(total).toBeGreaterThan(20);
      const hits = page.locator('main ol > li');
      // A hit's own link (its other matching sections follow it as links too).
      const hitLink = (hit: typeof hits) => hit.locator('a').first();
      await expect(hits).toHaveCount(20);
      const firstPage = await hitLink(hits.first()).getAttribute('href');

      const pages = page.getByRole('navigation', {name: 'Search results pages'});
      await pages.getByRole('link', {name: 'Next'}).click();
      await expect(page).toHaveURL(/\/flight-deck\/search\/\?product=flight-deck&query=agent&page=2$/);
      await expect(pages.getByRole('link', {name: 'Page 2'})).toHaveAttribute('aria-current', 'page');
      await expect(hits).toHaveCount(Math.min(20, total - 20));
      const secondPage = await hitLink(hits.first()).getAttribute('href');
      expect(secondPage).not.toBe(firstPage);

      await page.reload();
      await waitForHydration(page);
      await expect(hitLink(hits.first())).toHaveAttribute('href', secondPage ?? '');
      await page.goBack();
      await expect(page).toHaveURL(/query=agent$/);
      await expect(hitLink(hits.first())).toHaveAttribute('href', firstPage ?? '');
      await page.goForward();
      await expect(hitLink(hits.first())).toHaveAttribute('href', secondPage ?? '');
      expect(pageErrors.messages).toEqual([]);
    },
  );

  test('counts matches in the other products and links to them', {tag: ONE_WIDTH}, async ({page}) => {
    await visit(page, '/jet/search/?product=jet&query=storage');
    const others = page.getByRole('complementary', {name: 'Matches in other products'});
    for (const name of ['Media Shuttle', 'Flight Deck', 'Media Engine']) {
      await expect(others.getByRole('link', {name: new RegExp(`^${name}: \\d+ results?$`)})).toBeVisible();
    }
    await expect(others.getByRole('link', {name: /^Jet:/})).toHaveCount(0);
    await others.getByRole('link', {name: /^Flight Deck:/}).click();
    await expect(page).toHaveURL(/\/flight-deck\/search\/\?product=flight-deck&query=storage$/);
    await expect(page.locator('h1')).toHaveText('Search Flight Deck help');
  });

  test('is not a documentation page: no side menu, no breadcrumbs, the product tab active', async ({
    page,
  }) => {
    await visit(page, '/jet/search/?product=jet&query=routes');
    await expect(page.getByText(/results? for "routes"/)).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(page.locator('.theme-doc-breadcrumbs')).toHaveCount(0);
    if (!isSmall(page)) {
      await expect(page.locator('.navbar__link--active')).toHaveText('Jet');
    }
  });

  test('results arriving move nothing already on screen (no layout shift)', async ({page}) => {
    await visit(page, '/flight-deck/search/?product=flight-deck&query=agent');
    await expect(page.getByText(/results? for "agent"/)).toBeVisible();
    // Everything the results page fetches (the hits' texts come after them) has arrived and been laid out.
    await page.waitForLoadState('networkidle');
    await settled(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({type: 'layout-shift', buffered: true});
          // The buffered entries are delivered in a task of their own: read the total once the page is idle.
          requestIdleCallback(() => resolve(total), {timeout: 5_000});
        }),
    );
    expect(shift).toBe(0);
  });

  test(
    'says there are no results, and that search is unavailable when it is',
    {tag: ONE_WIDTH},
    async ({page, pageErrors}) => {
      pageErrors.allow(/net::ERR_FAILED/);
      await visit(page, '/media-engine/search/?product=media-engine&query=qqxxzzy');
      await expect(page.getByText('There are no results for "qqxxzzy"')).toBeVisible();
      await expect(page.getByText('Check your spelling or try another search term')).toBeVisible();

      await page.route('**/search-index/**', (route) => route.abort());
      await visit(page, '/media-engine/search/?product=media-engine&query=clip');
      await expect(page.getByText('Search is unavailable right now')).toBeVisible();
      await expect(page.locator('h1')).toHaveText('Search Media Engine help');
    },
  );
});
