import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeLocalIndex} from '../../plugins/search-index';
import type {SearchRecord} from '../../src/search/types';

function record(
  product: SearchRecord['product'],
  route: string,
  version: string,
  title: string,
): SearchRecord {
  return {
    objectID: route,
    path: route,
    title,
    headings: [],
    content: `${title} body.`,
    product,
    version,
    description: '',
    keywords: [],
  };
}

const LATEST = {
  'media-shuttle': 'current',
  jet: '2.0',
  'flight-deck': 'current',
  'media-engine': 'current',
} as const;

describe('writeLocalIndex', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-index-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('writes one shard per product and version: the latest as the product shard, each other under its version', async () => {
    const records = [
      record('jet', '/jet/jobs/', '2.0', 'Jobs'),
      record('jet', '/jet/1.0/jobs/', '1.0', 'Old Jobs'),
      record('jet', '/jet/next/jobs/', 'current', 'Next Jobs'),
      record('flight-deck', '/flight-deck/agents/', 'current', 'Agents'),
    ];
    const sizes = await writeLocalIndex(dir, records, LATEST);
    expect(Object.keys(sizes).sort()).toEqual([
      'flight-deck',
      'jet',
      'jet@1.0',
      'jet@current',
      'media-engine',
      'media-shuttle',
    ]);
    const shard = (name: string) =>
      JSON.parse(fs.readFileSync(path.join(dir, 'search-index', `${name}.json`), 'utf8'));
    expect(shard('jet').docs.map((d: {path: string}) => d.path)).toEqual(['/jet/jobs/']);
    expect(shard('jet@1.0').docs.map((d: {path: string}) => d.path)).toEqual(['/jet/1.0/jobs/']);
    expect(shard('jet@current').docs.map((d: {path: string}) => d.path)).toEqual(['/jet/next/jobs/']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'search-index', 'jet@1.0', '0.json'), 'utf8'))).toEqual([
      'Old Jobs body.',
    ]);
    // A product without pages still answers, with an empty shard. Each page's texts are a file of their own;
    // all.json holds them all, for offline search only (fetched after a first answer, never by it).
    expect(shard('media-engine').docs).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'search-index', 'jet'))).toEqual(['0.json', 'all.json']);
  });
});
