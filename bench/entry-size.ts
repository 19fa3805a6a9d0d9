/**
 * Size of what every page loads before its route code: the scripts and
 * stylesheets its HTML names, raw and gzip, for one or more builds; the first
 * build is the baseline the others are compared with.
 * Usage: `tsx bench/entry-size.ts [--page /jet/] <baseline-build> [build ...]`
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import * as cheerio from 'cheerio';

interface EntrySize {
  readonly files: number;
  readonly raw: number;
  readonly gzip: number;
}

function entrySize(buildDir: string, page: string): EntrySize {
  const html = fs.readFileSync(path.join(buildDir, page, 'index.html'), 'utf8');
  const $ = cheerio.load(html);
  const references = [
    ...$('script[src]')
      .map((_, script) => $(script).attr('src'))
      .get(),
    ...$('link[rel=stylesheet]')
      .map((_, link) => $(link).attr('href'))
      .get(),
  ].filter((reference): reference is string => reference?.startsWith('/') ?? false);
  let raw = 0;
  let gzip = 0;
  for (const reference of references) {
    const content = fs.readFileSync(path.join(buildDir, reference));
    raw += content.length;
    gzip += zlib.gzipSync(content, {level: 9}).length;
  }
  return {files: references.length, raw, gzip};
}

const {values: options, positionals: args} = parseArgs({
  options: {page: {type: 'string', default: '/jet/'}},
  allowPositionals: true,
});
const page = options.page;
if (args.length === 0) {
  console.error('Usage: tsx bench/entry-size.ts [--page /jet/] <baseline-build> [build ...]');
  process.exit(1);
}
const [baseline, ...others] = args.map((dir) => ({dir, size: entrySize(dir, page)}));
console.log(`Entry scripts and styles of ${page} (gzip level 9)`);
for (const {dir, size} of [baseline, ...others]) {
  const ratio = (size.gzip / baseline.size.gzip).toFixed(3);
  console.log(
    `${dir}: ${size.files} files, ${(size.raw / 1024).toFixed(1)} KiB raw, ${(size.gzip / 1024).toFixed(1)} KiB gzip, ${ratio}× baseline`,
  );
}
