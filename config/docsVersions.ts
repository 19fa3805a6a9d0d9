/**
 * A product's docs versions as Docusaurus lays them out on disk and serves
 * them: the cut versions listed newest first in `<product>_versions.json`,
 * each with its side menu in `<product>_versioned_sidebars/`, and the current
 * docs. Build-time only (it reads files): redirects and `version:cut` use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {MenuItem} from './sidebarTree';

/** The docs plugin's name for the unreleased docs, in its options and its loaded content. */
export const CURRENT_VERSION = 'current';

export interface DocsVersionLayout {
  /** `current`, or a cut version's name such as `3.4`. */
  readonly name: string;
  /** Root of the version's pages: `/jet/`, `/jet/next/` or `/jet/3.3/`. */
  readonly path: string;
  readonly sidebar: readonly MenuItem[];
}

/**
 * Orders release numbers as releases (`1.10` after `1.9`, `2` equal to `2.0`):
 * negative when `a` is older than `b`, positive when newer, 0 for the same release.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (name: string): number[] => name.split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Release numbers newest first: the order of `<product>_versions.json`. */
export function newestFirst(names: readonly string[]): string[] {
  return [...names].sort((a, b) => compareVersions(b, a));
}

/**
 * The versions cut for a product, newest first; empty while it has none.
 * Docusaurus serves the first entry as the latest, so a file in another order
 * (edited by hand) fails here, on every build and cut, rather than silently
 * serving an older release at the section root.
 */
export function cutVersions(siteDir: string, product: string): string[] {
  const file = path.join(siteDir, `${product}_versions.json`);
  if (!fs.existsSync(file)) return [];
  const names = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
  const sorted = newestFirst(names);
  if (names.some((name, i) => name !== sorted[i]))
    throw new Error(
      `${product}_versions.json lists ${JSON.stringify(names)}; keep it newest first, ${JSON.stringify(sorted)}: ` +
        'Docusaurus serves its first entry as the latest version at the section root.',
    );
  return names;
}

/** Every version of a product by name: the current docs, then the cut versions, newest first. */
export function versionNames(siteDir: string, product: string): string[] {
  return [CURRENT_VERSION, ...cutVersions(siteDir, product)];
}

/**
 * Where Docusaurus serves a version (its defaults, which the site keeps): the
 * newest cut version at the section root, older ones below their name, the
 * current docs at the root until a version is cut and at `next/` after.
 */
export function versionPath(product: string, name: string, cut: readonly string[]): string {
  if (name === CURRENT_VERSION) return cut.length === 0 ? `/${product}/` : `/${product}/next/`;
  return name === cut[0] ? `/${product}/` : `/${product}/${name}/`;
}

/** The side menu Docusaurus stored for a cut version. */
export function versionedSidebar(siteDir: string, product: string, name: string): readonly MenuItem[] {
  const file = path.join(siteDir, `${product}_versioned_sidebars`, `version-${name}-sidebars.json`);
  const sidebars = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, readonly MenuItem[]>;
  const items = sidebars[product];
  if (!items) throw new Error(`${path.relative(siteDir, file)} has no "${product}" side menu.`);
  return items;
}

/** Every version of a product with its path and side menu: the current docs first, then the cut ones. */
export function productVersions(
  siteDir: string,
  product: string,
  currentSidebar: readonly MenuItem[],
): DocsVersionLayout[] {
  const cut = cutVersions(siteDir, product);
  return [
    {name: CURRENT_VERSION, path: versionPath(product, CURRENT_VERSION, cut), sidebar: currentSidebar},
    ...cut.map((name) => ({
      name,
      path: versionPath(product, name, cut),
      sidebar: versionedSidebar(siteDir, product, name),
    })),
  ];
}

/** Each product's latest version: the one its section root serves. */
export function latestVersions<P extends string>(siteDir: string, products: readonly P[]): Record<P, string> {
  return Object.fromEntries(
    products.map((id) => [id, cutVersions(siteDir, id)[0] ?? CURRENT_VERSION]),
  ) as Record<P, string>;
}
