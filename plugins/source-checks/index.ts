/**
 * The build names the source file and line of every mistake in a page's
 * Markdown, in the words of `npm run check:docs` (`checks.ts`): a remark step
 * that, in a production build, fails a page with all of its mistakes at once
 * (broken links, anchors and files, diagrams that do not parse), so one build
 * lists every page's mistakes; and Docusaurus's hooks for a link to a missing
 * page file or image. Links outside Markdown (the header, the footer, React
 * pages) are left to Docusaurus's own check. The preview (`npm start`) checks
 * no links: a link to a page still being written never blanks the one being edited.
 */
import path from 'node:path';
// The named export: Docusaurus 4 loads plugins with jiti 2, whose default import of this package is no logger.
import {logger} from '@docusaurus/logger';
import {SourceChecker} from './checks';
import {missingFileMessage} from './links';

interface MarkdownFile {
  readonly path?: string;
}

/** The remark step with the site bound, for a content plugin's `beforeDefaultRemarkPlugins`. */
export function sourceCheckRemarkPlugin(
  siteDir: string,
): () => (tree: unknown, file: MarkdownFile) => Promise<void> {
  let checker: SourceChecker | undefined;
  return function remarkSourceChecks() {
    return async (_tree, file) => {
      if (process.env.NODE_ENV !== 'production' || !file.path) return;
      if (!checker) {
        const created = new SourceChecker(siteDir);
        process.once('exit', () => created.save());
        checker = created;
      }
      const problems = await checker.problems(file.path);
      if (problems.length > 0) {
        throw new Error(
          problems.map(({file: page, line, message}) => `${page}:${line}: ${message}`).join('\n'),
        );
      }
    };
  };
}

type BrokenMarkdownHook = (params: {sourceFilePath: string; url: string; node: unknown}) => string;

/**
 * The `markdown.hooks` of the site config: a Markdown link to a page file, or
 * an image, that does not exist fails the page with its file, line and the
 * words of `npm run check:docs`; the preview prints the same as a warning and
 * shows the page (failing it would show nothing at all).
 */
export function brokenMarkdownHooks(siteDir: string): {
  onBrokenMarkdownLinks: BrokenMarkdownHook;
  onBrokenMarkdownImages: BrokenMarkdownHook;
} {
  const report =
    (image: boolean): BrokenMarkdownHook =>
    ({sourceFilePath, url, node}) => {
      // Docusaurus passes the file relative to the working directory.
      const file = path.resolve(sourceFilePath);
      const line = (node as {position?: {start: {line: number}}}).position?.start.line ?? 1;
      const problem = `${path.relative(siteDir, file)}:${line}: ${missingFileMessage(url, file, siteDir, image)}`;
      if (process.env.NODE_ENV !== 'development') throw new Error(problem);
      logger.warn(problem);
      return url;
    };
  return {onBrokenMarkdownLinks: report(false), onBrokenMarkdownImages: report(true)};
}
