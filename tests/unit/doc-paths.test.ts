/**
 * No stale reference in the project's own Markdown: every repository path a
 * README, guide, decision record or operators' note names, in backticks
 * (`plugins/route-scripts.ts`) or as a link target (`[x](decisions/README.md)`),
 * must exist. Product content (`docs-*` and cut versions) is left to the
 * build's link checks. Not checked: addresses of the site (`/jet/…`), URLs,
 * globs and placeholders (`<page>/index.md`, `search-index/{product}.json`),
 * package paths (`@docusaurus/…`), and what only a build, a test run or a
 * command writes (`build/`, `.docusaurus/`, `node_modules/.cache/`, a cut
 * version's files).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../scripts/lib/files';

const ROOT = path.join(__dirname, '..', '..');

/** Folders and files that exist only after a build, a test run or an install (see `.gitignore`), or inside a build. */
const GENERATED = new Set([
  'node_modules',
  'build',
  'build-analytics',
  '.docusaurus',
  '.cache-loader',
  'test-results',
  'playwright-report',
  'coverage',
  '_nginx',
  '_headers',
  '_redirects',
  'assets',
  'search-index',
]);
const GENERATED_PREFIXES = ['tests/screenshots/'];
/** A product's cut versions, written by `npm run version:cut` (named in its instructions before any exists). */
const CUT_VERSION = /_versioned_docs|_versioned_sidebars|_versions\.json$/;
/** Files a path in prose is taken to be, when its first folder is not one of the repository's. */
const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs|md|mdx|json|sh|css|tsv|conf|ya?ml)$/;
/** A bare file name checked as a path: the project's upper-case Markdown files (README.md, CONTRIBUTING.md…). */
const PROJECT_DOC = /^[A-Z][A-Z0-9_-]*\.md$/;
const PATH_SHAPE = /^[\w.-]+(\/[\w.+-]+)*\/?$/;

/** The project's Markdown files: tracked or new, outside product content. */
function projectMarkdownFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md', '*.mdx'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
      .split('\0')
      .filter(Boolean);
  } catch {
    // A copy of the sources outside git: walk it.
    files = filesUnder(ROOT, /\.mdx?$/)
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
      .filter((file) => !file.split('/').some((segment) => GENERATED.has(segment)));
  }
  return files
    .filter((file) => fs.existsSync(path.join(ROOT, file)))
    .filter((file) => !/^docs-[^/]+\//.test(file) && !CUT_VERSION.test(file))
    .filter((file) => !file.split('/').includes('node_modules'))
    .sort();
}

export interface Reference {
  readonly line: number;
  readonly text: string;
  readonly kind: 'code' | 'link';
}

/** Inline code spans and link targets of a Markdown text, outside fenced code blocks. */
export function referencesIn(markdown: string): Reference[] {
  const references: Reference[] = [];
  let fence: {char: string; length: number} | undefined;
  markdown.split('\n').forEach((line, index) => {
    // A backtick fence's info string holds no backtick (```` ```mermaid ```` is inline code).
    const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (marker && !(marker[1][0] === '`' && marker[2].includes('`'))) {
      const [char, length] = [marker[1][0], marker[1].length];
      if (!fence) fence = {char, length};
      else if (char === fence.char && length >= fence.length && line.trim() === marker[1]) fence = undefined;
      return;
    }
    if (fence) return;
    for (const match of line.matchAll(/(`+)(?!`)(.+?)(?<!`)\1(?!`)/g)) {
      references.push({line: index + 1, text: match[2].trim(), kind: 'code'});
    }
    const prose = line.replace(/(`+)(?!`)(.+?)(?<!`)\1(?!`)/g, '');
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      references.push({line: index + 1, text: match[1], kind: 'link'});
    }
    const definition = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(prose);
    if (definition) references.push({line: index + 1, text: definition[1], kind: 'link'});
    // The project's upper-case Markdown files are named in plain prose too ("measured in BENCHMARKS.md").
    for (const match of prose.replace(/\]\([^)]*\)/g, '').matchAll(/(?<![\w/.-])([A-Z][A-Z0-9_-]*\.md)\b/g)) {
      references.push({line: index + 1, text: match[1], kind: 'code'});
    }
  });
  return references;
}

function isGenerated(repoPath: string): boolean {
  return (
    repoPath.split('/').some((segment) => GENERATED.has(segment)) ||
    GENERATED_PREFIXES.some((prefix) => `${repoPath}/`.startsWith(prefix)) ||
    CUT_VERSION.test(repoPath)
  );
}

/**
 * The repository path a reference names, relative to the root, or undefined
 * when it names none (a site address, a URL, a placeholder, a word in code).
 */
