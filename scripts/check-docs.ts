/**
 * `npm run check:docs`: every mistake that would break the build or the menus,
 * each at its file and line, in a few seconds and without a build. Every page
 * is in its product's menu, in a group of its own folder; every menu entry has
 * a page; titles are unique per product; every page has a description (at
 * most 160 characters) and keywords; every link leads to a page, a page file,
 * an anchor or an image that exists; every Mermaid diagram parses; and every
 * canonical route of tests/fixtures/routes.tsv still reaches its page
 * (directly, or through the redirect of a page moved with npm run move:page).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PRODUCTS, contentDir, type ProductId} from '../src/products';
import {sidebarFile, sidebarItems} from '../sidebars';
import {readMovedPages} from '../config/movedPages';
import {
  checkCanonicalRoutes,
  checkProductDocs,
  lineOfText,
  type CanonicalRoute,
  type DocFile,
  type DocsProblem,
  type ProductDocs,
} from './lib/docsChecks';
import {markdownFiles} from './lib/files';
import {frontMatterFacts} from './lib/frontMatterChecks';
import {sourceProblems} from '../plugins/source-checks/checks';

const SITE_DIR = path.join(__dirname, '..');
const ROUTES_FILE = path.join(SITE_DIR, 'tests', 'fixtures', 'routes.tsv');

/** A page's facts, or the problem that its front matter is not YAML at all. */
function readDoc(product: ProductId, absolute: string): DocFile | DocsProblem {
  const source = fs.readFileSync(absolute, 'utf8');
  const file = path.relative(SITE_DIR, absolute);
  let data: Record<string, unknown>;
  try {
    data = matter(source).data;
  } catch (error) {
    return {file, line: 1, message: `front matter is not valid YAML: ${(error as Error).message}`};
  }
  const relative = path.relative(path.join(SITE_DIR, contentDir(product)), absolute);
  return {
    ...frontMatterFacts(file, source, data),
    id: relative.replace(/\\/g, '/').replace(/\.mdx?$/, ''),
    title: typeof data.title === 'string' ? data.title : undefined,
    titleLine: lineOfText(source, 'title:'),
  };
}

function readProduct(product: ProductId): {docs: ProductDocs; unreadable: DocsProblem[]} {
  const file = sidebarFile(product);
  const read = markdownFiles(path.join(SITE_DIR, contentDir(product))).map((f) => readDoc(product, f));
  return {
    docs: {
      product,
      sidebarFile: file,
      sidebarSource: fs.readFileSync(path.join(SITE_DIR, file), 'utf8'),
      sidebar: sidebarItems(product),
      docs: read.filter((doc): doc is DocFile => 'id' in doc),
    },
    unreadable: read.filter((doc): doc is DocsProblem => !('id' in doc)),
  };
}

function readCanonicalRoutes(): {file: string; routes: CanonicalRoute[]} {
  const routes = fs
    .readFileSync(ROUTES_FILE, 'utf8')
    .split('\n')
    .map((line, index) => {
      const [route, kind] = line.split('\t');
      return {route, kind, line: index + 1};
    })
    .filter((row) => row.line > 1 && row.route);
  return {file: path.relative(SITE_DIR, ROUTES_FILE), routes};
}

async function main(): Promise<void> {
  const canonical = readCanonicalRoutes();
  const moved = readMovedPages(SITE_DIR);
  const problems: DocsProblem[] = [];
  const pages: string[] = [];
  for (const {id} of PRODUCTS) {
    const {docs, unreadable} = readProduct(id);
    pages.push(...markdownFiles(path.join(SITE_DIR, contentDir(id))));
    problems.push(
      ...unreadable,
      ...checkProductDocs(docs),
      ...checkCanonicalRoutes(docs, canonical.routes, canonical.file, moved),
    );
  }
  problems.push(...(await sourceProblems(SITE_DIR, pages)));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(`\ncheck:docs found ${problems.length} problem(s) in ${pages.length} pages.`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `Docs OK: ${pages.length} pages in ${PRODUCTS.length} menus; every link, anchor and diagram holds; ` +
      'every canonical address reaches its page.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
