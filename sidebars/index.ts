import type {ProductId} from '../src/products';
import type {MenuItem} from '../src/sidebarTree';

/** A product's side-menu items: the same module its docs plugin instance reads. */
export async function loadSidebarItems(id: ProductId): Promise<readonly MenuItem[]> {
  const module = (await import(`./${id}.ts`)) as {default: Record<string, readonly MenuItem[]>};
  return module.default[id];
}

/** The file that holds a product's side menu, relative to the site root. */
export function sidebarFile(id: ProductId): string {
  return `sidebars/${id}.ts`;
}
