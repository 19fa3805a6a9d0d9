/**
 * The internals-table check (tests/unit/internals-table.test.ts) cannot be
 * fooled: each kind of touch of Docusaurus internals, added to the real
 * sources one place at a time, makes it fail with the file and what was
 * touched, as a code review did by hand in a throwaway clone; the real table
 * is used as it is, so no cell of it may cover what it does not name.
 */
import fs from 'node:fs';
import path from 'node:path';
import {findTouches, sourceFiles, tableRows, unlisted} from './internalsTable';

const ROOT = path.join(__dirname, '..', '..');
const rows = tableRows(
  fs.readFileSync(path.join(ROOT, 'src', 'theme', 'README.md'), 'utf8'),
  '## Every touch of Docusaurus internals',
);
const sources = new Map(
  sourceFiles(ROOT).map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]),
);

/** What the check reports once `code` is added to `file` (a new file if there is none). */
function reportedWith(file: string, code: string): string[] {
  const files = new Map(sources);
  files.set(file, `${files.get(file) ?? ''}\n${code}\n`);
  return unlisted(findTouches(files), rows);
}

const THEME_INTERNAL = "import {useTabs} from '@docusaurus/theme-common/internal';";

describe('the internals-table check, given one more touch of internals', () => {
  it('reports nothing for the sources as they are', () => {
    expect(unlisted(findTouches(sources), rows)).toEqual([]);
  });

  it.each([
    // Rows whose cells hold `…` once covered every kind of touch in their files.
    'plugins/dev-lazy-compilation/index.ts',
    'plugins/lean-registry/index.ts',
    'plugins/slim-tslib/index.ts',
    // The site config and the commands are searched too.
    'docusaurus.config.ts',
    'scripts/check-upgrade.ts',
    'scripts/lib/preview.ts',
    'config/redirects.ts',
  ])("fails on theme-common's internal entry imported in %s", (file) => {
    expect(reportedWith(file, THEME_INTERNAL)).toEqual([`${file}: @docusaurus/theme-common/internal`]);
  });

  it.each([
    ["el.classList.contains('navbar-sidebar--show');", 'src/clientModules/sideMenu.ts'],
    ["el.classList.toggle('navbar-sidebar--show', true);", 'src/clientModules/routeScroll.ts'],
    ["if (el.className.includes('navbar-sidebar--show')) open();", 'src/navigation/drawerFocus.ts'],
    ['const shown = <div className="navbar-sidebar--show" />;', 'src/components/ProductMenu/index.tsx'],
    [
      "const shown = <div className={clsx('x', open && 'navbar-sidebar--show')} />;",
      'src/theme/Tabs/index.tsx',
    ],
    ["const item = link.closest('.navbar-sidebar--show');", 'src/theme/Navbar/MobileSidebar/index.tsx'],
    ["document.querySelectorAll('main .navbar-sidebar--show');", 'src/components/ImageZoom/zoom.ts'],
    ["$(node).hasClass('navbar-sidebar--show');", 'plugins/search-index/extractRecord.ts'],
    ['const html = `<div class="navbar-sidebar--show"></div>`;', 'plugins/page-lists/html.ts'],
    ['.navbar-sidebar--show { display: none; }', 'src/css/diagrams.css'],
    [':global(.navbar-sidebar--show) .x { display: none; }', 'src/components/SearchHit/styles.module.css'],
  ])('fails on a theme class name used through %s', (code, file) => {
    expect(reportedWith(file, code)).toEqual([`${file}: .navbar-sidebar--show`]);
  });

  it.each([
    // A file already listed for another file of core's.
    'plugins/ssr-template.ts',
    'plugins/new-plugin/index.ts',
    'scripts/new-command.ts',
  ])("fails on a file of core's lib/ reached through path.join in %s", (file) => {
    const reported = reportedWith(
      file,
      "fs.readFileSync(path.join(packageDir('@docusaurus/core'), 'lib', 'server', 'site.js'));",
    );
    expect(reported).toContain(`${file}: @docusaurus/core/lib/server/site.js`);
  });

  it('fails on a file of a Docusaurus package reached through a folder found elsewhere', () => {
    expect(
      reportedWith(
        'plugins/prism-on-demand/index.ts',
        "fs.readFileSync(path.join(themeClassicDir, 'lib', 'theme', 'Layout.js'));",
      ),
    ).toEqual(['plugins/prism-on-demand/index.ts: lib/theme/Layout.js']);
  });

  const FILE = 'plugins/new-plugin/index.ts';
  it.each([
    ["import siteMetadata from '@generated/site-metadata';", '@generated/site-metadata'],
    ["fs.readFileSync('.docusaurus/globalData.json');", '.docusaurus/globalData.json'],
    [
      "fs.readFileSync(path.join(context.generatedFilesDir, 'client-modules.js'));",
      '.docusaurus/client-modules.js',
    ],
    ["fs.readFileSync(path.join(siteDir, '.docusaurus', 'routes.js'));", '.docusaurus/routes.js'],
    [
      'new currentBundler.instance.NormalModuleReplacementPlugin(/x/, () => undefined);',
      'NormalModuleReplacementPlugin',
    ],
    ["new currentBundler.instance.BannerPlugin({banner: 'x'});", 'BannerPlugin'],
    ["window.docusaurus.prefetch('/jet/');", 'window.docusaurus'],
    ['__webpack_require__.e = load;', '__webpack_require__'],
    ["import {matchPath} from '@docusaurus/router';", 'matchPath'],
    [
      "require.resolve('@docusaurus/theme-classic/lib/theme/Layout/index.js');",
      '@docusaurus/theme-classic/lib/theme/Layout/index.js',
    ],
    ["const dir = packageDir('@docusaurus/mdx-loader');", '@docusaurus/mdx-loader/'],
    ["const dark = '[data-theme=dark] .x';", '[data-theme=dark]'],
  ])('fails on %s in a new plugin', (code, found) => {
    expect(reportedWith(FILE, code)).toEqual([`${FILE}: ${found}`]);
  });

  it("fails on a definition of the bundler's read by browser code, and only there", () => {
    const code = 'const flag = process.env.DOCUSAURUS_SOME_FLAG;';
    expect(reportedWith('src/clientModules/sideMenu.ts', code)).toEqual([
      'src/clientModules/sideMenu.ts: process.env.DOCUSAURUS_SOME_FLAG',
    ]);
    expect(reportedWith('plugins/offline/client/storedPages.ts', code)).toEqual([
      'plugins/offline/client/storedPages.ts: process.env.DOCUSAURUS_SOME_FLAG',
    ]);
    // At build time, process.env is the environment.
    expect(reportedWith('plugins/offline/index.ts', code)).toEqual([]);
  });

  it('fails on a listed touch in a file its row does not name', () => {
    // The row of window.docusaurus names its files, not a folder of them.
    expect(reportedWith('src/clientModules/routeScroll.ts', "window.docusaurus.preload('/jet/');")).toEqual([
      'src/clientModules/routeScroll.ts: window.docusaurus',
    ]);
  });
});
