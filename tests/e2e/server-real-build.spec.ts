/**
 * Proof on the real build (`build/` and `.docusaurus/` as `npm run build`
 * leaves them) that every plugin changing code Docusaurus generates or ships
 * changed it: the table "Every touch of Docusaurus internals" in
 * src/theme/README.md names this spec for each. The plugins also fail the
 * build when their change would apply to nothing (plugins/lib/internals.ts);
 * this spec catches a change that applied wrongly or only in part. It also
 * runs in `npm run check:upgrade` (scripts/check-upgrade.ts).
 * Files only, no browser and no server.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {entryScriptFiles, readClientManifest} from '../../plugins/compile-hints/clientManifest';
import {COMPILE_HINT} from '../../plugins/compile-hints';
import {BUILT_SPRITE_OPENING} from '../../plugins/ssr-template';
import {PAGES_CACHE} from '../../plugins/offline/client/storedPages';

const ROOT = path.join(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');
const GENERATED = path.join(ROOT, '.docusaurus');

const generated = (file: string): string => fs.readFileSync(path.join(GENERATED, file), 'utf8');
const built = (file: string): string => fs.readFileSync(path.join(BUILD, file), 'utf8');
// Read as plugins/compile-hints/index.ts reads it.
const manifest = () => readClientManifest('compile-hints', GENERATED);
/** The entry scripts every page starts with, relative to build/: the runtime and main.js. */
const entryFiles = (): string[] => entryScriptFiles(manifest());
const mainScript = (): string => built(entryFiles().find((file) => /[\\/]main\.[0-9a-f]+\.js$/.test(file))!);
/** Every built HTML page written through the page template (redirect stubs are not). */
function templatePages(): string[] {
  return (fs.readdirSync(BUILD, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html'))
    .filter((file) => /id="?__docusaurus"?[ >]/.test(built(file)));
}
/** A script chunk holds Prism when it defines its grammars (property names survive minification). */
const HOLDS_PRISM = /\.languages\.extend\(/;

test.beforeAll(() => {
  for (const dir of [BUILD, GENERATED]) {
    expect(fs.existsSync(dir), `${dir}: run \`npm run build\` first`).toBe(true);
  }
  expect(entryFiles().map((file) => path.basename(file).replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
    'runtime~main',
    'main',
  ]);
  // `.docusaurus/` holds the last build's files: another build since (the analytics one) breaks the pairing.
  const missing = entryFiles().filter((file) => !fs.existsSync(path.join(BUILD, file)));
  expect(missing, '.docusaurus/ is from another build than build/: run `npm run build` last').toEqual([]);
});

test('lean-registry: main.js keeps every registry entry of core but none of their source paths', () => {
  const entries = [
    ...generated('registry.js').matchAll(
      /^ {2}"([^"]+)": \[\(\) => import\([^)]*\), "([^"]+)", require\.resolveWeak\(/gm,
    ),
  ];
  expect(entries.length).toBeGreaterThan(250);
  const main = mainScript();
  expect(entries.filter(([, key]) => !main.includes(key)).map(([, key]) => key)).toEqual([]);
  expect(
    entries.filter(([, , source]) => main.includes(`"${source}"`)).map(([, , source]) => source),
  ).toEqual([]);
});

test('slim-tslib: main.js holds none of the tslib helpers besides __importDefault', () => {
  const main = mainScript();
  for (const helper of [
    '__addDisposableResource',
    '__classPrivateFieldGet',
    '__createBinding',
    '__importStar',
  ]) {
    expect(main, helper).not.toContain(helper);
  }
});

test('prism-on-demand: Prism is built, but not into the entry scripts', () => {
  for (const file of entryFiles()) expect(built(file), file).not.toMatch(HOLDS_PRISM);
  const chunks = fs.readdirSync(path.join(BUILD, 'assets', 'js')).filter((file) => file.endsWith('.js'));
  expect(
    chunks.filter((file) => HOLDS_PRISM.test(built(path.join('assets', 'js', file)))).length,
  ).toBeGreaterThan(0);
});

test("compile-hints: each entry script starts with V8's compile hint, and no other script does", () => {
  for (const file of entryFiles()) expect(built(file).split('\n', 1)[0], file).toBe(COMPILE_HINT);
  const others = fs
    .readdirSync(path.join(BUILD, 'assets', 'js'))
    .filter((file) => file.endsWith('.js') && !entryFiles().includes(`assets/js/${file}`));
  expect(others.filter((file) => built(path.join('assets', 'js', file)).startsWith(COMPILE_HINT))).toEqual(
    [],
  );
});

test('ssr-template: every page hides the icon sprite with the SVG attribute, none with a style attribute', () => {
  const pages = templatePages();
  expect(pages.length).toBeGreaterThan(250);
  for (const page of pages) {
    const html = built(page);
    expect.soft(html, page).toMatch(BUILT_SPRITE_OPENING);
    expect.soft(html, page).not.toMatch(/<svg style=/);
  }
});

test('offline: the service worker holds our code, pages name the manifest, and main.js registers it without our file paths', () => {
  const workerFiles = fs.readdirSync(BUILD).filter((file) => file === 'sw.js' || file.endsWith('.sw.js'));
  expect(workerFiles).toContain('sw.js');
  expect(workerFiles.some((file) => built(file).includes(JSON.stringify(PAGES_CACHE)))).toBe(true);
  expect(built('index.html')).toMatch(/<link rel="?manifest"? href="?\/manifest\.json"?>/);
  const main = mainScript();
  expect(main).toContain('/sw.js');
  expect(main).not.toContain(path.join(ROOT, 'src'));
});

test("front matter: pages ship their keywords but not the writers' sources or support-deferral", () => {
  const scripts = (fs.readdirSync(path.join(BUILD, 'assets', 'js')) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => built(path.join('assets', 'js', file)));
  const frontMatters = scripts.flatMap((text) => text.match(/"frontMatter":\{[^{}]*\}/g) ?? []);
  expect(frontMatters.some((frontMatter) => frontMatter.includes('"keywords":'))).toBe(true);
  expect(frontMatters.filter((frontMatter) => /"(sources|support-deferral)":/.test(frontMatter))).toEqual([]);
});
