import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {filesUnder, markdownFiles} from '../../scripts/lib/files';
import {median, percentile} from '../../scripts/lib/stats';

describe('tooling library', () => {
  it('takes the middle value, or the mean of the two middle values, of unsorted figures', () => {
    expect(median([])).toBe(0);
    expect(median([236])).toBe(236);
    expect(median([900, 200, 300])).toBe(300);
    expect(median([400, 900, 200, 300])).toBe(350);
  });

  it('gives the nearest-rank percentile', () => {
    const values = Array.from({length: 20}, (_, i) => 20 - i);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([], 95)).toBe(0);
  });

  it('walks a folder for pages, sorted, and accepts a single page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-files-'));
    fs.mkdirSync(path.join(dir, 'b'));
    for (const name of ['b/two.mdx', 'a.md', 'b/notes.txt']) fs.writeFileSync(path.join(dir, name), '');
    expect(markdownFiles(dir)).toEqual([path.join(dir, 'a.md'), path.join(dir, 'b', 'two.mdx')]);
    expect(markdownFiles(path.join(dir, 'a.md'))).toEqual([path.join(dir, 'a.md')]);
    expect(filesUnder(path.join(dir, 'missing'), /x/)).toEqual([]);
    fs.rmSync(dir, {recursive: true});
  });
});
