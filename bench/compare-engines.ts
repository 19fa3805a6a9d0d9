/**
 * Compares candidate local search engines on the built site's records:
 * serialized index bytes (raw and gzip, per product), query latency in Node,
 * and relevance (recall@5, MRR) on `tests/search/queries.tsv`.
 * Every engine gets the same fields (title, headings, keywords, description,
 * content), the same boosts and, where it has them, the same as-you-type
 * options (prefix on the last word, one typo in words of 5+ letters).
 *
 * Usage (after `npm run build`): `npx tsx bench/compare-engines.ts [--dir build]`
 */
import {performance} from 'node:perf_hooks';
import zlib from 'node:zlib';
import lunr from 'lunr';
import {create, insertMultiple, save, search as oramaSearch} from '@orama/orama';
import {Document as FlexDocument} from 'flexsearch';
import {PRODUCTS, type ProductId} from '../src/products';
import type {SearchRecord} from '../src/search/types';
import {terms, words, STOP_WORDS} from '../src/search/text';
import {buildShard, loadShard, rank} from '../src/search/local/engine';
import {collectRecords} from '../plugins/search-index/collectRecords';
import {readQueries, relevance, type QueryCase} from './lib/queries';

const BOOST = {title: 4, headings: 2, keywords: 2, description: 1.5, content: 1} as const;
const FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];

// A type alias (not an interface) so it satisfies FlexSearch's index-signature constraint.
type Doc = {
  id: number;
  path: string;
  title: string;
  headings: string;
  keywords: string;
  description: string;
  content: string;
};

interface Engine {
  readonly name: string;
  build(docs: readonly Doc[]): Promise<{serialized: string; query: (q: string) => Promise<string[]> | string[]}>;
}

function toDocs(records: readonly SearchRecord[]): Doc[] {
  return records.map((r, id) => ({
    id,
    path: r.path,
    title: r.title,
    headings: r.headings.join(' \n '),
    keywords: r.keywords.join(' \n '),
    description: r.description,
    content: r.content,
  }));
}

/** MiniSearch as shipped (`src/search/local/engine.ts`): same options, boosts and ranking. */
const minisearchEngine: Engine = {
  name: 'MiniSearch 7.2 (shipped configuration)',
  async build(docs) {
    const records: SearchRecord[] = docs.map((doc) => ({
      objectID: doc.path,
      path: doc.path,
      title: doc.title,
      headings: doc.headings.split(' \n '),
      keywords: doc.keywords.split(' \n '),
      description: doc.description,
      content: doc.content,
      product: 'jet',
      version: 'current',
    }));
    const shard = buildShard('jet', records);
    const loaded = loadShard(JSON.parse(JSON.stringify(shard)));
    return {
      serialized: JSON.stringify(shard.index),
      query: (q) => rank(loaded, q).map((hit) => docs[hit.id].path),
    };
  },
};

const lunrEngine: Engine = {
  name: 'Lunr 2.3 (stock pipeline)',
  async build(docs) {
    const index = lunr(function build() {
      this.ref('id');
      for (const field of FIELDS) this.field(field, {boost: BOOST[field]});
      docs.forEach((doc) => this.add(doc));
    });
    const serialized = JSON.stringify(index);
    const loaded = lunr.Index.load(JSON.parse(serialized));
    return {
      serialized,
      query: (q) => {
        const tokens = words(q).filter((w) => !STOP_WORDS.has(w));
        return loaded
          .query((query) => {
            tokens.forEach((token, i) => {
              query.term(token, {});
              if (i === tokens.length - 1) query.term(token, {wildcard: lunr.Query.wildcard.TRAILING, boost: 0.5});
              if (token.length >= 5) query.term(token, {editDistance: 1, boost: 0.3});
            });
          })
          .map((hit) => docs[Number(hit.ref)].path);
      },
    };
  },
};

