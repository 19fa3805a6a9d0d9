/**
 * The breadcrumb trail of a doc page: Root › product › menu groups › page.
 * The group labels are the side menu's, whose top-level groups take their
 * labels from the product registry (`productSidebar()` builds them), so the
 * trail and the menu always agree.
 */
import {getProduct, type ProductId} from '@site/src/products';

export interface Crumb {
  readonly label: string;
  /** Absent on the current page and on menu groups that only toggle. */
  readonly href?: string;
}

export interface MenuCategoryCrumb {
  readonly label: string;
  readonly href?: string;
}

export interface BreadcrumbInput {
  /** The product of the page (see `useActiveDocs`); none outside a section. */
  readonly product: ProductId | undefined;
  readonly pathname: string;
  readonly title: string;
  /** Root of the docs version being read, e.g. `/jet/2.0/`. */
  readonly versionPath: string;
  /** Side-menu categories that contain the page, outermost first. */
  readonly categories?: readonly MenuCategoryCrumb[];
}

export const ROOT_LABEL = 'Root';

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

export function buildBreadcrumbs({
  product,
  pathname,
  title,
  versionPath,
  categories = [],
}: BreadcrumbInput): Crumb[] {
  if (product === undefined) return [];
  const root: Crumb = {label: ROOT_LABEL, href: '/'};
  const base = withTrailingSlash(versionPath);
  const current = withTrailingSlash(pathname);
  if (current === base) return [root, {label: title}];
  const groups = categories
    .filter((category) => category.href === undefined || withTrailingSlash(category.href) !== current)
    .map((category): Crumb => ({
      label: category.label,
      ...(category.href !== undefined && {href: category.href}),
    }));
  return [root, {label: getProduct(product).name, href: base}, ...groups, {label: title}];
}

export interface BreadcrumbListItem {
  readonly '@type': 'ListItem';
  readonly position: number;
  readonly name: string;
  readonly item: string;
}

export interface BreadcrumbList {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'BreadcrumbList';
  readonly itemListElement: readonly BreadcrumbListItem[];
}

/** schema.org BreadcrumbList for the crumbs that have an address (the current page is its own). */
export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string, pathname: string): BreadcrumbList {
  const linked = crumbs
    .map((crumb, index) => (index === crumbs.length - 1 ? {...crumb, href: pathname} : crumb))
    .filter((crumb): crumb is Required<Crumb> => crumb.href !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl.replace(/\/$/, '')}${crumb.href}`,
    })),
  };
}
