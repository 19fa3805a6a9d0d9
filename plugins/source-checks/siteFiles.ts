/**
 * The site's addresses worked out from its files, without a build, as
 * Docusaurus serves them: each docs version's pages (a page's path inside its
 * folder is its address below the version's root, `index` the root itself,
 * or its `slug`), the React pages of `src/pages/` and the search pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {CURRENT_VERSION, cutVersions, versionPath} from '../../config/docsVersions';
import {PRODUCTS, contentDir, type ProductId} from '../../src/products';
import {searchPagePath} from '../../src/search/address';

export interface SiteFiles {
  /** Every address that serves a page. */
  readonly routes: readonly string[];
  /** Each Markdown page's address and its file (absolute). */
  readonly pageFiles: ReadonlyMap<string, string>;
}

/** A docs page's address below `root` (`/jet/` or `/jet/next/`): its `slug`, or its path in the folder. */
export function docRoute(root: string, folder: string, file: string): string {
  const slug = matter(fs.readFileSync(file, 'utf8')).data.slug as unknown;
  if (typeof slug === 'string') {
    const joined = slug.startsWith('/')
      ? `${root}${slug.slice(1)}`
      : `${root}${path.posix.join(path.posix.dirname(docId(folder, file)), slug)}`;
    return joined.endsWith('/') ? joined : `${joined}/`;
  }
  const id = docId(folder, file).replace(/(^|\/)(index|README)$/i, '');
  return id === '' ? root : `${root}${id}/`;
}

/** A page's id inside its docs folder: `jobs/partner-jobs`. */
function docId(folder: string, file: string): string {
  return path
    .relative(folder, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
}

/** Every docs folder of a product with the root it is served at: the current docs, then each cut version. */
export function docsFolders(siteDir: string, product: ProductId): Array<{folder: string; root: string}> {
  const cut = cutVersions(siteDir, product);
  return [
    {folder: path.join(siteDir, contentDir(product)), root: versionPath(product, CURRENT_VERSION, cut)},
    ...cut.map((name) => ({
      folder: path.join(siteDir, `${product}_versioned_docs`, `version-${name}`),
      root: versionPath(product, name, cut),
    })),
  ];
}

/** The Markdown pages below `folder` (absolute paths), sorted; none when it does not exist. */
export function pagesIn(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(folder, file))
    .sort();
}

export function siteFiles(siteDir: string): SiteFiles {
  const pageFiles = new Map<string, string>();
  for (const product of PRODUCTS) {
    for (const {folder, root} of docsFolders(siteDir, product.id)) {
      for (const file of pagesIn(folder)) pageFiles.set(docRoute(root, folder, file), file);
    }
  }
  const reactPages = fs
    .readdirSync(path.join(siteDir, 'src', 'pages'))
    .filter((name) => /\.(tsx|jsx|js)$/.test(name))
    .map((name) => name.replace(/\.[a-z]+$/, ''))
    .map((name) => (name === 'index' ? '/' : `/${name}/`));
  const searchPages = [undefined, ...PRODUCTS.map((p) => p.id)].map(searchPagePath);
  return {routes: [...pageFiles.keys(), ...reactPages, ...searchPages], pageFiles};
}
