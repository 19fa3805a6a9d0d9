/**
 * Keeps src/theme/README.md's table "Every touch of Docusaurus internals"
 * true: the code that ships or builds the site (./internalsTable.ts says
 * where it looks and what for) is searched for each kind of touch, and every
 * file found must be named in a row of the table that names the touch.
 * Swizzled components are checked against the component table.
 * tests/unit/internals-table-probes.test.ts plants each kind of touch and
 * expects this check to fail.
 */
import fs from 'node:fs';
import path from 'node:path';
import {TOUCHES, WILDCARD, cellWords, findTouches, sourceFiles, tableRows, unlisted} from './internalsTable';

const ROOT = path.join(__dirname, '..', '..');
const readme = fs.readFileSync(path.join(ROOT, 'src', 'theme', 'README.md'), 'utf8');
const internals = tableRows(readme, '## Every touch of Docusaurus internals');
const files = new Map(
  sourceFiles(ROOT).map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]),
);
const touches = findTouches(files);

describe("src/theme/README.md's table of internals", () => {
  it('searches the site config and the commands too', () => {
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['docusaurus.config.ts', 'scripts/move-page.ts', 'plugins/lib/internals.ts']),
    );
  });

  it('finds the touches it looks for (the search itself works)', () => {
    expect(touches.map((t) => t.touch)).toEqual(
      expect.arrayContaining(['theme-common/internal', '@generated/', 'window.docusaurus', 'lib/', 'class']),
    );
  });

  it.each(TOUCHES.map((t) => t.name))('lists every file that touches %s', (name) => {
    expect(unlisted(touches, internals, name)).toEqual([]);
  });

  it('has no wildcard but those written as one on purpose (a name, then `*`)', () => {
    const words = internals.flatMap((row) => cellWords(row.what));
    expect(words.filter((word) => word.includes('*') && !WILDCARD.test(word))).toEqual([]);
  });

  it('lists every swizzled component in the component table, wrapped ones as wrap', () => {
    const components = tableRows(readme, '# Swizzled theme components');
    const named = (component: string) => components.find((row) => row.what === `\`${component}\``);
    const wrapped = [...files]
      .filter(([file]) => file.startsWith('src/theme/'))
      .flatMap(([, text]) => [...text.matchAll(/@theme-original\/([\w/]+)/g)].map((m) => m[1]));
    expect(wrapped.filter((component) => !/^wrap\b/.test(named(component)?.where ?? ''))).toEqual([]);
  });
});
