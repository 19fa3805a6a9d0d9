/** Finding the project's files: one walker for every script and test. */
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `target` (or `target` itself) whose name matches `pattern`, sorted. */
export function filesUnder(target: string, pattern: RegExp): string[] {
  const stat = fs.statSync(target, {throwIfNoEntry: false});
  if (!stat) return [];
  if (stat.isFile()) return pattern.test(path.basename(target)) ? [target] : [];
  return fs
    .readdirSync(target, {withFileTypes: true})
    .flatMap((entry) => filesUnder(path.join(target, entry.name), pattern))
    .sort();
}

/** The Markdown and MDX pages below `target` (or `target` itself when it is a page). */
export function markdownFiles(target: string): string[] {
  return filesUnder(target, /\.mdx?$/);
}
