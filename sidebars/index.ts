import {PRODUCT_IDS, type ProductId} from '../src/products';
import type {MenuItem} from '../config/sidebarTree';

/**
 * A product's side-menu items: the same module its docs plugin instance reads.
 * Loaded with require, which every runner of this code resolves (the site
 * config, tsx, Jest and Playwright, which cannot import a .ts file dynamically).
 */
export function sidebarItems(id: ProductId): readonly MenuItem[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(`./${id}`) as {default: Record<string, readonly MenuItem[]>};
  return module.default[id];
}

/** Every product's side-menu items, in the registry's order. */
export function productMenus(): {readonly product: ProductId; readonly items: readonly MenuItem[]}[] {
  return PRODUCT_IDS.map((product) => ({product, items: sidebarItems(product)}));
}

/** The file that holds a product's side menu, relative to the site root. */
export function sidebarFile(id: ProductId): string {
  return `sidebars/${id}.ts`;
}
