/**
 * The not-found page finds the page: it offers the existing pages whose
 * addresses are closest to the one asked for, from a list only it loads, and
 * its header search is the product's of the address. nginx answers unknown
 * addresses with the static 404.html, which these first loads get.
 */
import {PAGE_LIST_URL} from '../../src/navigation/pageList';
import {expect, settled, test, waitForHydration} from './fixtures';

test.beforeEach(({pageErrors}) => {
  pageErrors.allow(/status of 404/);
});

test('a mistyped Jet address offers Partner Jobs, and searches Jet', async ({page}) => {
  const response = await page.goto('/jet/jobs/partner-job/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  const closest = page.getByRole('region', {name: 'Did you mean'});
  await expect(closest.getByRole('link').first()).toHaveText('Partner Jobs');
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('combobox')).toHaveAttribute(
    'aria-label',
    'SEARCH JET HELP',
  );
  await closest.getByRole('link', {name: 'Partner Jobs'}).click();
  await expect(page).toHaveURL(/\/jet\/jobs\/partner-jobs\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Partner Jobs');
});

test('a page asked for in the wrong folder is offered in its own', async ({page}) => {
  await page.goto('/jet/partner-routes/');
  await waitForHydration(page);
  await expect(page.getByRole('region', {name: 'Did you mean'}).getByRole('link').first()).toHaveAttribute(
    'href',
    '/jet/administration/routes/partner-routes/',
  );
});

test('an address like no page offers none and searches every product; nothing moves', async ({page}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[])
        shifts.push(entry.value);
    }).observe({type: 'layout-shift', buffered: true});
  });
  const pageList = page.waitForResponse((r) => new URL(r.url()).pathname === PAGE_LIST_URL);
  await page.goto('/qwertyuiop-zxcvbnm/');
  await waitForHydration(page);
  await pageList;
  await page.waitForLoadState('networkidle');
  await settled(page);
  await expect(page.getByRole('region', {name: 'Did you mean'})).toHaveCount(0);
  await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('combobox')).toHaveAttribute(
    'aria-label',
    'SEARCH HELP',
  );
  expect(await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts)).toEqual([]);
});

test('the suggestions arrive without moving the page', async ({page}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[])
        shifts.push(entry.value);
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto('/jet/jobs/instaler-logs/');
  await waitForHydration(page);
  await expect(page.getByRole('region', {name: 'Did you mean'}).getByRole('link').first()).toHaveText(
    'Installer Logs',
  );
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts)).toEqual([]);
});

test('other pages never load the page list nor the suggestions code', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', '/jet/', '/jet/jobs/partner-jobs/']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  expect(requested).not.toContain(PAGE_LIST_URL);
  const scripts = requested.filter((path) => path.endsWith('.js'));
  for (const script of scripts) {
    const body = await (await page.request.get(script)).text();
    expect(body, script).not.toContain('Did you mean');
  }
});
