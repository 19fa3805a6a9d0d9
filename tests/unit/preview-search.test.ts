import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {indexMiddleware} from '../../plugins/preview-search';
import {markdownSections, previewRecord} from '../../plugins/preview-search/records';
import {createSearchClient} from '../../src/search/client';
import {createLocalBackend} from '../../src/search/local/backend';
import {latestOf, memorySource, pageRecord} from './doubles/searchSource';

const BODY = [
  '# Hot Folders',
  '',
  '<!-- Say who this page is for. -->',
  'A *hot folder* starts a [job](../jobs/) when files land.',
  '',
  '## Set up a hot folder',
  '',
  '1. Open **Jobs**.',
  '2. Choose `Hot folder`.',
  '',
  '### Notes',
  '',
  'Files must be complete.',
  '',
  '```bash',
  '## not a heading',
  '```',
  '',
  '## Notes',
  '',
  '| Kind | Limit |',
  '| --- | --- |',
  '| files | 10 |',
].join('\n');

describe('preview search records', () => {
  it('splits a page at its h2 and h3 headings, with the anchors Docusaurus gives them', () => {
    const {lead, sections} = markdownSections(BODY);
    expect(lead).toBe('A hot folder starts a job when files land.');
    expect(sections.map(({anchor, heading, level, parent}) => ({anchor, heading, level, parent}))).toEqual([
      {anchor: 'set-up-a-hot-folder', heading: 'Set up a hot folder', level: 2, parent: undefined},
      {anchor: 'notes', heading: 'Notes', level: 3, parent: 'Set up a hot folder'},
      {anchor: 'notes-1', heading: 'Notes', level: 2, parent: undefined},
    ]);
    expect(sections[0].content).toBe('Open Jobs . Choose Hot folder .');
    expect(sections[1].content).toContain('## not a heading');
    expect(sections[2].content).toBe('Kind Limit --- --- files 10');
  });

  it('makes a search record of a page: title, keywords, description, address with a slash', () => {
    const record = previewRecord({
      product: 'jet',
      version: 'current',
      permalink: '/jet/jobs/hot-folders',
      title: 'Hot Folders',
      description: 'Start jobs when files land.',
      keywords: ['watch folder'],
      body: BODY,
    });
    expect(record).toMatchObject({
      objectID: '/jet/jobs/hot-folders/',
      path: '/jet/jobs/hot-folders/',
      title: 'Hot Folders',
      keywords: ['watch folder'],
      headings: ['Set up a hot folder', 'Notes', 'Notes'],
      product: 'jet',
      version: 'current',
    });
  });
});

describe('preview search middleware', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-search-'));
  fs.mkdirSync(path.join(dir, 'jet'));
  fs.writeFileSync(path.join(dir, 'jet.json'), '{"format":2}');
  fs.writeFileSync(path.join(dir, 'jet', '0.json'), '["lead"]');
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  const answer = (url: string, ready: () => Promise<string> = async () => dir) =>
    new Promise<{status: number; body: string; headers: Record<string, string>} | 'next'>((resolve) => {
      const headers: Record<string, string> = {};
      const response = {
        statusCode: 0,
        setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
        end: (body?: string | Buffer) => resolve({status: response.statusCode, body: String(body), headers}),
      };
      indexMiddleware('/search-index/', ready)({url, method: 'GET'}, response, () => resolve('next'));
    });

  it('answers the index files, never to be kept', async () => {
    expect(await answer('/search-index/jet.json?v=abc.2')).toEqual({
      status: 200,
      body: '{"format":2}',
      headers: {'content-type': 'application/json', 'cache-control': 'no-store'},
    });
    expect(await answer('/search-index/jet/0.json')).toMatchObject({status: 200, body: '["lead"]'});
  });

  it('waits for the build under way', async () => {
    let finish: (value: string) => void = () => undefined;
    const building = new Promise<string>((resolve) => (finish = resolve));
    const answered = answer('/search-index/jet.json', () => building);
    finish(dir);
    expect(await answered).toMatchObject({status: 200});
  });

  it('answers 404 for a file the index lacks, or when no index could be built', async () => {
    expect(await answer('/search-index/media-engine.json')).toMatchObject({status: 404});
    expect(await answer('/search-index/jet.json', () => Promise.reject(new Error('failed')))).toMatchObject({
      status: 404,
    });
  });

  it('leaves every other address, and paths out of the folder, to the dev server', async () => {
    expect(await answer('/jet/jobs/')).toBe('next');
    expect(await answer('/search-index/../package.json')).toBe('next');
    expect(await answer('/search-index/%2e%2e/package.json')).toBe('next');
  });
});

describe('the browser side of the preview', () => {
  const records = [pageRecord('jet', 'hot-folders', 'Hot Folders', 'A hot folder starts a job.')];
  const shardLoads = (loads: readonly string[]) => loads.filter((load) => load === 'shard:jet').length;
  afterEach(() => jest.restoreAllMocks());

  it('loads a shard again once it is older than maxAgeMs, and keeps it until then', async () => {
    let now = 10_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const {source, loads} = memorySource(records);
    const client = createSearchClient(createLocalBackend(source, latestOf(records), {maxAgeMs: 2_000}));
    await client.search({query: 'hot', product: 'jet'});
    now += 1_500;
    await client.search({query: 'hot folder', product: 'jet'});
    expect(shardLoads(loads)).toBe(1);
    now += 1_000;
    await client.search({query: 'hot', product: 'jet'});
    expect(shardLoads(loads)).toBe(2);
  });

  it('keeps a shard for good without maxAgeMs (the built site)', async () => {
    let now = 10_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const {source, loads} = memorySource(records);
    const client = createSearchClient(createLocalBackend(source, latestOf(records)));
    await client.search({query: 'hot', product: 'jet'});
    now += 3_600_000;
    await client.search({query: 'hot', product: 'jet'});
    expect(shardLoads(loads)).toBe(1);
  });
});
