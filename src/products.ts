/**
 * The single source of truth for the four product sections: ids, display
 * names, route bases, content folders and top-level menu groups (whose labels
 * are also the breadcrumb labels). Config, sidebars, theme and tests read it.
 */

/** The vendor slug that replaces `{product}` inside routes (`signiant-console`). */
export const VENDOR_SLUG = 'signiant';

export interface MenuGroup {
  /** First path segment below the section root, e.g. `account-administration`. */
  readonly slug: string;
  /** Label in the side menu and in breadcrumbs, e.g. `IT Administration`. */
  readonly label: string;
}

export interface ProductDefinition {
  readonly id: string;
  readonly name: string;
  /** One line for the home page and the section landing page. */
  readonly summary: string;
  readonly groups: readonly MenuGroup[];
}

export const PRODUCTS = [
  {
    id: 'media-shuttle',
    name: 'Media Shuttle',
    summary:
      'Send, share and collect large files through branded web portals, on your own storage or in the cloud.',
    groups: [
      {slug: 'general', label: 'General'},
      {slug: 'account-administration', label: 'IT Administration'},
      {slug: 'portal-administration', label: 'Operations Administration'},
      {slug: `${VENDOR_SLUG}-console`, label: 'Console'},
      {slug: 'using-portals', label: 'Using Portals'},
      {slug: `${VENDOR_SLUG}-app`, label: 'App'},
      {slug: 'mobile-app', label: 'Mobile App'},
    ],
  },
  {
    id: 'jet',
    name: 'Jet',
    summary: 'Automate fast, reliable system-to-system transfers between your locations and your partners.',
    groups: [
      {slug: 'general', label: 'General'},
      {slug: 'deployment', label: 'Deployment'},
      {slug: 'administration', label: 'Administration'},
      {slug: 'jobs', label: 'Jobs'},
    ],
  },
  {
    id: 'flight-deck',
    name: 'Flight Deck',
    summary:
      'Run and monitor complex transfer workflows with a self-hosted Manager, Agents and Flight Gateway.',
    groups: [
      {slug: 'general', label: 'General'},
      {slug: 'deployment', label: 'Deployment'},
      {slug: 'administration', label: 'Administration'},
      {slug: 'jobs', label: 'Jobs'},
      {slug: 'gateway', label: 'Gateway'},
      {slug: 'certificates', label: 'Certificates'},
      {slug: 'reference', label: 'Reference'},
    ],
  },
  {
    id: 'media-engine',
    name: 'Media Engine',
    summary: 'Index, browse, preview, clip and move media assets wherever they are stored.',
    groups: [
      {slug: 'general', label: 'General'},
      {slug: 'administration', label: 'Administration'},
      {slug: 'interacting-with-assets', label: 'Interacting with Assets'},
    ],
  },
] as const satisfies readonly ProductDefinition[];

export type Product = (typeof PRODUCTS)[number];
export type ProductId = Product['id'];

export const PRODUCT_IDS: readonly ProductId[] = PRODUCTS.map((p) => p.id);

export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'string' && (PRODUCT_IDS as readonly string[]).includes(value);
}

export function getProduct(id: ProductId): Product {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) {
    throw new Error(`Unknown product "${id}"`);
  }
  return product;
}

/** `/jet/` for `jet`: every section is served under its id. */
export function sectionRoot(id: ProductId): string {
  return `/${id}/`;
}

/** The folder that holds a product's Markdown pages. */
export function contentDir(id: ProductId): string {
  return `docs-${id}`;
}

/** The product a pathname belongs to, from its first segment; `undefined` outside a section. */
export function productFromPath(pathname: string): ProductId | undefined {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isProductId(first) ? first : undefined;
}

/** The four names as a sentence lists them: "Media Shuttle, Jet, Flight Deck and Media Engine". */
export function productNamesInWords(): string {
  const names = PRODUCTS.map((p) => p.name);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Label of a top-level menu group, which is also its breadcrumb label. */
export function groupLabel(id: ProductId, slug: string): string {
  const group = (getProduct(id).groups as readonly MenuGroup[]).find((g) => g.slug === slug);
  if (!group) {
    throw new Error(`Product "${id}" has no menu group "${slug}"`);
  }
  return group.label;
}
