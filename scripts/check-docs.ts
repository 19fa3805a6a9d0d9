/**
 * `npm run check:docs`: every page is in its product's menu, in a group of its
 * own folder, every menu entry has a page, titles are unique per product, every
 * page has a description (at most 160 characters) and keywords, and every
 * canonical route of tests/fixtures/routes.tsv still reaches its page
 * (directly, or through the redirect of a page moved with npm run move:page).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PRODUCTS, contentDir, type ProductId} from '../src/products';
import {sidebarFile, sidebarItems} from '../sidebars';
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
import {MOVED_PAGES} from '../config/movedPages';

const SITE_DIR = path.join(__dirname, '..');
const ROUTES_FILE = path.join(SITE_DIR, 'tests', 'fixtures', 'routes.tsv');

function readDoc(product: ProductId, absolute: string): DocFile {
  const source = fs.readFileSync(absolute, 'utf8');
  const {data} = matter(source);
  const relative = path.relative(path.join(SITE_DIR, contentDir(product)), absolute);
  return {
    file: path.relative(SITE_DIR, absolute),
    id: relative.replace(/\\/g, '/').replace(/\.mdx?$/, ''),
    title: typeof data.title === 'string' ? data.title : undefined,
    titleLine: lineOfText(source, 'title:'),
    description: typeof data.description === 'string' ? data.description : undefined,
    descriptionLine: lineOfText(source, 'description:'),
    keywords: Array.isArray(data.keywords) ? data.keywords.length : 0,
    keywordsLine: lineOfText(source, 'keywords:'),
  };
}

function readProduct(product: ProductId): ProductDocs {
  const file = sidebarFile(product);
  return {
    product,
    sidebarFile: file,
    sidebarSource: fs.readFileSync(path.join(SITE_DIR, file), 'utf8'),
    sidebar: sidebarItems(product),
    docs: markdownFiles(path.join(SITE_DIR, contentDir(product))).map((f) => readDoc(product, f)),
  };
}

function readCanonicalRoutes(): {file: string; routes: CanonicalRoute[]} {
  const file = ROUTES_FILE;
  const routes = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => {
      const [route, kind] = line.split('\t');
      return {route, kind, line: index + 1};
    })
    .filter((row) => row.line > 1 && row.route);
  return {file: path.relative(SITE_DIR, file), routes};
}

async function main(): Promise<void> {
  const canonical = readCanonicalRoutes();
  const problems: DocsProblem[] = [];
  let pages = 0;
  for (const {id} of PRODUCTS) {
    const docs = readProduct(id);
    pages += docs.docs.length;
    problems.push(
      ...checkProductDocs(docs),
      ...checkCanonicalRoutes(docs, canonical.routes, canonical.file, MOVED_PAGES),
    );
  }
  for (const problem of problems) {
    console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  }
  if (problems.length > 0) {
    console.error(`\ncheck:docs found ${problems.length} problem(s).`);
    process.exit(1);
  }
  console.log(
    `Docs OK: ${pages} pages in ${PRODUCTS.length} menus; every canonical address reaches its page.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
