/**
 * "Last updated" on the pages of cut docs versions. Git dates a copied file
 * from the commit that adds it, so `version:cut` writes into each page it
 * copies the date its text last changed (`last_update.date` in the front
 * matter, scripts/lib/versionCut.ts), which Docusaurus shows instead of git's.
 * That date holds until someone fixes the released page: once git holds a
 * change to it after the commit that added it, this front-matter hook
 * (`markdown.parseFrontMatter`, a public config hook) drops the date, and
 * Docusaurus dates the page from git like any other, by that change.
 * Build-time only.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

/** A page of a cut version: `<product>_versioned_docs/version-<name>/…`. */
const VERSIONED_PAGE = /(^|[/\\])[a-z0-9-]+_versioned_docs[/\\]version-[^/\\]+[/\\]/;

const editedBySite = new Map<string, ReadonlySet<string>>();

/**
 * The pages of cut versions (real absolute paths) that git shows changed after the
 * commit that added them; empty outside git. One `git log` for the whole site, once per build.
 */
export function editedVersionedPages(siteDir: string): ReadonlySet<string> {
  let edited = editedBySite.get(siteDir);
  if (edited) return edited;
  const git = (args: readonly string[]) => spawnSync('git', args, {cwd: siteDir, encoding: 'utf8'});
  const root = git(['rev-parse', '--show-toplevel']);
  const log = git(['log', '--diff-filter=M', '--name-only', '--format=', '--', '*_versioned_docs/*']);
  edited =
    root.status === 0 && log.status === 0
      ? new Set(
          log.stdout
            .split('\n')
            .filter(Boolean)
            .map((file) => path.join(root.stdout.trim(), file)),
        )
      : new Set();
  editedBySite.set(siteDir, edited);
  return edited;
}

/** Docusaurus's front-matter parser, without the cut's date on a versioned page edited since the cut. */
export function versionDatesFrontMatter(siteDir: string): ParseFrontMatter {
  return async ({defaultParseFrontMatter, ...params}) => {
    const result = await defaultParseFrontMatter(params);
    if (
      result.frontMatter.last_update === undefined ||
      !VERSIONED_PAGE.test(params.filePath) ||
      !editedVersionedPages(siteDir).has(fs.realpathSync(params.filePath))
    )
      return result;
    const frontMatter = {...result.frontMatter};
    delete frontMatter.last_update;
    return {...result, frontMatter};
  };
}
