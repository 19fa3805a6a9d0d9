/**
 * Searches the built site's local index from the command line, through the
 * same search function the browser uses, and prints the top hits as JSON.
 * Usage: `npm run search -- [--product jet] [--version 3.4] [--hits 5] [--page 1] [--dir build] "partner routes"`
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {PRODUCT_IDS, isProductId} from '../src/products';
import {createSearchClient} from '../src/search/client';
import {versionNames} from '../config/docsVersions';
import {buildFolderBackend} from '../plugins/search-index/fileSource';
import {INDEX_DIR} from '../plugins/search-index/paths';

function parseSearchArgs(argv: readonly string[]) {
  const text = {type: 'string'} as const;
  return parseArgs({
    args: [...argv],
    options: {product: text, version: text, hits: text, page: text, dir: text},
    allowPositionals: true,
    strict: true,
  });
}

const SITE_DIR = path.join(__dirname, '..');

const USAGE =
  'Usage: npm run search -- [--product <id>] [--version <name>] [--hits N] [--page N] [--dir build] "<query>"';

export interface CliArgs {
  readonly query: string;
  readonly product?: string;
  /** A docs version name (`current`, `3.4`); only pages of that version. */
  readonly version?: string;
  readonly hits: number;
  readonly page: number;
  readonly dir: string;
}

/**
 * Parses the arguments; throws an Error whose message is fit to print.
 * `versionsOf`: a product's docs versions (by default, this repository's).
 */
export function parseCliArgs(
  argv: readonly string[],
  versionsOf = (product: string) => versionNames(SITE_DIR, product),
): CliArgs {
  let parsed: ReturnType<typeof parseSearchArgs>;
  try {
    parsed = parseSearchArgs(argv);
  } catch (error) {
    // node:util names the problem (unknown option, missing value); the usage line says what is accepted.
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const {values: options, positionals: words} = parsed;
  const query = words.join(' ').trim();
  if (query === '') throw new Error(`Give a query to search for.\n${USAGE}`);
  if (options.product !== undefined && !isProductId(options.product)) {
    throw new Error(`Unknown product "${options.product}". Products: ${PRODUCT_IDS.join(', ')}.`);
  }
  if (options.version !== undefined) {
    if (options.product === undefined)
      throw new Error(`A docs version belongs to one product: give --product with --version.\n${USAGE}`);
    const versions = versionsOf(options.product);
    if (!versions.includes(options.version)) {
      throw new Error(
        `${options.product} has no docs version "${options.version}"; its versions: ${versions.join(', ')}.`,
      );
    }
  }
  const whole = (name: 'hits' | 'page', fallback: number): number => {
    const value = Number(options[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`--${name} must be a whole number of at least 1.`);
    return value;
  };
  return {
    query,
    product: options.product,
    version: options.version,
    hits: whole('hits', 5),
    page: whole('page', 1),
    dir: options.dir ?? 'build',
  };
}

async function main(): Promise<void> {
  const args = parseCliArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(args.dir, INDEX_DIR))) {
    throw new Error(`No search index in "${args.dir}". Run \`npm run build\` first.`);
  }
  const client = createSearchClient(buildFolderBackend(args.dir));
  const response = await client.search({
    query: args.query,
    product: isProductId(args.product) ? args.product : undefined,
    version: args.version,
    page: args.page - 1,
    hitsPerPage: args.hits,
  });
  const hits = response.hits.map((hit) => ({
    objectID: hit.objectID,
    title: hit.title,
    path: hit.path,
    url: hit.url,
    section: hit.section ? [hit.section.parent, hit.section.heading].filter(Boolean).join(' › ') : null,
    product: hit.product,
    version: hit.version,
    snippet: hit._snippetResult.content.value,
  }));
  console.log(JSON.stringify({...response, hits}, null, 2));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
