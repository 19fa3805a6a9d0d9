import {NARROW_LAYOUT, ONE_WIDTH, WIDE_LAYOUT, expect, test, waitForHydration} from '../fixtures';
import {drawer, layoutOf, mainNav, menuButton, openSideMenu} from './layout';

const DEEP_JET_PAGE = '/jet/jobs/partner-jobs/';

// WIDE_LAYOUT: Large screens only (997 px and wider): below, the drawer replaces the side menu column and holds the header links.
// NARROW_LAYOUT: Below 997 px only: large screens have no menu button and no drawer.

test(
  'drawer: a permanent 270 px side menu on large screens, and no menu button',
  {tag: WIDE_LAYOUT},
  async ({page}) => {
    expect(layoutOf(page)).toBe('large');
    await page.goto(DEEP_JET_PAGE);
    await waitForHydration(page);
    const column = page.locator('.theme-doc-sidebar-container');
    await expect(column).toBeVisible();
    expect((await column.boundingBox())?.width).toBeCloseTo(270, 1);
    await expect(menuButton(page)).toBeHidden();
  },
);

test(
  'drawer: below 997 px a 270 px drawer behind the menu button; Escape, a click outside or a link closes it',
  {tag: NARROW_LAYOUT},
  async ({page}) => {
    expect(layoutOf(page)).not.toBe('large');
    await page.goto(DEEP_JET_PAGE);
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer(page)).toBeVisible();
    expect((await drawer(page).boundingBox())?.width).toBeCloseTo(270, 1);
    // The side menu and, below it, the header's external links.
    await expect(drawer(page).getByRole('button', {name: 'Jobs', exact: true})).toBeVisible();
    await expect(drawer(page).getByRole('link', {name: 'API Documentation'})).toBeAttached();
    await expect(drawer(page).getByRole('link', {name: 'Support'})).toBeAttached();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer(page)).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(drawer(page)).toBeVisible();
    const viewport = page.viewportSize() ?? {width: 0, height: 0};
    await page.mouse.click(viewport.width - 20, viewport.height / 2);
    await expect(drawer(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await drawer(page).locator('a[href="/jet/jobs/working-with-jobs/"]').click();
    await expect(page).toHaveURL(/\/jet\/jobs\/working-with-jobs\/$/);
    await expect(drawer(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
);

test(
  'Home on large screens: API Documentation and Support in the header, no menu button, no side menu',
  {tag: WIDE_LAYOUT},
  async ({page}) => {
    expect(layoutOf(page)).toBe('large');
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(menuButton(page)).toBeHidden();
    await expect(mainNav(page).getByRole('link', {name: 'API Documentation'})).toBeVisible();
    await expect(mainNav(page).getByRole('link', {name: 'Support'})).toBeVisible();
  },
);

test(
  'the drawer lists API Documentation and Support on Home too, with no side menu',
  {tag: NARROW_LAYOUT},
  async ({page}) => {
    expect(layoutOf(page)).not.toBe('large');
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await menuButton(page).click();
    await expect(drawer(page).getByRole('link', {name: 'API Documentation'})).toBeVisible();
    await expect(drawer(page).getByRole('link', {name: 'Support'})).toBeVisible();
    await expect(drawer(page).locator('.theme-doc-sidebar-menu')).toHaveCount(0);
  },
);

test('side menu: the current group opens by itself, the exact entry is the current page', async ({page}) => {
  await page.goto(DEEP_JET_PAGE);
  await waitForHydration(page);
  const menu = await openSideMenu(page);
  await expect(menu.getByRole('button', {name: 'Jobs', exact: true})).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu.getByRole('button', {name: 'Deployment', exact: true})).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const current = menu.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Partner Jobs');
  await expect(current).toHaveClass(/menu__link--active/);
  // The group holding the current page is marked active too.
  await expect(menu.getByRole('button', {name: 'Jobs', exact: true})).toHaveClass(/menu__link--active/);
});

test('side menu: a group heading toggles its group and stays on the page', async ({page}) => {
  await page.goto(DEEP_JET_PAGE);
  await waitForHydration(page);
  const menu = await openSideMenu(page);
  const heading = menu.getByRole('button', {name: 'Deployment', exact: true});
  await expect(heading).toHaveAttribute('href', '#');
  const guide = menu.locator('a[href="/jet/deployment/jet-getting-started/"]');
  await expect(guide).toBeHidden();

  await heading.click();
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  await expect(guide).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(DEEP_JET_PAGE);

  await heading.click();
  await expect(heading).toHaveAttribute('aria-expanded', 'false');
  await expect(guide).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
});

test('side menu: navigating into another group opens it', async ({page}) => {
  await page.goto(DEEP_JET_PAGE);
  await waitForHydration(page);
  let menu = await openSideMenu(page);
  await menu.getByRole('button', {name: 'Deployment', exact: true}).click();
  // Followed from the keyboard with the pointer on the header: the new page's diagram lands
  // where the pointer was, and Mermaid's hover handler then throws (a known Mermaid fault).
  await page.mouse.move(1, 1);
  await menu.locator('a[href="/jet/deployment/jet-getting-started/"]').press('Enter');
  await expect(page).toHaveURL(/\/jet\/deployment\//);
  if (layoutOf(page) !== 'large') menu = await openSideMenu(page);
  await expect(menu.getByRole('button', {name: 'Deployment', exact: true})).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu.locator('[aria-current="page"]')).toHaveAttribute(
    'href',
    '/jet/deployment/jet-getting-started/',
  );
});

// This test and the last set each width they check themselves: at one project's width only.
test(
  'the open drawer is a modal dialog: focus moves in, Tab stays inside, focus returns on close',
  {tag: ONE_WIDTH},
  async ({page}) => {
    const inside = (): Promise<boolean> => drawer(page).evaluate((el) => el.contains(document.activeElement));
    for (const width of [375, 800]) {
      await page.setViewportSize({width, height: 740});
      await page.goto(DEEP_JET_PAGE);
      await waitForHydration(page);
      const button = menuButton(page);
      await expect(button).toHaveAttribute('aria-controls', 'help-drawer');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: 'Menu'});
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveId('help-drawer');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(inside, `focus moves into the drawer at ${width} px`).toBe(true);

      // Round the whole drawer and further, forwards then backwards: focus never leaves it.
      const stops = await dialog.evaluate(
        (el) =>
          Array.from(el.querySelectorAll('a[href], button')).filter((c) => c.getClientRects().length > 0)
            .length,
      );
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press('Tab');
        expect(await inside(), `Tab ${i + 1} at ${width} px`).toBe(true);
      }
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await inside(), `Shift+Tab ${i + 1} at ${width} px`).toBe(true);
      }

      await dialog.getByRole('button', {name: 'Close navigation bar'}).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  },
);

