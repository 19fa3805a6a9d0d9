import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {importCircles, importsOf, moduleGraph, nodeBuiltinsImported, resolveImport} from './moduleGraph';

const ROOT = path.join(__dirname, '..', '..');
/** Every folder of the project's own code. */
const CODE = ['src', 'config', 'sidebars', 'plugins', 'deploy', 'scripts', 'bench', 'tests'];
/** What a plugin ships to browsers: its `client/` and `theme/` folders, and the offline plugin's service worker code. */
const BROWSER_PLUGIN_CODE = /^plugins\/([^/]+\/(client|theme)|offline\/sw)\//;

describe('the project module graph', () => {
  const graph = moduleGraph(ROOT, CODE);

  it('reads the project imports, aliases included', () => {
    expect(graph.get('config/redirects.ts')).toEqual(
      expect.arrayContaining(['sidebars/index.ts', 'config/docsVersions.ts', 'config/sidebarTree.ts']),
    );
    expect(graph.get('sidebars/index.ts')).toContain('src/products.ts');
    expect(graph.size).toBeGreaterThan(100);
  });

  it('imports only project files that exist (type checking skips side-effect imports)', () => {
    const unresolved = [...graph.keys()].flatMap((file) =>
      importsOf(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((specifier) => /^(\.|@site\/)/.test(specifier))
        .filter((specifier) => resolveImport(ROOT, path.join(ROOT, file), specifier) === undefined)
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('has no import circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it("leaves installed packages out (bench/node_modules holds the benchmarks' own)", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
    try {
      fs.mkdirSync(path.join(root, 'bench', 'node_modules', 'pkg'), {recursive: true});
      fs.writeFileSync(path.join(root, 'bench', 'perf.ts'), "import './tools';\n");
      fs.writeFileSync(path.join(root, 'bench', 'tools.ts'), '');
      fs.writeFileSync(
        path.join(root, 'bench', 'node_modules', 'pkg', 'index.js'),
        "require('./index.js');\n",
      );
      expect([...moduleGraph(root, ['bench']).keys()]).toEqual(['bench/perf.ts', 'bench/tools.ts']);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it('finds a circle when there is one', () => {
    const planted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCircles(planted)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });

  it("keeps Node-only modules out of src/ and the plugins' browser folders, which is what ships to browsers", () => {
    const nodeOnly = [...graph.keys()]
      .filter((file) => file.startsWith(`src${path.sep}`) || BROWSER_PLUGIN_CODE.test(file))
      .map((file) => ({file, builtins: nodeBuiltinsImported(fs.readFileSync(path.join(ROOT, file), 'utf8'))}))
      .filter(({builtins}) => builtins.length > 0);
    expect(nodeOnly).toEqual([]);
    expect(
      nodeBuiltinsImported("import fs from 'node:fs';\nimport path from 'path';\nimport x from 'pathology';"),
    ).toEqual(['node:fs', 'path']);
  });

  it('reads static imports, re-exports and requires', () => {
    expect(
      importsOf(
        "import a from './a';\nexport {b} from './b';\nconst c = require('./c');\nimport type {D} from './d';",
      ),
    ).toEqual(['./a', './b', './c', './d']);
  });

  it("imports, from src/ and the plugins' browser folders, no plugin's build-time code", () => {
    const shipped = [...graph.keys()].filter(
      (file) => file.startsWith(`src${path.sep}`) || BROWSER_PLUGIN_CODE.test(file),
    );
    const buildTime = shipped.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter((target) => target.startsWith('plugins/') && !BROWSER_PLUGIN_CODE.test(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(buildTime).toEqual([]);
  });

  it('imports nothing from src/ into config/, the build-time settings', () => {
    const fromSrc = [...graph.keys()]
      .filter((file) => file.startsWith('config/'))
      .flatMap((file) =>
        (graph.get(file) ?? []).filter((target) => target.startsWith('src/')).map((t) => `${file} → ${t}`),
      );
    expect(fromSrc).toEqual([]);
  });

  it('keeps the code that Node runs (scripts, benchmarks, build plugins) free of browser-only aliases', () => {
    const nodeEntries = [...graph.keys()].filter(
      (file) =>
        /^(scripts|bench|deploy|config|plugins|tests\/e2e)\//.test(file) && !BROWSER_PLUGIN_CODE.test(file),
    );
    const reached = new Set<string>();
    const visit = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of graph.get(file) ?? []) visit(next);
    };
    nodeEntries.forEach(visit);
    const browserOnly =
      /^(@docusaurus\/(Translate|router|Link|Head|useIsBrowser|useDocusaurusContext|useGlobalData|BrowserOnly)|@theme\/|@theme-original\/|@generated\/)/;
    const offending = [...reached].flatMap((file) =>
      importsOf(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((specifier) => browserOnly.test(specifier))
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
