/**
 * `npm run version:cut -- <product> <version> [--from <tag-or-commit>]`: freezes
 * one product's docs as a release, the new latest version. Other products are
 * untouched. `--older --from <tag-or-commit>` files a release older than the
 * latest instead, from the docs of that git revision. See scripts/lib/versionCut.ts.
 * Examples: npm run version:cut -- flight-deck 3.4
 *           npm run version:cut -- flight-deck 3.3.1 --older --from flight-deck-3.3.1
 */
import path from 'node:path';
import {cutVersions, versionPath} from '../config/docsVersions';
import {isProductId, type ProductId} from '../src/products';
import {runIfMain, UsageError, type WritersCommand} from './lib/command';
import {cutVersion, validateVersionCut, type CutOptions, type CutSummary} from './lib/versionCut';

const SITE_DIR = path.join(__dirname, '..');

/** The versions already cut for a product, newest first (Docusaurus's `<id>_versions.json`). */
export const existingVersions = cutVersions;
export {validateVersionCut};

/** What the release manager reads after a cut: where the version is served and what to commit. */
export function cutReport(
  product: ProductId,
  version: string,
  summary: CutSummary,
  options: CutOptions,
): string {
  const [latest] = summary.versions;
  const served = versionPath(product, version, summary.versions);
  const lines = [
    options.older
      ? `Filed ${product} ${version} as an older release, from ${options.from}: served at ${served}; ` +
        `/${product}/ still serves ${latest}.`
      : `Cut ${product} ${version}${options.from ? ` from ${options.from}` : ''}. It is now served at /${product}/; ` +
        `the unreleased docs stay at /${product}/next/.`,
    `${summary.dated} pages keep the date their text last changed in git (last_update in their front matter).`,
  ];
  if (summary.undated.length > 0)
    lines.push(
      `${summary.undated.length} pages have changes not committed yet (${summary.undated.slice(0, 3).join(', ')}` +
        `${summary.undated.length > 3 ? ', …' : ''}): they are dated by the commit that adds the cut.`,
    );
  lines.push(
    `Commit the new files: ${product}_versions.json, ${product}_versioned_docs/version-${version}/ and ` +
      `${product}_versioned_sidebars/version-${version}-sidebars.json.`,
  );
  return lines.join('\n');
}

export const versionCutCommand: WritersCommand = {
  usage: [
    'Usage: npm run version:cut -- <product> <version> [--from <tag-or-commit>]',
    '       npm run version:cut -- <product> <older version> --older --from <tag-or-commit>',
    'e.g.   npm run version:cut -- flight-deck 3.4',
  ].join('\n'),
  positionals: ['product', 'version'],
  options: {older: {type: 'boolean'}, from: {type: 'string'}},
  run({product, version}, flags) {
    const options: CutOptions = {older: flags.older === true, from: flags.from as string | undefined};
    const problems = validateVersionCut(product, version, existingVersions(SITE_DIR, product), options);
    if (problems.length > 0 || !isProductId(product)) throw new UsageError(problems);
    console.log(cutReport(product, version, cutVersion(SITE_DIR, product, version, options), options));
  },
};

runIfMain(module, versionCutCommand);
