/**
 * Checks every documentation page against what the content guide makes
 * checkable by a program, and that every diagram fits the desktop column.
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
    console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s) in ${pages.length} page(s).`);
    process.exit(1);
  }
  console.log(`Content OK: ${pages.length} page(s) checked.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
