/** Reads every built docs page of a build folder into search records, in path order. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {SearchRecord} from '../../src/search/types';
import {extractRecord} from './extractRecord';

/** Every `index.html` below `dir` (walked by hand: Node 20's recursive readdir can miss entries). */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return Promise.resolve(entry.name === 'index.html' ? [full] : []);
    }),
  );
  return nested.flat();
}

export async function collectRecords(buildDir: string): Promise<SearchRecord[]> {
  const files = await htmlFiles(buildDir);
  const records: SearchRecord[] = [];
  for (const file of files) {
    const relative = path.relative(buildDir, path.dirname(file)).split(path.sep).join('/');
    const route = relative === '' ? '/' : `/${relative}/`;
    const record = extractRecord(await fs.readFile(file, 'utf8'), route);
    if (record) records.push(record);
  }
  return records.sort((a, b) => a.path.localeCompare(b.path));
}
