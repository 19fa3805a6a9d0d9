/**
 * `npm run version:cut -- <product> <version>`: freezes the current docs of
 * one product as a release version (a thin wrapper over Docusaurus's
 * `docs:version:<product>`), after checking the name. Other products are untouched.
 * Example: npm run version:cut -- flight-deck 3.4
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {cutVersions} from '../config/docsVersions';
import {PRODUCT_IDS, isProductId} from '../src/products';

const SITE_DIR = path.join(__dirname, '..');
const USAGE =
  'Usage: npm run version:cut -- <product> <version>   e.g. npm run version:cut -- flight-deck 3.4';

/** Release numbers: `3`, `3.4` or `3.4.1`. Words like `next` or `current` are taken by Docusaurus. */
const VERSION_NAME = /^\d+(\.\d+){0,2}$/;

/** The versions already cut for a product, newest first (Docusaurus's `<id>_versions.json`). */
export const existingVersions = cutVersions;

/** Problems with the request, in words a release manager can act on; empty when it can go ahead. */
export function validateVersionCut(product: string, version: string, existing: readonly string[]): string[] {
  if (!isProductId(product)) {
    return [`"${product}" is not a product; use one of ${PRODUCT_IDS.join(', ')}.`];
  }
  if (!VERSION_NAME.test(version)) {
    return [`"${version}" is not a release number; use digits and dots such as 3, 3.4 or 3.4.1.`];
  }
  if (existing.includes(version)) {
    return [
      `${product} ${version} already exists (${product}_versioned_docs/version-${version}); ` +
        "a cut version is never overwritten. Pick a new number, or edit that version's files directly.",
    ];
  }
  return [];
}

function main(): void {
  const [product = '', version = ''] = parseArgs({allowPositionals: true}).positionals;
  const problems = validateVersionCut(product, version, existingVersions(SITE_DIR, product));
  if (problems.length > 0) {
    console.error([...problems, USAGE].join('\n'));
    process.exit(1);
  }
  const result = spawnSync('npx', ['docusaurus', `docs:version:${product}`, version], {
    cwd: SITE_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(
    `Cut ${product} ${version}. It is now served at /${product}/; the unreleased docs stay at /${product}/next/. ` +
      'Commit the new files: ' +
      `${product}_versions.json, ${product}_versioned_docs/version-${version}/ and ${product}_versioned_sidebars/.`,
  );
}

if (require.main === module) main();
