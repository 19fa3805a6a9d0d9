/**
 * Cutting a docs version, as `npm run version:cut` does it: the checks on the
 * request, and the cut itself. The cut writes what Docusaurus's own
 * `docs:version` command writes (the pages in `<product>_versioned_docs/version-<v>/`,
 * the evaluated menu in `<product>_versioned_sidebars/version-<v>-sidebars.json`,
 * the name in `<product>_versions.json`), with three differences that command
 * cannot make: the versions file stays sorted newest first (Docusaurus serves
 * its first entry as the latest), the pages and menu may come from a git
 * revision (an older release's docs are not today's), and each page keeps the
 * date its text last changed in git (`last_update` front matter), which a
 * copy would otherwise lose: git dates a copied file from the commit that adds it.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compareVersions, cutVersions, newestFirst} from '../../config/docsVersions';
import {PRODUCT_IDS, contentDir, isProductId, type ProductId} from '../../src/products';
import {sidebarFile} from '../../sidebars';
import {markdownFiles} from './files';

/** Release numbers: `3`, `3.4` or `3.4.1`. Words like `next` or `current` are taken by Docusaurus. */
const VERSION_NAME = /^\d+(\.\d+){0,2}$/;

export interface CutOptions {
  /** File the version as an older release: the latest stays the latest. */
  readonly older?: boolean;
  /** The git revision (tag, branch or commit) whose docs and menu the version freezes; today's files when unset. */
  readonly from?: string;
}

function refusedOrder(product: string, version: string, latest: string, {older, from}: CutOptions): string[] {
  const newer = compareVersions(version, latest) > 0;
  if (older && newer)
    return [`${product} ${version} is newer than the latest version, ${latest}: cut it without --older.`];
  if (!older && !newer)
    return [
      `${product} ${version} is older than the latest version, ${latest}. Cut as it is, it would become the ` +
        `version served at /${product}/ and freeze today's docs as ${version}'s. To add an older release, ` +
        'name the git tag or commit its docs were written at: ' +
        `npm run version:cut -- ${product} ${version} --older --from ${from ?? '<tag-or-commit>'}`,
    ];
  return [];
}

/** Problems with the request, in words a release manager can act on; empty when it can go ahead. */
export function validateVersionCut(
  product: string,
  version: string,
  existing: readonly string[],
  options: CutOptions = {},
): string[] {
  if (!isProductId(product)) {
    return [`"${product}" is not a product; use one of ${PRODUCT_IDS.join(', ')}.`];
  }
  if (!VERSION_NAME.test(version)) {
    return [`"${version}" is not a release number; use digits and dots such as 3, 3.4 or 3.4.1.`];
  }
  const same = existing.find((name) => compareVersions(name, version) === 0);
  if (same !== undefined) {
    return [
      `${product} ${same === version ? version : `${version} is the same release as ${same}, which`} already ` +
        `exists (${product}_versioned_docs/version-${same}); a cut version is never overwritten. ` +
        "Pick a new number, or edit that version's files directly.",
    ];
  }
  if (options.older && existing.length === 0) {
    return [`${product} has no cut version yet, so ${version} would be its latest: cut it without --older.`];
  }
  if (options.older && !options.from) {
    return [
      `--older needs --from <tag-or-commit>: the git revision whose ${contentDir(product)}/ and menu are ` +
        `release ${version}'s. Today's docs are the next release's, not an older one's.`,
    ];
  }
  return existing.length === 0 ? [] : refusedOrder(product, version, existing[0], options);
}

/** Runs git in `cwd`; its output, or an error with git's own words. */
export function git(cwd: string, args: readonly string[]): string {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (result.status !== 0)
    throw new Error(`git ${args.join(' ')} failed: ${(result.stderr || result.error?.message || '').trim()}`);
  return result.stdout;
}

export function isGitWorkTree(dir: string): boolean {
  return spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir}).status === 0;
}

/** The commit a revision names, or an error that says what to give instead. */
export function resolveRevision(siteDir: string, revision: string): string {
  try {
    return git(siteDir, ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]).trim();
  } catch {
    throw new Error(
      `"${revision}" is not a git revision of this repository: give a tag (git tag --list), a branch or a commit id.`,
    );
  }
}

/**
 * When each file below `folder` (relative to the repository root) last changed
 * in the history of `revision`: ISO dates by path relative to `folder`. The
 * newest commit that touched a file is the first of `git log` to name it.
 */
export function lastChanged(siteDir: string, folder: string, revision = 'HEAD'): Map<string, string> {
  const dates = new Map<string, string>();
  const log = git(siteDir, ['log', '--format=%x00%cI', '--name-only', revision, '--', folder]);
  // git names files from the repository's root, which may lie above the site's.
  const prefix = `${git(siteDir, ['rev-parse', '--show-prefix']).trim()}${folder}/`;
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.split('\n').filter(Boolean);
    for (const file of files)
      if (file.startsWith(prefix) && !dates.has(file.slice(prefix.length)))
        dates.set(file.slice(prefix.length), date);
  }
  return dates;
}

/** Files below `folder` that differ from the last commit (changed, added or untracked): git has no date for their text. */
export function uncommitted(siteDir: string, folder: string): Set<string> {
  const status = git(siteDir, [
    'status',
    '--porcelain',
    '--untracked-files=all',
    '--no-renames',
    '--',
    folder,
  ]);
  const prefix = `${git(siteDir, ['rev-parse', '--show-prefix']).trim()}${folder}/`;
  return new Set(
    status
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3).replace(/^"|"$/g, ''))
      .filter((file) => file.startsWith(prefix))
      .map((file) => file.slice(prefix.length)),
  );
}

