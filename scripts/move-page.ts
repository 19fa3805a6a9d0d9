/**
 * `npm run move:page -- <product> <page> <group>`: moves a page to another
 * menu group (another folder) of its product. It moves the file (keeping
 * `.md` or `.mdx`) and its menu entry, keeps the old address working through
 * a redirect (config/moved-pages.json), points links to it at the new address
 * (pages of every product, `src/`, the test lists) and lists every other
 * mention of the old address it left. All of it is written, or none of it.
 * Example: npm run move:page -- jet jobs/installer-logs deployment
 */
import fs from 'node:fs';
import path from 'node:path';
import {CURRENT_VERSION, cutVersions, versionPath} from '../config/docsVersions';
import {MOVED_PAGES_FILE, movedPagesJson, readMovedPages} from '../config/movedPages';
import {PRODUCTS, PRODUCT_IDS, contentDir, isProductId, type ProductId} from '../src/products';
import {sidebarFile} from '../sidebars';
import {runIfMain, UsageError, type WritersCommand} from './lib/command';
import {applyChanges, type FileChange} from './lib/fileChanges';
import {filesUnder, markdownFiles} from './lib/files';
import {addressLines, destinationFolder, leftReason, recordMove, rewriteLinks} from './lib/movePage';
import {previewLine, runningPreview} from './lib/preview';
import {insertDocIntoSidebar, menuGroupsOf, removeDocFromSidebar} from './sidebar-edit';

const SITE_DIR = path.join(__dirname, '..');
/** Besides the pages, where links to a page's address are pointed at its new one (the canonical lists excepted). */
const RELINKED = [
  {dir: 'src', pattern: /\.tsx?$/},
  {dir: 'tests', pattern: /\.tsv$/},
];
/** Where other mentions of the old address are looked for: every text file but what is built or installed. */
const SCANNED = /\.(md|mdx|ts|tsx|js|cjs|mjs|json|tsv|css|ya?ml|txt|conf|sh)$/;
const NOT_SCANNED = /^(node_modules|build.*|test-results|playwright-report|coverage|\..*)$/;

export interface MoveReport {
  readonly from: {readonly file: string; readonly address: string};
  readonly to: {readonly file: string; readonly address: string};
  /** Files whose links were pointed at the new address, with how many links each. */
  readonly relinked: ReadonlyArray<{readonly file: string; readonly links: number}>;
  /** Mentions of the old address the command left as they are: `file:line` and why. */
  readonly left: ReadonlyArray<{readonly at: string; readonly why: string}>;
}

/** The page's file (`.md` or `.mdx`), relative to the site; a UsageError saying what exists otherwise. */
function pageFile(siteDir: string, product: ProductId, page: string): string {
  const base = path.join(contentDir(product), page);
  const found = ['.md', '.mdx']
    .map((ext) => `${base}${ext}`)
    .find((f) => fs.existsSync(path.join(siteDir, f)));
  if (page === 'index') throw new UsageError(['The section root (index) has no menu group; it cannot move.']);
  if (!found) {
    throw new UsageError([
      `${product} has no page ${page} (no ${base}.md or ${base}.mdx). Give the page as its path inside ` +
        `${contentDir(product)}/ without the extension, e.g. jobs/installer-logs.`,
    ]);
  }
  return found;
}

/** The files that may link to a page, relative to the site: every product's pages, `src/` and the test lists. */
function linkingFiles(siteDir: string): string[] {
  return [
    ...PRODUCTS.flatMap((p) => markdownFiles(path.join(siteDir, contentDir(p.id)))),
    ...RELINKED.flatMap(({dir, pattern}) => filesUnder(path.join(siteDir, dir), pattern)),
  ]
    .map((file) => path.relative(siteDir, file))
    .filter((file) => leftReason(file) === undefined);
}

/** Every text file of the site, relative to it, to look for mentions of the old address in. */
function scannedFiles(siteDir: string): string[] {
  return fs
    .readdirSync(siteDir)
    .filter((entry) => !NOT_SCANNED.test(entry))
    .flatMap((entry) => filesUnder(path.join(siteDir, entry), SCANNED))
    .map((file) => path.relative(siteDir, file));
}

