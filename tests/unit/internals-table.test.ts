/**
 * Keeps src/theme/README.md's table "Every touch of Docusaurus internals" true:
 * the source is searched for each kind of touch (theme-common's internal
 * entry, core's generated modules and files, bundler module replacements and
 * runtime, `window.docusaurus`, files read inside Docusaurus packages, React
 * Router's `matchPath`, the theme's class names in our styles and scripts),
 * and every file found must be named in a row of the table that names the
 * touch. Swizzled components are checked against the component table.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const README = path.join(ROOT, 'src', 'theme', 'README.md');
/** What ships or builds the site; tests and benchmarks only read the build. */
const SOURCE_DIRS = ['src', 'plugins', 'config', 'deploy', 'sidebars'];
const SOURCE_FILE = /\.(tsx?|jsx?|cjs|mjs|css)$/;

/**
 * Class names of Docusaurus's classic theme and its CSS framework (Infima)
 * that our styles and scripts may rely on. Our own classes (CSS modules,
 * `help-…`) and Mermaid's are not Docusaurus's.
 */
const THEME_CLASS =
  /^(navbar|menu|theme-|pagination|footer|breadcrumbs|table-of-contents|tabs|clean-btn|markdown|prism-code|hash-link|admonition|alert|button|dropdown|docMainContainer|docItemCol|main-wrapper|container$|row$|col$)/;

interface Touch {
  /** The word a table row must hold in its first column, in backticks. */
  readonly name: string;
  /** What it looks like in a source file. */
  readonly found: (text: string, file: string) => string[];
}

const matches = (pattern: RegExp) => (text: string) => [...text.matchAll(pattern)].map((m) => m[1] ?? m[0]);

/** Class selectors of the theme in a stylesheet, or in selector strings of a script. */
function themeClasses(text: string, file: string): string[] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = file.endsWith('.module.css')
    ? // A CSS module's own classes are local; only `:global(…)` names the theme's.
      (css.match(/:global\([^)]*\)/g) ?? [])
    : file.endsWith('.css')
      ? (css.match(/[^{}]+(?=\{)/g) ?? [])
      : [
          ...(text.match(/(?:querySelector(?:All)?|closest|matches)\(\s*['"`][^'"`]+['"`]/g) ?? []),
          ...(text.match(/['"]\.[a-z][\w-]*['"]/g) ?? []),
        ];
  const classes = selectors.flatMap((selector) => selector.match(/\.[a-zA-Z][\w-]*/g) ?? []);
  return [...new Set(classes.filter((c) => THEME_CLASS.test(c.slice(1))))];
}

const TOUCHES: readonly Touch[] = [
  {name: 'theme-common/internal', found: matches(/@docusaurus\/theme-common\/internal/g)},
  {name: '@generated/', found: matches(/['"](@generated\/[\w.-]+)['"]/g)},
  {name: '.docusaurus/', found: matches(/(\.docusaurus\/[\w.-]+)/g)},
  {name: 'NormalModuleReplacementPlugin', found: matches(/\bNormalModuleReplacementPlugin\b/g)},
  {name: 'BannerPlugin', found: matches(/\bBannerPlugin\b/g)},
  {name: 'window.docusaurus', found: matches(/\bwindow\.docusaurus\b/g)},
  {name: '__webpack_require__', found: matches(/\b__webpack_require__\b/g)},
  {name: 'matchPath', found: matches(/\bmatchPath\b/g)},
  {name: 'lib/', found: matches(/(@docusaurus\/[\w-]+\/lib\/[\w./-]+)/g)},
  {name: 'data-theme', found: (text, file) => (file.endsWith('.css') ? [] : matches(/\[data-theme/g)(text))},
  {name: 'class', found: themeClasses},
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

interface Row {
  readonly what: string;
  readonly where: string;
}

function tableRows(markdown: string, heading: string): Row[] {
  const start = markdown.indexOf(heading);
  if (start < 0) throw new Error(`src/theme/README.md has no "${heading}".`);
  const rest = markdown.slice(start + heading.length);
  const end = rest.search(/\n## /);
  return (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\| -/.test(line))
    .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()))
    .map((cells) => ({what: cells[1] ?? '', where: cells[2] ?? ''}));
}

/**
 * The backticked words of a cell, `*` or `…` as a wildcard: `.navbar__*` covers
 * `.navbar__link`, and a row naming a member (`window.docusaurus.prefetch`)
 * covers the object it is read from.
 */
function covers(cell: string, found: string): boolean {
  return [...cell.matchAll(/`([^`]+)`/g)]
    .flatMap((m) => m[1].split(/[\s,()]+/))
    .filter(Boolean)
    .some((word) => {
      const wildcard = word.replace(/…$/, '*');
      const escaped = wildcard.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      return new RegExp(`^${escaped}$`).test(found) || found.startsWith(word) || word.startsWith(found);
    });
}

/** A row names the file, or a folder holding it. */
function namesFile(cell: string, file: string): boolean {
  return [...cell.matchAll(/`([^`]+)`/g)].some(
    ([, name]) => file === name || file.startsWith(`${name.replace(/\/?$/, '/')}`),
  );
}

const readme = fs.readFileSync(README, 'utf8');
const internals = tableRows(readme, '## Every touch of Docusaurus internals');
const files = SOURCE_DIRS.flatMap(sourceFiles);

describe("src/theme/README.md's table of internals", () => {
  const touches = files.flatMap((file) => {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    return TOUCHES.flatMap((touch) =>
      touch.found(text, file).map((found) => ({touch: touch.name, found, file})),
    );
  });

  it('finds the touches it looks for (the search itself works)', () => {
    expect(touches.map((t) => t.touch)).toEqual(
      expect.arrayContaining(['theme-common/internal', '@generated/', 'window.docusaurus', 'class']),
    );
  });

  it.each(TOUCHES.map((t) => t.name))('lists every file that touches %s', (name) => {
    const unlisted = touches
      .filter((t) => t.touch === name)
      .filter(
        ({found, file}) => !internals.some((row) => covers(row.what, found) && namesFile(row.where, file)),
      )
      .map(({found, file}) => `${file}: ${found}`);
    expect([...new Set(unlisted)]).toEqual([]);
  });

  it('lists every swizzled component in the component table, wrapped ones as wrap', () => {
    const components = tableRows(readme, '# Swizzled theme components');
    const named = (component: string) => components.find((row) => row.what === `\`${component}\``);
    const wrapped = files
      .filter((file) => file.startsWith('src/theme/'))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/@theme-original\/([\w/]+)/g)].map(
          (m) => m[1],
        ),
      );
    expect(wrapped.filter((component) => !/^wrap\b/.test(named(component)?.where ?? ''))).toEqual([]);
  });
});
