/**
 * A fresh clone of this checkout's current commit in a temporary folder, as a
 * writer gets from `git clone`: no `.docusaurus/`, no build, and no caches. Its
 * `node_modules` is a real folder whose entries link to this checkout's
 * packages, so nothing is installed, but its `node_modules/.cache` (bundler
 * cache, drawn diagrams) starts empty, as after `npm ci`.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

export interface FreshClone {
  readonly dir: string;
  remove(): void;
}

/** Clones HEAD (committed work only) into a new temporary folder. */
export function freshClone(): FreshClone {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-writers-'));
  execFileSync('git', ['clone', '--quiet', ROOT, dir], {stdio: 'ignore'});
  const modules = path.join(ROOT, 'node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync(modules)) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
  }
  return {dir, remove: () => fs.rmSync(dir, {recursive: true, force: true})};
}
