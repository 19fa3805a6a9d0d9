import type {ProductId} from '../src/products';
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

/** The file that holds a product's side menu, relative to the site root. */
export function sidebarFile(id: ProductId): string {
  return `sidebars/${id}.ts`;
}
