/**
 * The search behind tests/unit/internals-table.test.ts: finds every touch of
 * Docusaurus internals in a set of source files (theme-common's internal
 * entry, core's generated modules and files, bundler module replacements and
 * runtime, `window.docusaurus`, files read inside Docusaurus packages, React
 * Router's `matchPath`, the bundler's definitions read by browser code, the
 * theme's class names in our styles, scripts and markup), and names those
 * that no row of src/theme/README.md's table "Every touch of Docusaurus
 * internals" lists. Pure over file texts, so that a test can plant a touch.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What ships or builds the site, and the commands that read its build; tests and benchmarks only read the build. */
export const SOURCE_DIRS = ['src', 'plugins', 'config', 'deploy', 'sidebars', 'scripts'] as const;
export const SOURCE_ROOT_FILES = ['docusaurus.config.ts'] as const;
const SOURCE_FILE = /\.(tsx?|jsx?|cjs|mjs|css)$/;
/** Code that runs in the browser (or the service worker), where `process.env.*` is a definition of the bundler's. */
const BROWSER_CODE = /^(src\/|plugins\/[^/]+\/(client|theme|sw)\/)/;

/**
 * Class names of Docusaurus's classic theme and its CSS framework (Infima)
 * that our styles, scripts and markup may rely on. Our own classes (CSS
 * modules, `help-…`) and Mermaid's are not Docusaurus's.
 */
const THEME_CLASS =
  /^(navbar|menu|theme-|pagination|footer|breadcrumbs|table-of-contents|tabs|clean-btn|markdown|prism-code|hash-link|admonition|alert|button|dropdown|docMainContainer|docItemCol|main-wrapper|margin-|padding-|text--|container$|row$|col$)/;

export interface Touch {
  /** The kind of touch, as the test names it. */
  readonly name: string;
  /** What it looks like in a source file: each thing touched, as a table row must name it. */
  readonly found: (text: string, file: string) => string[];
}

export interface Finding {
  readonly touch: string;
  readonly found: string;
  readonly file: string;
}

const matches = (pattern: RegExp) => (text: string) => [...text.matchAll(pattern)].map((m) => m[1] ?? m[0]);

