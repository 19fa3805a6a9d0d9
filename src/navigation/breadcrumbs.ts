/**
 * The breadcrumb trail of a doc page: Root › product › menu groups › page.
 * Top-level groups take their labels from the product registry (matched on the
 * first path segment after the section root or the version root), deeper
 * groups their side-menu category label.
 */
import {getProduct, productFromPath, sectionRoot, type MenuGroup} from '@site/src/products';

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
  readonly pathname: string;
  readonly title: string;
  /** Root of the docs version being read, e.g. `/jet/2.0/`; defaults to the section root. */
  readonly versionPath?: string;
  /** Side-menu categories that contain the page, outermost first. */
  readonly categories?: readonly MenuCategoryCrumb[];
}

export const ROOT_LABEL = 'Root';

function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Path segments below the version root (or, failing that, below the product segment). */
function segmentsBelow(pathname: string, base: string): string[] {
  const path = withTrailingSlash(pathname);
  const rest = path.startsWith(base) ? path.slice(base.length) : path.split('/').slice(2).join('/');
  return rest.split('/').filter((segment) => segment !== '');
}

export function buildBreadcrumbs({
  pathname,
  title,
  versionPath,
  categories = [],
}: BreadcrumbInput): Crumb[] {
  const productId = productFromPath(pathname);
  if (productId === undefined) return [];
  const product = getProduct(productId);
  const base = withTrailingSlash(versionPath ?? sectionRoot(productId));
  const segments = segmentsBelow(pathname, base);
  const root: Crumb = {label: ROOT_LABEL, href: '/'};
  if (segments.length === 0) return [root, {label: title}];

  const current = withTrailingSlash(pathname);
  const groups = categories.filter((c) => c.href === undefined || withTrailingSlash(c.href) !== current);
  const topGroup = (product.groups as readonly MenuGroup[]).find((g) => g.slug === segments[0]);
  const groupCrumbs: Crumb[] = groups.map((category, index) => ({
    label: index === 0 && topGroup ? topGroup.label : category.label,
    ...(category.href !== undefined && {href: category.href}),
  }));
  if (groupCrumbs.length === 0 && topGroup && segments.length > 1) {
    groupCrumbs.push({label: topGroup.label});
  }
  return [root, {label: product.name, href: base}, ...groupCrumbs, {label: title}];
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
