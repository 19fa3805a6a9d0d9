/**
 * `npm run move:page -- <product> <page> <group>`: moves a page to another
 * menu group (another folder) of its product. It moves the file (keeping
 * `.md` or `.mdx`) and its menu entry, keeps the old address working through
 * a redirect (config/movedPages.ts), and points links to it at the new address
 * (pages of every product, Home's links in src/homeLinks.ts and the search
 * test lists). Example: npm run move:page -- jet jobs/installer-logs deployment
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {CURRENT_VERSION, cutVersions, versionPath} from '../config/docsVersions';
import {PRODUCTS, PRODUCT_IDS, contentDir, isProductId, type ProductId} from '../src/products';
import {sidebarFile} from '../sidebars';
import {filesUnder, markdownFiles} from './lib/files';
import {destinationFolder, movedPagesSource, recordMove, rewriteLinks, type Move} from './lib/movePage';
import {previewLine, runningPreview} from './lib/preview';
import {insertDocIntoSidebar, menuGroupsOf, removeDocFromSidebar} from './sidebar-edit';

const SITE_DIR = path.join(__dirname, '..');
const USAGE =
  'Usage: npm run move:page -- <product> <page> <group>   e.g. npm run move:page -- jet jobs/installer-logs deployment';
const MOVED_PAGES_FILE = path.join('config', 'movedPages.ts');
/** Files besides the pages that name page addresses. */
const ADDRESS_LISTS = [path.join('src', 'homeLinks.ts'), path.join('tests', 'search')];

export interface MoveReport {
  readonly from: {readonly file: string; readonly address: string};
  readonly to: {readonly file: string; readonly address: string};
  /** Files whose links were pointed at the new address, with how many links each. */
  readonly relinked: ReadonlyArray<{readonly file: string; readonly links: number}>;
}

/** The page's file (`.md` or `.mdx`), relative to the site, or a message saying what exists. */
function pageFile(siteDir: string, product: ProductId, page: string): string {
  const base = path.join(contentDir(product), page);
  const found = ['.md', '.mdx']
    .map((ext) => `${base}${ext}`)
    .find((f) => fs.existsSync(path.join(siteDir, f)));
  if (!found || page === 'index') {
    throw new Error(
      page === 'index'
        ? 'The section root (index) has no menu group; it cannot move.'
        : `${product} has no page ${page} (no ${base}.md or ${base}.mdx). Give the page as its path inside ` +
            `${contentDir(product)}/ without the extension, e.g. jobs/installer-logs.`,
    );
  }
  return found;
}

/** The moves config/movedPages.ts lists (read as text: the file is data the command rewrites). */
function readMoves(siteDir: string): Move[] {
  const file = path.join(siteDir, MOVED_PAGES_FILE);
  if (!fs.existsSync(file)) return [];
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/from:\s*'([^']+)',\s*to:\s*'([^']+)'/g)].map(([, from, to]) => ({from, to}));
}

/** Points every link to `from` at `to` in the pages of every product and the address lists. */
function relink(siteDir: string, from: string, to: string): MoveReport['relinked'] {
  const files = [
    ...PRODUCTS.flatMap((p) => markdownFiles(path.join(siteDir, contentDir(p.id)))),
    ...ADDRESS_LISTS.flatMap((target) => filesUnder(path.join(siteDir, target), /\.(ts|tsv)$/)),
  ];
  return files.flatMap((file) => {
    const {text, count} = rewriteLinks(fs.readFileSync(file, 'utf8'), from, to);
    if (count === 0) return [];
    fs.writeFileSync(file, text);
    return [{file: path.relative(siteDir, file), links: count}];
  });
}

/** Moves `page` of `product` into the menu group `destination` (its folder or label) in the site at `siteDir`. */
export async function movePage(
  siteDir: string,
  product: ProductId,
  page: string,
  destination: string,
): Promise<MoveReport> {
  const fromFile = pageFile(siteDir, product, page);
  const menuPath = path.join(siteDir, sidebarFile(product));
  const menu = fs.readFileSync(menuPath, 'utf8');
  const folder = destinationFolder(destination, menuGroupsOf(menu));
  const newPage = `${folder}/${path.basename(page)}`;
  if (newPage === page) throw new Error(`${page} is already in the group of ${folder}/.`);
  const toFile = path.join(contentDir(product), `${newPage}${path.extname(fromFile)}`);
  if (fs.existsSync(path.join(siteDir, toFile)) || fs.existsSync(path.join(siteDir, `${toFile}x`))) {
    throw new Error(`${toFile} already exists; rename one of the pages first.`);
  }
  // Only the current docs move: a product's cut versions keep the page where it was.
  const root = versionPath(product, CURRENT_VERSION, cutVersions(siteDir, product));
  const [from, to] = [`${root}${page}/`, `${root}${newPage}/`];
  const newMenu = insertDocIntoSidebar(removeDocFromSidebar(menu, page), newPage);

  fs.mkdirSync(path.dirname(path.join(siteDir, toFile)), {recursive: true});
  fs.renameSync(path.join(siteDir, fromFile), path.join(siteDir, toFile));
  fs.writeFileSync(menuPath, newMenu);
  const movedFile = path.join(siteDir, MOVED_PAGES_FILE);
  fs.writeFileSync(movedFile, movedPagesSource(recordMove(readMoves(siteDir), from, to)));
  return {
    from: {file: fromFile, address: from},
    to: {file: toFile, address: to},
    relinked: relink(siteDir, from, to),
  };
}

async function main(): Promise<void> {
  const [product = '', page = '', destination = ''] = parseArgs({allowPositionals: true}).positionals;
  if (!isProductId(product) || !page || !destination) {
    console.error(
      [
        ...(isProductId(product)
          ? []
          : [`"${product}" is not a product; use one of ${PRODUCT_IDS.join(', ')}.`]),
        USAGE,
      ].join('\n'),
    );
    process.exit(1);
  }
  const report = await movePage(SITE_DIR, product, page.replace(/\.mdx?$/, ''), destination);
  console.log(`Moved ${report.from.file} to ${report.to.file}, and its entry in ${sidebarFile(product)}.`);
  console.log(`${report.from.address} now leads to ${report.to.address} (${MOVED_PAGES_FILE}).`);
  for (const {file, links} of report.relinked) console.log(`Updated ${links} link(s) in ${file}.`);
  if (await runningPreview(SITE_DIR)) console.log(await previewLine(SITE_DIR, report.to.address));
  console.log('Check it with npm run check:docs and npm run build before you open a pull request.');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(1);
  });
}