/** The text from `open` (an index of `(`, `{` or `[`) to its matching bracket, quoted text skipped. */
function bracketed(text: string, open: number): string {
  const pairs: Record<string, string> = {'(': ')', '{': '}', '[': ']'};
  const closers: string[] = [];
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (char === "'" || char === '"' || char === '`') {
      const end = text.indexOf(char, i + 1);
      if (end < 0) break;
      i = end;
    } else if (pairs[char]) closers.push(pairs[char]);
    else if (char === closers.at(-1)) {
      closers.pop();
      if (closers.length === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

/** The quoted texts (', " and `) of a piece of code. */
const literals = (code: string): string[] =>
  [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);

/** For each call of `callee` (a pattern ending at its `(`), the text of its arguments. */
function argumentsOf(text: string, callee: RegExp): string[] {
  return [...text.matchAll(callee)].map((m) => bracketed(text, m.index + m[0].length - 1));
}

/**
 * Class names a script reads or writes: in selectors (`querySelector`,
 * `closest`, `matches`, a lone `'.name'` string) and as names (`classList.…`,
 * `getElementsByClassName`, cheerio's `hasClass`…, `className` as a JSX
 * attribute, a prop or a property, `class="…"` in written HTML).
 */
function scriptClasses(text: string): string[] {
  const selectors = [
    ...argumentsOf(text, /\b(?:querySelector(?:All)?|closest|matches)\(/g).flatMap(literals),
    ...(text.match(/['"]\.[a-zA-Z][\w-]*['"]/g) ?? []),
  ].flatMap((selector) => selector.match(/\.[a-zA-Z][\w-]*/g) ?? []);
  const names = [
    ...argumentsOf(text, /\b(?:classList\.\w+|getElementsByClassName|(?:has|add|remove|toggle)Class)\(/g),
    ...[...text.matchAll(/\bclass=\\?["']([^"'\\]*)/g)].map((m) => `'${m[1]}'`),
    ...[...text.matchAll(/\bclassName\b\s*(=\{|=|:|\.|[!=]==?)?/g)].map((m) => {
      const after = m.index + m[0].length;
      if (m[1] === '={') return bracketed(text, after - 1);
      return text.slice(after).split(/[;\n]/)[0];
    }),
  ]
    .flatMap(literals)
    .flatMap((value) => value.split(/\s+/))
    .map((name) => `.${name}`);
  return [...selectors, ...names];
}

/** Class selectors of the theme in a stylesheet, or class names in a script. */
function themeClasses(text: string, file: string): string[] {
  const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const classes = file.endsWith('.module.css')
    ? // A CSS module's own classes are local; only `:global(…)` names the theme's.
      (css.match(/:global\([^)]*\)/g) ?? []).flatMap((selector) => selector.match(/\.[a-zA-Z][\w-]*/g) ?? [])
    : file.endsWith('.css')
      ? (css.match(/[^{}]+(?=\{)/g) ?? []).flatMap((selector) => selector.match(/\.[a-zA-Z][\w-]*/g) ?? [])
      : scriptClasses(text);
  return [...new Set(classes.filter((c) => THEME_CLASS.test(c.slice(1))))];
}

/**
 * Paths built with `path.join` (or `resolve`) inside a Docusaurus package
 * (`packageDir('@docusaurus/core')`, or a folder then `'lib'`) or inside
 * core's generated folder (`'.docusaurus'`, `generatedFilesDir`): the path as
 * far as its quoted parts go, `@docusaurus/core/lib/ssg/…`, `lib/client/…` or
 * `.docusaurus/registry.js`.
 */
function joinedPaths(text: string): string[] {
  return argumentsOf(text, /\bpath(?:\.posix)?\.(?:join|resolve)\(/g).flatMap((args) => {
    const parts = args.split(/,(?![^(]*\))/).map((part) => part.trim());
    const found: string[] = [];
    let prefix: string | undefined;
    let rest: string[] = [];
    for (const part of parts) {
      const pkg = /packageDir\(\s*['"](@docusaurus\/[\w-]+)['"]\s*\)/.exec(part)?.[1];
      const quoted = /^['"]([^'"]*)['"]$/.exec(part)?.[1];
      if (pkg) [prefix, rest] = [`${pkg}/`, []];
      else if (quoted === '.docusaurus' || /\bgeneratedFilesDir\b/.test(part))
        [prefix, rest] = ['.docusaurus/', []];
      else if (quoted !== undefined && prefix === undefined && /^lib(\/|$)/.test(quoted))
        [prefix, rest] = ['', [quoted]];
      else if (quoted !== undefined && prefix !== undefined) rest.push(quoted);
      else if (prefix !== undefined) break;
    }
    if (prefix !== undefined) found.push(`${prefix}${rest.join('/')}`.replace(/(^|\/)lib$/, '$1lib/'));
    return found;
  });
}

export const TOUCHES: readonly Touch[] = [
  {name: 'theme-common/internal', found: matches(/(@docusaurus\/theme-common\/internal)/g)},
  {
    name: '@generated/',
    found: (text) => matches(/@generated\\?\/([\w.-]*)/g)(text).map((name) => `@generated/${name}`),
  },
  {
    name: '.docusaurus/',
    found: (text) => [
      ...matches(/(\.docusaurus\/[\w.-]+)/g)(text),
      ...joinedPaths(text).filter((found) => found.startsWith('.docusaurus/')),
    ],
  },
  {name: 'NormalModuleReplacementPlugin', found: matches(/\bNormalModuleReplacementPlugin\b/g)},
  {name: 'BannerPlugin', found: matches(/\bBannerPlugin\b/g)},
  {name: 'window.docusaurus', found: matches(/\bwindow\.docusaurus\b/g)},
  {name: '__webpack_require__', found: matches(/\b__webpack_require__\b/g)},
  {name: 'matchPath', found: matches(/\bmatchPath\b/g)},
  {
    name: 'lib/',
    found: (text) => [
      ...matches(/(@docusaurus\/[\w-]+\/lib\/[\w./-]+)/g)(text),
      ...matches(/packageDir\(\s*['"](@docusaurus\/[\w-]+)['"]/g)(text).map((pkg) => `${pkg}/`),
      ...joinedPaths(text).filter((found) => !found.startsWith('.docusaurus/')),
    ],
  },
  {
    name: 'process.env',
    found: (text, file) => (BROWSER_CODE.test(file) ? matches(/\b(process\.env\.\w+)/g)(text) : []),
  },
  {
    // The theme's colour-mode attribute, in selectors (`[data-theme='dark']`) or read by name.
    name: 'data-theme',
    found: (text, file) =>
      file.endsWith('.css')
        ? []
        : [
            ...[...text.matchAll(/\[data-theme(?:=\W*(\w+))?/g)].map(
              (m) => `[data-theme${m[1] ? `=${m[1]}` : ''}]`,
            ),
            ...matches(/['"]data-theme['"]/g)(text).map(() => '[data-theme]'),
          ],
  },
  {name: 'class', found: themeClasses},
];

/** The source files the table must account for, relative to `root`. */
export function sourceFiles(root: string): string[] {
  const under = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : under(relative);
      return SOURCE_FILE.test(entry.name) ? [relative] : [];
    });
  return [...SOURCE_DIRS.flatMap(under), ...SOURCE_ROOT_FILES];
}

/** Every touch of internals in `files` (path → text). */
export function findTouches(files: ReadonlyMap<string, string>): Finding[] {
  return [...files].flatMap(([file, text]) =>
    TOUCHES.flatMap((touch) => touch.found(text, file).map((found) => ({touch: touch.name, found, file}))),
  );
}

export interface Row {
  readonly what: string;
  readonly where: string;
}

/** The rows of the first table after `heading`, up to the next `## ` heading. */
export function tableRows(markdown: string, heading: string): Row[] {
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

/** The words of a cell's backticked names. */
export function cellWords(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].flatMap((m) => m[1].split(/[\s,()]+/)).filter(Boolean);
}

/** A wildcard written on purpose: a name of at least two characters, then `*` (`.navbar__*`). */
export const WILDCARD = /^[^*]{2,}\*$/;

/**
 * Whether a cell names what was found: the same name; a wildcard written on
 * purpose (`.menu__*` covers `.menu__link`); a member or file of what was
 * found (`window.docusaurus.prefetch` covers `window.docusaurus`,
 * `@docusaurus/core/lib/ssg/ssgTemplate.html.js` covers
 * `@docusaurus/core/` and `lib/ssg/ssgTemplate.html.js`). Nothing else is a
 * wildcard: `…` is a word like any other.
 */
export function covers(cell: string, found: string): boolean {
  return cellWords(cell).some((word) => {
    if (word === found) return true;
    if (WILDCARD.test(word)) return found.startsWith(word.slice(0, -1));
    const inside = word.startsWith(found) && (found.endsWith('/') || /^[./]/.test(word.slice(found.length)));
    return inside || (found.startsWith('lib/') && word.endsWith(`/${found}`));
  });
}

/** A row names the file, or a folder holding it (written with its closing `/`). */
export function namesFile(cell: string, file: string): boolean {
  return [...cell.matchAll(/`([^`]+)`/g)].some(
    ([, name]) => file === name || (name.endsWith('/') && file.startsWith(name)),
  );
}

/** `file: found` for each finding that no row lists, both by what it touches and by its file. */
export function unlisted(findings: readonly Finding[], rows: readonly Row[], touch?: string): string[] {
  const missing = findings
    .filter((finding) => touch === undefined || finding.touch === touch)
    .filter(({found, file}) => !rows.some((row) => covers(row.what, found) && namesFile(row.where, file)))
    .map(({found, file}) => `${file}: ${found}`);
  return [...new Set(missing)];
}
