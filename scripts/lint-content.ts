/**
 * Checks every documentation page against what the content guide makes
 * checkable by a program, that every diagram fits the desktop column, and
 * warns of diagrams too small to read on a phone (`diagram-fit.ts`).
 * Usage: `npm run lint:content [-- file-or-folder ...]`.
 */
import fs from 'node:fs';
import {parseArgs} from 'node:util';
import {PRODUCT_IDS, contentDir} from '../src/products';
import {lintPage, type LintProblem} from './content-rules';
import {diagramProblems} from './diagram-fit';
import {markdownFiles} from './lib/files';
import {deferralCapMessage} from './support-rules';

async function main(): Promise<void> {
  const args = parseArgs({allowPositionals: true}).positionals;
  const targets = args.length > 0 ? args : PRODUCT_IDS.map(contentDir);
  const pages = targets.flatMap(markdownFiles).map((file) => ({file, text: fs.readFileSync(file, 'utf8')}));
  const problems: LintProblem[] = [
    ...pages.flatMap(({file, text}) => lintPage(file, text)),
    ...(await diagramProblems(pages)),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  // Counted over the pages checked: the whole site when no path is given.
  const capMessage = deferralCapMessage(pages);
  if (capMessage) problems.push({file: targets.join(' '), line: 0, message: capMessage});
  for (const problem of problems) {
    console.error(`${problem.file}:${problem.line}: ${problem.warning ? 'warning: ' : ''}${problem.message}`);
  }
  const errors = problems.filter((problem) => !problem.warning).length;
  const warnings = problems.length - errors;
  if (errors > 0) {
    console.error(`\n${errors} problem(s) and ${warnings} warning(s) in ${pages.length} page(s).`);
    process.exit(1);
  }
  console.log(`Content OK: ${pages.length} page(s) checked, ${warnings} warning(s).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
