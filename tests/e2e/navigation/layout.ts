import type {Locator, Page} from '@playwright/test';

/** The three layouts of the site: small ≤ 600 px, medium 601–996 px, large ≥ 997 px. */
export type Layout = 'small' | 'medium' | 'large';

export function layoutOf(page: Page): Layout {
  const width = page.viewportSize()?.width ?? 0;
  if (width <= 600) return 'small';
  return width < 997 ? 'medium' : 'large';
}

/** The product tabs need this width (1280 px on a product with cut versions); below it the Section dropdown and the drawer's product list replace them. */
export const TABS_MIN_WIDTH = 1140;

export function tabsShown(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= TABS_MIN_WIDTH;
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Main'});
}

export function menuButton(page: Page): Locator {
  return page.getByRole('button', {name: 'Toggle navigation bar'});
}

export function drawer(page: Page): Locator {
  return page.locator('.navbar-sidebar');
}

/** The side menu where a person sees it: the permanent column, or the drawer opened by the menu button. */
export async function openSideMenu(page: Page): Promise<Locator> {
  if (layoutOf(page) === 'large') return page.locator('.theme-doc-sidebar-container');
  await menuButton(page).click();
  await drawer(page).waitFor({state: 'visible'});
  return drawer(page);
}

/** A deep Flight Deck page with headings, a code block and links further down. */
export const DEEP_FLIGHT_DECK_PAGE = '/flight-deck/reference/flight-cli/troubleshooting/';