const oramaEngine: Engine = {
  name: 'Orama 3.1 (English stemmer)',
  async build(docs) {
    const db = create({
      schema: {path: 'string', title: 'string', headings: 'string', keywords: 'string', description: 'string', content: 'string'},
      components: {tokenizer: {stemming: true, stopWords: [...STOP_WORDS]}},
    });
    await insertMultiple(db, docs.map((doc) => ({...doc, id: String(doc.id)})));
    const serialized = JSON.stringify(save(db));
    return {
      serialized,
      query: async (q) => {
        const result = await oramaSearch(db, {
          term: q,
          properties: [...FIELDS],
          boost: BOOST,
          tolerance: 1,
          threshold: 1,
          limit: 20,
        });
        return result.hits.map((hit) => hit.document.path as string);
      },
    };
  },
};

const flexsearchEngine: Engine = {
  name: 'FlexSearch 0.8 (forward tokenizer)',
  async build(docs) {
    const index = new FlexDocument<Doc>({
      document: {id: 'id', index: [...FIELDS]},
      tokenize: 'forward',
      encode: (text: string) => terms(text),
    });
    docs.forEach((doc) => index.add(doc));
    const parts: Record<string, unknown> = {};
    await index.export((key: string, data: unknown) => {
      parts[key] = data;
    });
    return {
      serialized: JSON.stringify(parts),
      query: (q) => {
        const results = index.search(q, {limit: 20, suggest: true});
        // Merge field result lists in boost order, summing a rank-based score.
        const score = new Map<number, number>();
        for (const fieldResult of results) {
          const boost = BOOST[fieldResult.field as keyof typeof BOOST] ?? 1;
          fieldResult.result.forEach((id, rank) => {
            score.set(Number(id), (score.get(Number(id)) ?? 0) + boost / (rank + 1));
          });
        }
        return [...score.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => docs[id].path);
      },
    };
  },
};

function gzipBytes(text: string): number {
  return zlib.gzipSync(text).length;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index !== -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

async function main(): Promise<void> {
  const records = await collectRecords(option('dir', 'build'));
  if (records.length === 0) throw new Error('No records: build the site first (`npm run build`).');
  const cases = readQueries();
  const engines = [minisearchEngine, oramaEngine, flexsearchEngine, lunrEngine];
  const rows: string[] = [];
  rows.push('| engine | largest shard raw | largest shard gzip | all shards gzip | recall@5 | MRR | query p50 | query p95 |');
  rows.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const engine of engines) {
    const built = new Map<ProductId, Awaited<ReturnType<Engine['build']>>>();
    let largestRaw = 0;
    let largestGzip = 0;
    let totalGzip = 0;
    for (const product of PRODUCTS) {
      const docs = toDocs(records.filter((r) => r.product === product.id));
      const result = await engine.build(docs);
      built.set(product.id, result);
      const gz = gzipBytes(result.serialized);
      totalGzip += gz;
      if (gz > largestGzip) {
        largestGzip = gz;
        largestRaw = result.serialized.length;
      }
    }
    const rankings: string[][] = [];
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      for (const c of cases as QueryCase[]) {
        const start = performance.now();
        const ranking = await built.get(c.product)!.query(c.query);
        times.push(performance.now() - start);
        if (run === 0) rankings.push(ranking);
      }
    }
    const {recallAt5, mrr, misses} = relevance(cases, rankings);
    rows.push(
      `| ${engine.name} | ${(largestRaw / 1024).toFixed(0)} KB | ${(largestGzip / 1024).toFixed(0)} KB | ` +
        `${(totalGzip / 1024).toFixed(0)} KB | ${recallAt5.toFixed(3)} | ${mrr.toFixed(3)} | ` +
        `${percentile(times, 50).toFixed(2)} ms | ${percentile(times, 95).toFixed(2)} ms |`,
    );
    if (process.argv.includes('--misses')) {
      console.error(`\n${engine.name} misses:\n${misses.map((m) => `  ${m.query} → ${m.expected}`).join('\n')}`);
    }
  }
  console.log(`${records.length} pages, ${cases.length} queries; index only (display fields are the same for all)\n`);
  console.log(rows.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