test('side menu: a group heading toggles on Space as on Enter, without scrolling the page', async ({
  page,
}) => {
  await page.goto(DEEP_JET_PAGE);
  await waitForHydration(page);
  const menu = await openSideMenu(page);
  const heading = menu.getByRole('button', {name: 'Deployment', exact: true});
  const pageScroll = (): Promise<number> => page.evaluate(() => window.scrollY);
  await heading.focus();
  const before = await pageScroll();
  await page.keyboard.press('Space');
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(heading).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  expect(await pageScroll()).toBe(before);
  await expect(heading).toBeFocused();
});

test(
  "side menu: the current page's entry is brought into view on load, without scrolling the page",
  {tag: ONE_WIDTH},
  async ({page}) => {
    const path = '/flight-deck/reference/component-customization/debugging/';
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(path);
    await waitForHydration(page);
    const current = page.locator('.theme-doc-sidebar-container [aria-current="page"]');
    await expect(current).toHaveAttribute('href', path);
    await expect(current).toBeInViewport({ratio: 1});
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The drawer, at phone and tablet widths, opens on the current entry too.
    for (const width of [375, 800]) {
      await page.setViewportSize({width, height: 740});
      await page.goto(path);
      await waitForHydration(page);
      await menuButton(page).click();
      await expect(drawer(page).locator('[aria-current="page"]')).toBeInViewport({ratio: 1});
    }
  },
);
