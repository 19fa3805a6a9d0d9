/**
 * One type boundary per runtime: build-time code (Node), browser code and the
 * service worker each have a tsconfig of their own (tests one more), the root
 * tsconfig.json references them all, and `npm run typecheck` checks each.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..');
const RUNTIMES = {
  node: 'tsconfig.node.json',
  browser: 'tsconfig.browser.json',
  worker: 'tsconfig.worker.json',
};

/** The files a tsconfig checks of its own (its `include`, before imports), relative to the root. */
function filesOf(config: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return (parsed?.fileNames ?? []).map((file) => path.relative(ROOT, file));
}

const owned = Object.fromEntries(
  Object.entries(RUNTIMES).map(([runtime, config]) => [runtime, filesOf(config)]),
);
/** Every file below these folders, relative to the root. */
const filesIn = (dirs: readonly string[]): string[] =>
  dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
      .map((file) => path.join(dir, file)),
  );
const ownersOf = (file: string): string[] =>
  Object.keys(owned).filter((runtime) => owned[runtime].includes(file));

describe('type checking', () => {
  it('checks every tsconfig the root one references', () => {
    const root = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile).config as {
      references: {path: string}[];
    };
    const referenced = root.references.map((reference) => path.basename(reference.path));
    expect(referenced).toEqual([...Object.values(RUNTIMES), 'tsconfig.tests.json']);
    const {scripts} = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.typecheck.split(' && ')).toEqual(referenced.map((config) => `tsc -p ${config}`));
  });

  it.each([
    ['plugins/offline/sw/offline.ts', 'worker'],
    ['plugins/offline/sw/offlineShell.ts', 'worker'],
    ['src/clientModules/pageLoading.tsx', 'browser'],
    ['src/theme/CodeBlock/Content/index.tsx', 'browser'],
    ['plugins/version-routes/client/preloadTarget.ts', 'browser'],
    ['plugins/prism-on-demand/theme/CodeBlock/Content/highlightedLater.tsx', 'browser'],
    ['docusaurus.config.ts', 'node'],
    ['plugins/offline/index.ts', 'node'],
    ['config/redirects.ts', 'node'],
    ['scripts/move-page.ts', 'node'],
  ])('checks %s as %s code, and only so', (file, runtime) => {
    expect(ownersOf(file)).toEqual([runtime]);
  });

  it('checks every source file under exactly one runtime', () => {
    const sources = filesIn(['src', 'plugins', 'config', 'sidebars', 'scripts', 'deploy']).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
    );
    expect(sources.filter((file) => ownersOf(file).length !== 1)).toEqual([]);
  });

  it("writes the service worker's page cache name once, where the offline page reads it too", () => {
    const named = filesIn(['plugins', 'src']).filter(
      (file) =>
        /\.(tsx?|js)$/.test(file) && fs.readFileSync(path.join(ROOT, file), 'utf8').includes("'help-pages'"),
    );
    expect(named).toEqual(['plugins/offline/client/storedPages.ts']);
  });
});