/** A page with `last_update: {date}` added to its front matter (kept as it is when it has one). */
export function withLastUpdate(source: string, date: string): string {
  const field = `last_update:\n  date: ${date}\n`;
  const open = /^---\r?\n/.exec(source);
  if (!open) return `---\n${field}---\n${source}`;
  const close = /^---\s*$/m.exec(source.slice(open[0].length));
  if (!close) return source;
  const end = open[0].length + close.index;
  const frontMatter = source.slice(open[0].length, end);
  return /^last_update:/m.test(frontMatter) ? source : `${source.slice(0, end)}${field}${source.slice(end)}`;
}

/** A copy of the repository at `commit` in a temporary folder, sharing this checkout's node_modules. */
function checkoutAt(siteDir: string, commit: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-version-cut-'));
  const archive = path.join(dir, 'revision.tar');
  git(siteDir, ['archive', '--format=tar', '-o', archive, commit]);
  const tree = path.join(dir, 'tree');
  fs.mkdirSync(tree);
  const untar = spawnSync('tar', ['-xf', archive, '-C', tree], {encoding: 'utf8'});
  if (untar.status !== 0) throw new Error(`tar could not unpack ${commit}: ${untar.stderr}`);
  const modules = path.join(siteDir, 'node_modules');
  if (fs.existsSync(modules)) fs.symlinkSync(modules, path.join(tree, 'node_modules'), 'dir');
  return tree;
}

/** The menu a sidebars file of `tree` holds, evaluated as the docs plugin evaluates it. */
function evaluatedSidebars(tree: string, product: ProductId): unknown {
  const file = path.join(tree, sidebarFile(product));
  if (!fs.existsSync(file)) throw new Error(`${sidebarFile(product)} does not exist there.`);
  // Loaded with require, which tsx and Jest resolve for a .ts file (see sidebars/index.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(file) as {default: unknown}).default;
}

export interface CutSummary {
  readonly versionsFile: string;
  readonly docsDir: string;
  readonly sidebarsFile: string;
  /** Pages that carry the date their text last changed. */
  readonly dated: number;
  /** Pages without a date in git (not committed yet): the commit that adds the cut dates them. */
  readonly undated: readonly string[];
  /** The versions, newest first, after the cut. */
  readonly versions: readonly string[];
}

/** Copies the product's pages from `tree` into the version's folder, each with its last-change date. */
function copyPages(
  tree: string,
  target: string,
  dates: ReadonlyMap<string, string>,
  skip: ReadonlySet<string>,
): {dated: number; undated: string[]} {
  fs.cpSync(tree, target, {recursive: true});
  const undated: string[] = [];
  for (const file of markdownFiles(target)) {
    const relative = path.relative(target, file).split(path.sep).join('/');
    const date = skip.has(relative) ? undefined : dates.get(relative);
    if (date === undefined) undated.push(relative);
    else fs.writeFileSync(file, withLastUpdate(fs.readFileSync(file, 'utf8'), date));
  }
  return {dated: markdownFiles(target).length - undated.length, undated};
}

/** Cuts `version` of `product` in `siteDir` (checked with `validateVersionCut` first). */
export function cutVersion(
  siteDir: string,
  product: ProductId,
  version: string,
  options: CutOptions = {},
): CutSummary {
  const commit = options.from ? resolveRevision(siteDir, options.from) : undefined;
  const tree = commit ? checkoutAt(siteDir, commit) : siteDir;
  try {
    const folder = contentDir(product);
    if (!fs.existsSync(path.join(tree, folder)))
      throw new Error(`${folder}/ does not exist at ${options.from}: is it a revision of ${product}'s docs?`);
    const sidebars = evaluatedSidebars(tree, product);
    // A copy of the sources outside git (a test or benchmark copy) has no dates to keep.
    const tracked = commit !== undefined || isGitWorkTree(siteDir);
    const dates = tracked ? lastChanged(siteDir, folder, commit) : new Map<string, string>();
    const skip = commit || !tracked ? new Set<string>() : uncommitted(siteDir, folder);

    const docsDir = path.join(siteDir, `${product}_versioned_docs`, `version-${version}`);
    const sidebarsFile = path.join(
      siteDir,
      `${product}_versioned_sidebars`,
      `version-${version}-sidebars.json`,
    );
    const versionsFile = path.join(siteDir, `${product}_versions.json`);
    const versions = newestFirst([...cutVersions(siteDir, product), version]);
    if (fs.existsSync(docsDir))
      throw new Error(
        `${path.relative(siteDir, docsDir)} exists though ${product}_versions.json does not list ${version}: ` +
          'left by an earlier cut? Remove it (CONTRIBUTING.md, "Remove a mistaken cut") and cut again.',
      );
    const pages = copyPages(path.join(tree, folder), docsDir, dates, skip);
    fs.mkdirSync(path.dirname(sidebarsFile), {recursive: true});
    fs.writeFileSync(sidebarsFile, `${JSON.stringify(sidebars, null, 2)}\n`);
    fs.writeFileSync(versionsFile, `${JSON.stringify(versions, null, 2)}\n`);
    return {versionsFile, docsDir, sidebarsFile, ...pages, versions};
  } finally {
    if (tree !== siteDir) fs.rmSync(path.dirname(tree), {recursive: true, force: true});
  }
}
