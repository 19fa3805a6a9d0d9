/**
 * Pushes the built site's search records to Algolia, one per page lead and per
 * h2/h3 section in DocSearch's shape (`hierarchy.lvl0…lvl3`, `url` with the
 * heading anchor, `content`), replacing the index's content atomically and
 * applying its settings (one hit per page through `distinct`) and the
 * synonym table of `src/search/synonyms.ts`. Needs ALGOLIA_APP_ID,
 * ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME (the admin key is read only
 * here, never by the site build). Usage: `npm run search:push [-- --dir build]`
 */
import {parseArgs} from 'node:util';
import {algoliasearch, type IndexSettings} from 'algoliasearch';
import {collectRecords} from '../plugins/search-index/collectRecords';
import {getProduct} from '../src/products';
import {pageWeight} from '../src/search/local/engine';
import {synonymGroups} from '../src/search/synonyms';
import {SNIPPET_WORDS} from '../src/search/snippet';
import {QUESTION_WORDS} from '../src/search/text';
import type {SearchRecord} from '../src/search/types';

/** Algolia's default per-record limit is 10 KB; long pages keep their first 9 KB of text. */
export const MAX_RECORD_BYTES = 9_000;

/**
 * Searchable attributes in order of weight: title, headings, keywords and
 * description, body. Algolia's default ranking keeps `proximity` (words
 * standing together rank higher) and `attribute` (that order). Question words
 * never stop a record matching (`optionalWords`), and a query whose every
 * word is missing from a record falls back to its optional words.
 */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(keywords),unordered(description)',
    'unordered(content)',
  ],
  attributesForFaceting: ['product', 'filterOnly(version)'],
  attributeForDistinct: 'path',
  distinct: 1,
  // After the text criteria, as the local index weighs overview pages below the pages they introduce.
  customRanking: ['desc(pageWeight)'],
  attributesToHighlight: ['title', 'headings', 'content', 'hierarchy.lvl2', 'hierarchy.lvl3'],
  attributesToSnippet: [`content:${SNIPPET_WORDS}`, `headings:${SNIPPET_WORDS}`],
  optionalWords: [...QUESTION_WORDS],
  removeWordsIfNoResults: 'allOptional',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  ignorePlurals: true,
  removeStopWords: true,
  queryLanguages: ['en'],
};

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** One Algolia record: a page's lead or one of its sections, in DocSearch's hierarchy. */
export interface AlgoliaRecord extends Omit<SearchRecord, 'lead' | 'sections'> {
  /** The page address, with `#anchor` for a section. */
  readonly url: string;
  /** The page's ranking weight in percent (`pageWeight` of the local index): 80 for an overview page, else 100. */
  readonly pageWeight: number;
  /** The section's heading id; absent on the page's lead. */
  readonly anchor?: string;
  readonly hierarchy: {
    /** The product's name. */
    readonly lvl0: string;
    /** The page title. */
    readonly lvl1: string;
    /** The h2 (or the h2 an h3 sits under). */
    readonly lvl2: string | null;
    readonly lvl3: string | null;
  };
}

/** A page's records: its lead (object id: the path) and each section (object id: the url). */
export function sectionRecords(record: SearchRecord): AlgoliaRecord[] {
  const {lead, sections = [], ...page} = record;
  const base = {
    ...page,
    pageWeight: Math.round(100 * pageWeight(record.path)),
    hierarchy: {lvl0: getProduct(record.product).name, lvl1: record.title, lvl2: null, lvl3: null},
  };
  return [
    {...base, url: record.path, content: lead ?? record.content},
    ...sections.map((section) => {
      const url = `${record.path}#${section.anchor}`;
      const lvl2 = section.level === 2 ? section.heading : (section.parent ?? null);
      const lvl3 = section.level === 3 ? section.heading : null;
      return {
        ...base,
        objectID: url,
        url,
        anchor: section.anchor,
        content: section.content,
        hierarchy: {...base.hierarchy, lvl2, lvl3},
      };
    }),
  ];
}

/** The record as pushed: body text shortened (on a word boundary) so the record fits Algolia's limit. */
export function algoliaRecord<T extends {readonly content: string}>(
  record: T,
  maxBytes: number = MAX_RECORD_BYTES,
): T {
  const room = maxBytes - bytes(JSON.stringify({...record, content: ''}));
  if (bytes(record.content) <= room) return record;
  let content = Buffer.from(record.content, 'utf8').subarray(0, Math.max(0, room)).toString('utf8');
  content = content.replace(/\uFFFD$/, '').replace(/\s+\S*$/, '');
  return {...record, content};
}

/** The synonym table as Algolia synonyms (every group of every product: Algolia's synonyms are index-wide). */
export function algoliaSynonyms(): {objectID: string; type: 'synonym'; synonyms: string[]}[] {
  return synonymGroups().map((group, i) => ({
    objectID: `help-synonym-${i + 1}`,
    type: 'synonym',
    synonyms: [...group],
  }));
}

export interface PushTarget {
  readonly appId: string;
  readonly adminApiKey: string;
  readonly indexName: string;
  /** Replaces Algolia's hosts; tests point it at a local server. */
  readonly hosts?: {url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https'}[];
}

export async function pushRecords(target: PushTarget, records: readonly SearchRecord[]): Promise<void> {
  const client = algoliasearch(
    target.appId,
    target.adminApiKey,
    target.hosts ? {hosts: target.hosts} : undefined,
  );
  await client.replaceAllObjects({
    indexName: target.indexName,
    objects: records.flatMap(sectionRecords).map((record) => ({...algoliaRecord(record)})),
  });
  const {taskID} = await client.setSettings({indexName: target.indexName, indexSettings: INDEX_SETTINGS});
  await client.waitForTask({indexName: target.indexName, taskID});
  const synonyms = await client.saveSynonyms({
    indexName: target.indexName,
    synonymHit: algoliaSynonyms(),
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({indexName: target.indexName, taskID: synonyms.taskID});
}

/** The push target from the environment, or an error naming what is missing. */
export function targetFromEnv(env: Readonly<Record<string, string | undefined>>): PushTarget {
  const names = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`search:push needs ${missing.join(', ')} in the environment.`);
  return {
    appId: env.ALGOLIA_APP_ID!.trim(),
    adminApiKey: env.ALGOLIA_ADMIN_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
  };
}

async function main(): Promise<void> {
  const target = targetFromEnv(process.env);
  const {dir} = parseArgs({options: {dir: {type: 'string', default: 'build'}}}).values;
  const records = await collectRecords(dir);
  if (records.length === 0)
    throw new Error(`No documentation pages in "${dir}". Run \`npm run build\` first.`);
  await pushRecords(target, records);
  console.log(
    `Pushed ${records.length} pages (as one record per section) to the Algolia index "${target.indexName}".`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
