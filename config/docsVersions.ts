/**
 * A product's docs versions as Docusaurus lays them out on disk and serves
 * them: the cut versions listed newest first in `<product>_versions.json`,
 * each with its side menu in `<product>_versioned_sidebars/`, and the current
 * docs. Build-time only (it reads files): redirects and `version:cut` use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCT_IDS, type ProductId} from '../src/products';
import type {LatestVersions} from '../src/search/local/shards';
import type {MenuItem} from './sidebarTree';

/** Docusaurus's name for the docs in the product folder, served at `/{product}/next/` once a version is cut. */
export const CURRENT_VERSION = 'current';

export interface DocsVersionLayout {
  /** `current`, or a cut version's name such as `3.4`. */
  readonly name: string;
  /** Root of the version's pages: `/jet/`, `/jet/next/` or `/jet/3.3/`. */
  readonly path: string;
  readonly sidebar: readonly MenuItem[];
}

/** The versions cut for a product, newest first; empty while it has none. */
export function cutVersions(siteDir: string, product: string): string[] {
  const file = path.join(siteDir, `${product}_versions.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
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
export function versionPath(product: ProductId, name: string, cut: readonly string[]): string {
  if (name === CURRENT_VERSION) return cut.length === 0 ? `/${product}/` : `/${product}/next/`;
  return name === cut[0] ? `/${product}/` : `/${product}/${name}/`;
}

/** The side menu Docusaurus stored for a cut version. */
export function versionedSidebar(siteDir: string, product: ProductId, name: string): readonly MenuItem[] {
  const file = path.join(siteDir, `${product}_versioned_sidebars`, `version-${name}-sidebars.json`);
  const sidebars = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, readonly MenuItem[]>;
  const items = sidebars[product];
  if (!items) throw new Error(`${path.relative(siteDir, file)} has no "${product}" side menu.`);
  return items;
}

/** Every version of a product with its path and side menu: the current docs first, then the cut ones. */
export function productVersions(
  siteDir: string,
  product: ProductId,
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
export function latestVersions(siteDir: string): LatestVersions {
  return Object.fromEntries(
    PRODUCT_IDS.map((id) => [id, cutVersions(siteDir, id)[0] ?? CURRENT_VERSION]),
  ) as Record<ProductId, string>;
}
