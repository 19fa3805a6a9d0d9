/**
 * The checks of pages' sources that the build, `npm run check:docs` and `npm
 * run lint:content` share, so that all three report a mistake at the same line
 * in the same words: a page that does not parse, broken links (pages, files,
 * anchors, images) and Mermaid diagrams that do not parse.
 */
import path from 'node:path';
import {closeDiagramRenderer} from '../diagrams/drawings';
import {diagramCacheDir} from '../diagrams/cache';
import {fenceProblem} from './fences';
import {linkProblems, type SiteIndex} from './links';
import {PageSources, siteIndex} from './site';
import {siteFiles} from './siteFiles';

export interface SourceProblem {
  /** The page's file, relative to the site. */
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** Where the pages read by the checks are kept between runs (`PageSources`). */
export function pageCacheFile(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'help-checks', 'pages.json');
}

/** The checks of one site, its pages read once (and kept between runs in the site's cache). */
export class SourceChecker {
  readonly sources: PageSources;
  private readonly site: SiteIndex;
  private readonly pageFiles: ReadonlyMap<string, string>;

  constructor(readonly siteDir: string) {
    this.sources = new PageSources(pageCacheFile(siteDir));
    const {routes, pageFiles} = siteFiles(siteDir);
    this.pageFiles = pageFiles;
    this.site = siteIndex(siteDir, routes, pageFiles, this.sources);
  }

  /** Keeps what was read for the next run (pages of the site only). */
  save(): void {
    this.sources.save(this.pageFiles.values());
  }

  /** The problems of the page in `file` (an absolute path), each with the file relative to the site. */
  async problems(file: string): Promise<SourceProblem[]> {
    const page = this.sources.get(file);
    const found = [
      ...(page.error ? [page.error] : []),
      ...linkProblems(file, this.site.routeOfFile(file) ?? '/', page, this.site),
    ];
    for (const fence of page.fences) {
      const problem = await fenceProblem(fence, diagramCacheDir(this.siteDir));
      if (problem) found.push(problem);
    }
    return found
      .sort((a, b) => a.line - b.line)
      .map((problem) => ({file: path.relative(this.siteDir, file), ...problem}));
  }
}

/** The problems of the pages in `files` (absolute paths), read against the whole site in `siteDir`. */
export async function sourceProblems(
  siteDir: string,
  files: readonly string[],
  checker: SourceChecker = new SourceChecker(siteDir),
): Promise<SourceProblem[]> {
  const problems: SourceProblem[] = [];
  try {
    for (const file of files) problems.push(...(await checker.problems(file)));
  } finally {
    checker.save();
    await closeDiagramRenderer();
  }
  return problems;
}
