/**
 * The site's source files, and a copy of them in another folder that shares
 * this checkout's node_modules: how a changed site is built without touching
 * the checkout (the docs-version browser test, the growth benchmark).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
/** Top-level entries that are not sources of the site (or are linked, not copied). */
const NOT_COPIED = new Set(['node_modules', 'tests', 'test-results', 'playwright-report', 'bench']);

function isSiteSource(relative: string): boolean {
  const top = relative.split(path.sep)[0];
  return top !== '' && !NOT_COPIED.has(top) && !top.startsWith('.') && !top.startsWith('build');
}

/** Every source file below the site root, as paths relative to it, sorted. */
export function siteSourceFiles(dir: string = ROOT): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (!isSiteSource(path.relative(ROOT, full))) return [];
      return entry.isDirectory() ? siteSourceFiles(full) : [path.relative(ROOT, full)];
    })
    .sort();
}

/** Copies the site's sources into `target` (an existing folder) and links node_modules there. */
export function copySite(target: string): void {
  for (const file of siteSourceFiles()) {
    fs.mkdirSync(path.dirname(path.join(target, file)), {recursive: true});
    fs.copyFileSync(path.join(ROOT, file), path.join(target, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}
