/**
 * `npm run content:stats [-- <product>/<group> ...]`: pages, words of prose
 * (minimum and median) and Mermaid diagrams per product and per top-level menu
 * group; with arguments, also one line for the groups named together
 * (`flight-deck/` alone is the section root), e.g.
 * `npm run content:stats -- flight-deck/ flight-deck/general flight-deck/deployment`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import matter from 'gray-matter';
import {PRODUCTS, contentDir} from '../src/products';
import {countWords, proseText} from './content-rules';
import {markdownFiles} from './lib/files';
import {median} from './lib/stats';

interface PageStats {
  product: string;
  group: string;
  words: number;
  diagrams: number;
}

function summary(label: string, pages: readonly PageStats[]): string {
  const words = pages.map((p) => p.words).sort((a, b) => a - b);
  const diagrams = pages.reduce((sum, p) => sum + p.diagrams, 0);
  return `${label.padEnd(42)} ${String(pages.length).padStart(5)} ${String(words[0] ?? 0).padStart(6)} ${String(median(words)).padStart(7)} ${String(diagrams).padStart(9)}`;
}

function main(): void {
  console.log(`${'scope'.padEnd(42)} pages minWds medianW  diagrams`);
  const all: PageStats[] = [];
  for (const product of PRODUCTS) {
    const dir = contentDir(product.id);
    const pages = markdownFiles(dir).map((file): PageStats => {
      const source = fs.readFileSync(file, 'utf8');
      const relative = path.relative(dir, file).split(path.sep);
      return {
        product: product.id,
        group: relative.length > 1 ? relative[0] : '(section root)',
        words: countWords(proseText(matter(source).content)),
        diagrams: (source.match(/^```mermaid\s*$/gm) ?? []).length,
      };
    });
    all.push(...pages);
    console.log(summary(product.name, pages));
    for (const group of [...new Set(pages.map((p) => p.group))]) {
      console.log(
        summary(
          `  ${group}`,
          pages.filter((p) => p.group === group),
        ),
      );
    }
  }
  console.log(summary('All products', all));
  const scopes = parseArgs({allowPositionals: true}).positionals;
  if (scopes.length > 0)
    console.log(
      summary(
        `Selected: ${scopes.join(' ')}`.slice(0, 42),
        all.filter((page) => inScope(page, scopes)),
      ),
    );
}

/** Whether a page lies in one of the scopes `<product>/<group>` (`<product>/` is the section root). */
export function inScope(page: {product: string; group: string}, scopes: readonly string[]): boolean {
  return scopes.some((scope) => {
    const [product, group = ''] = scope.split('/');
    return (
      page.product === product && (group === '' ? page.group === '(section root)' : page.group === group)
    );
  });
}

if (require.main === module) main();