/** What moving `page` of `product` into `destination` (a group's folder or label) writes, and its report. */
export function planMove(
  siteDir: string,
  product: ProductId,
  page: string,
  destination: string,
): {changes: FileChange[]; report: MoveReport} {
  const fromFile = pageFile(siteDir, product, page);
  const menuFile = sidebarFile(product);
  const menu = fs.readFileSync(path.join(siteDir, menuFile), 'utf8');
  const folder = destinationFolder(destination, menuGroupsOf(menu));
  const newPage = `${folder}/${path.basename(page)}`;
  if (newPage === page) throw new UsageError([`${page} is already in the group of ${folder}/.`]);
  const toFile = path.join(contentDir(product), `${newPage}${path.extname(fromFile)}`);
  const taken = ['.md', '.mdx']
    .map((ext) => path.join(contentDir(product), `${newPage}${ext}`))
    .find((file) => fs.existsSync(path.join(siteDir, file)));
  if (taken) throw new Error(`${taken} already exists; rename one of the pages first.`);
  // Only the current docs move: a product's cut versions keep the page where it was.
  const root = versionPath(product, CURRENT_VERSION, cutVersions(siteDir, product));
  const [from, to] = [`${root}${page}/`, `${root}${newPage}/`];

  const texts = new Map<string, string>();
  const read = (file: string): string => texts.get(file) ?? fs.readFileSync(path.join(siteDir, file), 'utf8');
  const relinked: Array<{file: string; links: number}> = [];
  for (const file of linkingFiles(siteDir)) {
    const {text, count} = rewriteLinks(read(file), from, to);
    if (count === 0) continue;
    texts.set(file, text);
    relinked.push({file: file === fromFile ? toFile : file, links: count});
  }
  const moves = recordMove(readMovedPages(siteDir), from, to);
  // The new file first and the old one last: the running preview never misses the page.
  const changes: FileChange[] = [
    {file: toFile, text: read(fromFile)},
    {file: menuFile, text: insertDocIntoSidebar(removeDocFromSidebar(menu, page), newPage)},
    {file: MOVED_PAGES_FILE, text: movedPagesJson(moves)},
    ...[...texts].filter(([file]) => file !== fromFile).map(([file, text]) => ({file, text})),
    {file: fromFile, text: null},
  ];
  const left = scannedFiles(siteDir)
    .filter((file) => file !== fromFile && file !== MOVED_PAGES_FILE)
    .flatMap((file) =>
      addressLines(read(file), from).map((line) => ({
        at: `${file}:${line}`,
        why: leftReason(file) ?? 'not a link the command rewrites: change it if it means the page',
      })),
    );
  return {
    changes,
    report: {from: {file: fromFile, address: from}, to: {file: toFile, address: to}, relinked, left},
  };
}

/** Moves `page` of `product` into the menu group `destination` in the site at `siteDir`: all of it, or nothing. */
export function movePage(siteDir: string, product: ProductId, page: string, destination: string): MoveReport {
  const {changes, report} = planMove(siteDir, product, page, destination);
  applyChanges(siteDir, changes);
  return report;
}

export const moveCommand: WritersCommand = {
  usage:
    'Usage: npm run move:page -- <product> <page> <group>   e.g. npm run move:page -- jet jobs/installer-logs deployment',
  positionals: ['product', 'page', 'group'],
  async run({product, page, group}) {
    const problems = [
      ...(isProductId(product)
        ? []
        : [`"${product}" is not a product; use one of ${PRODUCT_IDS.join(', ')}.`]),
      ...(page
        ? []
        : ['Name the page to move, as its path inside its product folder (jobs/installer-logs).']),
      ...(group ? [] : ['Name the group to move it to, by its folder (deployment) or its label.']),
    ];
    if (problems.length > 0 || !isProductId(product)) throw new UsageError(problems);
    const report = movePage(SITE_DIR, product, page.replace(/\.mdx?$/, ''), group);
    console.log(`Moved ${report.from.file} to ${report.to.file}, and its entry in ${sidebarFile(product)}.`);
    console.log(`${report.from.address} now leads to ${report.to.address} (${MOVED_PAGES_FILE}).`);
    for (const {file, links} of report.relinked) console.log(`Updated ${links} link(s) in ${file}.`);
    if (report.left.length > 0) {
      console.log(`Left as they are, each still naming ${report.from.address}:`);
      for (const {at, why} of report.left) console.log(`  ${at}: ${why}`);
    }
    if (await runningPreview(SITE_DIR)) console.log(await previewLine(SITE_DIR, report.to.address));
    console.log('Check it with npm run check:docs and npm run build before you open a pull request.');
  },
};

runIfMain(module, moveCommand);
