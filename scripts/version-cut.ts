/**
 * `npm run version:cut -- <product> <version> [--from <tag-or-commit>]`: freezes
 * one product's docs as a release, the new latest version. Other products are
 * untouched. `--older --from <tag-or-commit>` files a release older than the
 * latest instead, from the docs of that git revision. See scripts/lib/versionCut.ts.
 * Examples: npm run version:cut -- flight-deck 3.4
 *           npm run version:cut -- flight-deck 3.3.1 --older --from flight-deck-3.3.1
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {cutVersions, versionPath} from '../config/docsVersions';
import {isProductId, type ProductId} from '../src/products';
import {cutVersion, validateVersionCut, type CutOptions, type CutSummary} from './lib/versionCut';

const SITE_DIR = path.join(__dirname, '..');
const USAGE = [
  'Usage: npm run version:cut -- <product> <version> [--from <tag-or-commit>]',
  '       npm run version:cut -- <product> <older version> --older --from <tag-or-commit>',
  'e.g.   npm run version:cut -- flight-deck 3.4',
].join('\n');

/** The versions already cut for a product, newest first (Docusaurus's `<id>_versions.json`). */
export const existingVersions = cutVersions;
export {validateVersionCut};

function parse(): {product: string; version: string; options: CutOptions} {
  const {positionals, values} = parseArgs({
    allowPositionals: true,
    options: {older: {type: 'boolean', default: false}, from: {type: 'string'}},
  });
  const [product = '', version = ''] = positionals;
  return {product, version, options: {older: values.older, from: values.from}};
}

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

function main(): void {
  let request;
  try {
    request = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  }
  const {product, version, options} = request;
  const problems = validateVersionCut(product, version, existingVersions(SITE_DIR, product), options);
  if (problems.length > 0 || !isProductId(product)) {
    console.error([...problems, USAGE].join('\n'));
    process.exit(1);
  }
  try {
    console.log(cutReport(product, version, cutVersion(SITE_DIR, product, version, options), options));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (require.main === module) main();
