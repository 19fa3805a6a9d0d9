/**
 * Pushes the built site's search records to Algolia, replacing the index's
 * content atomically and applying its settings. Needs ALGOLIA_APP_ID,
 * ALGOLIA_ADMIN_API_KEY and ALGOLIA_INDEX_NAME (the admin key is read only
 * here, never by the site build). Usage: `npm run search:push [-- --dir build]`
 */
import {parseArgs} from 'node:util';
import {algoliasearch, type IndexSettings} from 'algoliasearch';
import {collectRecords} from '../plugins/search-index/collectRecords';
import type {SearchRecord} from '../src/search/types';

/** Algolia's default per-record limit is 10 KB; long pages keep their first 9 KB of text. */
export const MAX_RECORD_BYTES = 9_000;

export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['unordered(title)', 'unordered(headings)', 'unordered(content)'],
  attributesForFaceting: ['product', 'filterOnly(version)'],
  attributesToHighlight: ['title', 'headings', 'content'],
  attributesToSnippet: ['content:24', 'headings:24'],
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

/** The record as pushed: body text shortened (on a word boundary) so the record fits Algolia's limit. */
export function algoliaRecord(record: SearchRecord, maxBytes: number = MAX_RECORD_BYTES): SearchRecord {
  const room = maxBytes - bytes(JSON.stringify({...record, content: ''}));
  if (bytes(record.content) <= room) return record;
  let content = Buffer.from(record.content, 'utf8').subarray(0, Math.max(0, room)).toString('utf8');
  content = content.replace(/\uFFFD$/, '').replace(/\s+\S*$/, '');
  return {...record, content};
}

export interface PushTarget {
  readonly appId: string;
  readonly adminApiKey: string;
  readonly indexName: string;
  /** Replaces Algolia's hosts; tests point it at a local server. */
  readonly hosts?: {url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https'}[];
}

export async function pushRecords(target: PushTarget, records: readonly SearchRecord[]): Promise<void> {
  const client = algoliasearch(target.appId, target.adminApiKey, target.hosts ? {hosts: target.hosts} : undefined);
  await client.replaceAllObjects({
    indexName: target.indexName,
    objects: records.map((record) => ({...algoliaRecord(record)})),
  });
  const {taskID} = await client.setSettings({indexName: target.indexName, indexSettings: INDEX_SETTINGS});
  await client.waitForTask({indexName: target.indexName, taskID});
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
  if (records.length === 0) throw new Error(`No documentation pages in "${dir}". Run \`npm run build\` first.`);
  await pushRecords(target, records);
  console.log(`Pushed ${records.length} records to the Algolia index "${target.indexName}".`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
