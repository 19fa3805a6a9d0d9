/**
 * Keeps the pages of older and unreleased docs versions out of the browser's
 * entry script (issue 27): in a production browser build of a site with cut
 * versions, core's generated `routes.js`, `routesChunkNames.json` and
 * `registry.js` are swapped for copies without those pages, plus one table
 * module per such version (`./split.ts`; the browser side is
 * `client/loadVersionRoutes.ts`). The server build, and every build of a site
 * without cut versions, keeps core's files as they are. The versions are the
 * docs plugin's loaded ones, wherever its options put them; core's order of
 * steps (`allContentLoaded`, `getClientModules`, `routes.js` written,
 * `configureWebpack`) is checked at each step.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {InternalsChanged, expectInternal} from '../lib/internals';
import {
  readRegistry,
  readRouteTree,
  registryModule,
  routesModule,
  splitRoutes,
  tableModule,
  type LazyVersion,
} from './split';

const PLUGIN = 'version-routes';
/** Folder of the browser's copies, inside core's generated files. */
export const CLIENT_DIR = 'help-version-routes';
const LOAD_VERSION_ROUTES = path.resolve(__dirname, 'client/loadVersionRoutes.ts');
const PRELOAD_TARGET = path.resolve(__dirname, 'client/preloadTarget.ts');
const GENERATED = /^@generated\/(routes|routesChunkNames|registry)$/;

/** Every version the section root does not serve (`/jet/1.0/`, `/jet/next/`), with its pages, from `allContentLoaded`. */
export function lazyVersions(
  allContent: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): LazyVersion[] {
  return Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {}).flatMap(([id, content]) => {
    const versions = (content as Partial<LoadedContent> | undefined)?.loadedVersions;
    const shaped = versions?.every(
      (v) => typeof v.path === 'string' && typeof v.isLast === 'boolean' && v.docs,
    );
    expectInternal(
      PLUGIN,
      versions && shaped,
      `expected the loaded content of the docs plugin "${id}" to list its loadedVersions, each with its path, isLast and docs; it does not.`,
    );
    return versions
      .filter((version) => !version.isLast)
      .map((version) => ({path: version.path, pages: version.docs.map((doc) => doc.permalink)}));
  });
}

/**
 * Reads core's three files (failing the build, naming this plugin, when their
 * form changed: checked on every production build, with or without cut
 * versions) and, when there are versions to split off, writes the browser's
 * copies and the tables into `generatedFilesDir/help-version-routes/`.
 * Answers whether it wrote them.
 */
export function writeClientRoutes(generatedFilesDir: string, versions: readonly LazyVersion[]): boolean {
  const read = (file: string): string => fs.readFileSync(path.join(generatedFilesDir, file), 'utf8');
  let split;
  try {
    split = splitRoutes(
      readRouteTree(read('routes.js')),
      JSON.parse(read('routesChunkNames.json')),
      readRegistry(read('registry.js')),
      versions,
    );
  } catch (error) {
    expectInternal(
      PLUGIN,
      false,
      `${error instanceof Error ? error.message : String(error)} (in core's generated files, ${generatedFilesDir}).`,
    );
  }
  const dir = path.join(generatedFilesDir, CLIENT_DIR);
  fs.rmSync(dir, {recursive: true, force: true});
  if (versions.length === 0) return false;
  fs.mkdirSync(path.join(dir, 'tables'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'routes.js'), routesModule(split, LOAD_VERSION_ROUTES));
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(split.chunkNames));
  // Named registry.js, so that plugins/lean-registry trims it as it does core's.
  fs.writeFileSync(path.join(dir, 'registry.js'), registryModule(split));
  for (const table of split.tables)
    fs.writeFileSync(path.join(dir, 'tables', `${table.name}.js`), tableModule(split, table));
  return true;
}

/** The files of `dir` the browser build uses in place of core's `@generated/…` requests. */
const REPLACED_FILES = ['routes.js', 'routesChunkNames.json', 'registry.js'] as const;

/**
 * The build error when the module replacement applied to nothing (core renamed
 * or stopped using an `@generated/…` request), so the pages of older versions
 * would quietly be back in `main.js`; undefined when every copy was compiled.
 */
export function unreplacedMessage(dir: string, compiled: Iterable<string | undefined>): string | undefined {
  const seen = new Set(compiled);
  const missing = REPLACED_FILES.filter((file) => !seen.has(path.join(dir, file)));
  if (missing.length === 0) return undefined;
  return new InternalsChanged(
    PLUGIN,
    `expected the browser build to import core's generated ${REPLACED_FILES.map((f) => f.replace(/\.js(on)?$/, '')).join(', ')} ` +
      `as the requests ${GENERATED} (so that it compiles this plugin's copies instead); ${missing.join(', ')} of ` +
      `${dir} ${missing.length === 1 ? 'was' : 'were'} never compiled: the pages of older versions would be back in main.js.`,
  ).message;
}

/** The parts of a bundler's compiler (webpack's or Rspack's) the check uses. */
interface CompilerLike {
  readonly webpack: {readonly WebpackError: new (message: string) => Error};
  readonly hooks: {
    readonly thisCompilation: {tap(name: string, run: (compilation: CompilationLike) => void): void};
  };
}
interface CompilationLike {
  readonly errors: Error[];
  readonly hooks: {
    readonly finishModules: {
      tap(
        name: string,
        run: (modules: Iterable<{nameForCondition(): string | null | undefined}>) => void,
      ): void;
    };
  };
}

/** Fails the browser build, naming this plugin, when it compiled core's files instead of this plugin's copies. */
class ReplacementCheck {
  constructor(private readonly dir: string) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const message = unreplacedMessage(
          this.dir,
          [...modules].map((module) => module.nameForCondition() ?? undefined),
        );
        if (message) compilation.errors.push(new compiler.webpack.WebpackError(message));
      });
    });
  }
}

export default function versionRoutesPlugin(context: LoadContext): Plugin {
  let loaded: LazyVersion[] | undefined;
  const versions = (step: string): LazyVersion[] => {
    expectInternal(
      PLUGIN,
      loaded !== undefined,
      `expected core to run allContentLoaded, where this plugin reads the docs versions, before ${step}; it did not.`,
    );
    return loaded;
  };
  return {
    name: PLUGIN,
    allContentLoaded({allContent}) {
      loaded = lazyVersions(allContent);
    },
    getClientModules() {
      // Only a site with cut versions loads their pages lazily, and needs to know what a hover preloads.
      return versions('getClientModules').length > 0 ? [PRELOAD_TARGET] : [];
    },
    configureWebpack(config, isServer, {currentBundler}) {
      // The dev server regenerates core's files on every edit; only a production build is split.
      if (isServer || config.mode !== 'production') return {};
      if (!writeClientRoutes(context.generatedFilesDir, versions('configureWebpack'))) return {};
      const dir = path.join(context.generatedFilesDir, CLIENT_DIR);
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            GENERATED,
            (resource: {request: string}) => {
              const file = GENERATED.exec(resource.request)![1];
              resource.request = path.join(dir, file === 'routesChunkNames' ? `${file}.json` : `${file}.js`);
            },
          ),
          new ReplacementCheck(dir),
        ],
      };
    },
  };
}