export function repositoryPath(
  reference: Reference,
  markdownFile: string,
  topLevel: ReadonlySet<string>,
): string | undefined {
  let text = reference.text.replace(/[#?].*$/, '').replace(/:\d+(:\d+)?$/, '');
  if (reference.kind === 'link') {
    if (text === '' || /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('/')) return undefined;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(markdownFile), text));
    return resolved.startsWith('..') || isGenerated(resolved)
      ? undefined
      : resolved.replace(/\/$/, '') || '.';
  }
  text = text.replace(/^\.\//, '');
  // Outside the repository (`../shared`) or not a path at all.
  if (!PATH_SHAPE.test(text) || text.startsWith('..')) return undefined;
  if (isGenerated(text)) return undefined;
  const trimmed = text.replace(/\/$/, '');
  if (!trimmed.includes('/')) {
    if (!PROJECT_DOC.test(trimmed)) return undefined;
    // Named from beside it (src/theme/README.md naming README.md) or from the root.
    const beside = path.posix.join(path.posix.dirname(markdownFile), trimmed);
    return fs.existsSync(path.join(ROOT, beside)) ? beside : trimmed;
  }
  const first = trimmed.split('/')[0];
  return topLevel.has(first) || SOURCE_FILE.test(trimmed) ? trimmed : undefined;
}

const TOP_LEVEL = new Set(fs.readdirSync(ROOT).filter((name) => !GENERATED.has(name)));

describe('paths named in the project’s Markdown', () => {
  const files = projectMarkdownFiles();

  it('finds the project’s Markdown files', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'src/theme/README.md']));
    expect(files.some((file) => file.startsWith('docs-'))).toBe(false);
  });

  it.each(files)('%s names only paths that exist', (file) => {
    const missing = referencesIn(fs.readFileSync(path.join(ROOT, file), 'utf8'))
      .map((reference) => ({reference, repoPath: repositoryPath(reference, file, TOP_LEVEL)}))
      .filter(({repoPath}) => repoPath !== undefined && !fs.existsSync(path.join(ROOT, repoPath)))
      .map(
        ({reference, repoPath}) =>
          `${file}:${reference.line}: ${reference.text} (${repoPath}) does not exist`,
      );
    expect(missing).toEqual([]);
  });
});

describe('what counts as a repository path', () => {
  const top = new Set(['src', 'plugins', 'scripts', 'tests', 'README.md']);
  const code = (text: string): Reference => ({line: 1, text, kind: 'code'});
  const link = (text: string): Reference => ({line: 1, text, kind: 'link'});

  it('takes paths in backticks from the root, and link targets from the file', () => {
    expect(repositoryPath(code('plugins/route-scripts.ts'), 'README.md', top)).toBe(
      'plugins/route-scripts.ts',
    );
    expect(repositoryPath(code('src/theme/'), 'README.md', top)).toBe('src/theme');
    expect(repositoryPath(code('scripts/lib/x.ts:12'), 'README.md', top)).toBe('scripts/lib/x.ts');
    expect(repositoryPath(link('../README.md#layout'), 'decisions/x.md', top)).toBe('README.md');
    expect(repositoryPath(link('preact-renderer.md'), 'decisions/README.md', top)).toBe(
      'decisions/preact-renderer.md',
    );
  });

  it('checks a vanished folder through the file it names, and upper-case Markdown files by name', () => {
    expect(repositoryPath(code('bench/lib/pageWeight.ts'), 'README.md', top)).toBe('bench/lib/pageWeight.ts');
    expect(repositoryPath(code('PITFALLS.md'), 'BENCHMARKS.md', top)).toBe('PITFALLS.md');
    expect(repositoryPath(code('index.md'), 'README.md', top)).toBeUndefined();
  });

  it('leaves out addresses, URLs, globs, placeholders, packages, MIME types and generated files', () => {
    for (const text of [
      '/jet/jobs/partner-jobs/',
      'https://help.signiant.com/',
      '<page>/index.md',
      'search-index/{product}.json',
      'assets/js/image-zoom.*.js',
      '@docusaurus/core/lib/client/exports/ComponentCreator',
      'text/markdown',
      'build/search-index/',
      'node_modules/.cache/help-diagrams/',
      '.docusaurus/routes.js',
      '_nginx/http.conf',
      'flight-deck_versioned_docs/version-3.4/',
      'tests/screenshots/',
      'npm run build',
      'CodeBlock/Content',
    ]) {
      expect([text, repositoryPath(code(text), 'README.md', top)]).toEqual([text, undefined]);
    }
    expect(repositoryPath(link('https://llmstxt.org'), 'README.md', top)).toBeUndefined();
    expect(repositoryPath(link('#search'), 'README.md', top)).toBeUndefined();
  });

  it('reads code spans and links outside fenced code only', () => {
    const markdown = [
      'See `src/a.ts` and [the guide](CONTRIBUTING.md).',
      '```bash',
      'cat `src/not-read.ts`',
      '```',
      '```` ```mermaid ```` and ``two `ticks` `` [ref]: decisions/README.md',
      '[ref]: decisions/README.md',
      'Measured in BENCHMARKS.md, not in docs/README.md.',
    ].join('\n');
    expect(referencesIn(markdown)).toEqual([
      {line: 1, text: 'src/a.ts', kind: 'code'},
      {line: 1, text: 'CONTRIBUTING.md', kind: 'link'},
      {line: 5, text: '```mermaid', kind: 'code'},
      {line: 5, text: 'two `ticks`', kind: 'code'},
      {line: 6, text: 'decisions/README.md', kind: 'link'},
      {line: 7, text: 'BENCHMARKS.md', kind: 'code'},
    ]);
  });
});
