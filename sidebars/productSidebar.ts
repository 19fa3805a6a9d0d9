import {getProduct, type MenuGroup, type Product, type ProductId} from '../src/products';
import type {MenuCategory, MenuItem} from '../config/sidebarTree';

/** The top-level menu group slugs of one product, as the registry lists them. */
export type GroupSlug<P extends ProductId> = Extract<Product, {id: P}>['groups'][number]['slug'];

/**
 * A product's side menu (the object its docs plugin instance reads): one
 * category per top-level group, in the registry's order and with its label,
 * holding the pages and sub-groups a writer lists for it. Every group of the
 * registry must be given, and no other.
 */
export function productSidebar<P extends ProductId>(
  id: P,
  groups: {readonly [S in GroupSlug<P>]: MenuItem[]},
): Record<P, MenuCategory[]> {
  const items = groups as Readonly<Record<string, MenuItem[]>>;
  const menu = (getProduct(id).groups as readonly MenuGroup[]).map((group): MenuCategory => ({
    type: 'category',
    label: group.label,
    items: [...items[group.slug]],
  }));
  return {[id]: menu} as Record<P, MenuCategory[]>;
}
