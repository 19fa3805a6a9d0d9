/**
 * Checks every documentation page against what the content guide makes
 * checkable by a program, with the source checks `npm run check:docs` runs
 * too (broken links, diagrams that do not parse: same lines, same words), that
 * every diagram fits the desktop column, and warns of diagrams too small to
 * read on a phone (`diagram-fit.ts`).
 * Usage: `npm run lint:content [-- file-or-folder ...]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {SourceChecker, sourceProblems} from '../plugins/source-checks/checks';
import {PRODUCT_IDS, contentDir} from '../src/products';
import {lintPage, type LintProblem} from './content-rules';
import {diagramProblems} from './diagram-fit';
import {markdownFiles} from './lib/files';
import {deferralCapMessage} from './support-rules';

const SITE_DIR = path.join(__dirname, '..');

async function main(): Promise<void> {
  const args = parseArgs({allowPositionals: true}).positionals;
  const targets = args.length > 0 ? args : PRODUCT_IDS.map((id) => path.join(SITE_DIR, contentDir(id)));
  const pages = targets.flatMap(markdownFiles).map((file) => {
    const absolute = path.resolve(file);
    return {absolute, file: path.relative(SITE_DIR, absolute), text: fs.readFileSync(absolute, 'utf8')};
  });
  const checker = new SourceChecker(SITE_DIR);
  const fences = pages.map(({file, absolute}) => ({file, fences: checker.sources.get(absolute).fences}));
  const problems: LintProblem[] = [
    ...pages.flatMap(({file, text}) => lintPage(file, text)),
    ...(await sourceProblems(
      SITE_DIR,
      pages.map((page) => page.absolute),
      checker,
    )),
    ...(await diagramProblems(fences)),
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
    process.exitCode = 1;
    return;
  }
  console.log(`Content OK: ${pages.length} page(s) checked, ${warnings} warning(s).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
