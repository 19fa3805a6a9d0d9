/**
 * Checks every documentation page against what the content guide makes
 * checkable by a program. Usage: `npm run lint:content [-- file-or-folder ...]`.
 */
import fs from 'node:fs';
import {parseArgs} from 'node:util';
import {PRODUCT_IDS, contentDir} from '../src/products';
import {lintPage, type LintProblem} from './content-rules';
import {markdownFiles} from './lib/files';

function main(): void {
  const args = parseArgs({allowPositionals: true}).positionals;
  const targets = args.length > 0 ? args : PRODUCT_IDS.map(contentDir);
  const files = targets.flatMap(markdownFiles);
  const problems: LintProblem[] = files.flatMap((file) =>
    lintPage(file, fs.readFileSync(file, 'utf8')),
  );
  for (const problem of problems) {
    console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s) in ${files.length} page(s).`);
    process.exit(1);
  }
  console.log(`Content OK: ${files.length} page(s) checked.`);
}

main();
