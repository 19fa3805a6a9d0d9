/**
 * Each plugin that changes code Docusaurus generates or ships fails the build,
 * naming itself and what it expected, when its change would apply to nothing
 * (plugins/lib/internals.ts). One test per failure message; the success paths run
 * on every real build (tests/e2e/server-real-build.spec.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {InternalsChanged, expectInternal, packageDir} from '../../plugins/lib/internals';
import {checkRegistry} from '../../plugins/lean-registry';
import devLazyCompilationPlugin from '../../plugins/dev-lazy-compilation';
import type {LoadContext} from '@docusaurus/types';
import {checkTslibUse} from '../../plugins/slim-tslib';
import {checkHydrationFlag, checkPrismModules} from '../../plugins/prism-on-demand';
import {checkPwaPackage, checkServiceWorker} from '../../plugins/offline';
import {COMPILE_HINT, checkCompileHints} from '../../plugins/compile-hints';
import {checkSprite, coreTemplate, ssrTemplateWithoutInlineStyles} from '../../plugins/ssr-template';
import {readClientManifest} from '../../plugins/compile-hints/clientManifest';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-guards-'));
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

function write(relative: string, content: string): string {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
  return file;
}

/** What `run` throws: an `InternalsChanged` whose message starts with the plugin's name. */
function failure(run: () => unknown, plugin: string): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message.startsWith(`[${plugin}] expected `)).toBe(true);
    expect(message).toContain(`plugins/${plugin}`);
    return message;
  }
  throw new Error(`[${plugin}] did not fail`);
}

const MANIFEST = {
  entrypoints: ['main'],
  origins: {main: ['1', '2'], doc: ['3']},
  assets: {
    '1': {js: [{file: 'assets/js/runtime~main.a.js'}]},
    '2': {js: [{file: 'assets/js/main.b.js'}]},
    '3': {js: [{file: 'assets/js/doc.c.js'}]},
  },
};

describe('the shared guard', () => {
  it('names the plugin, what it expected, and where to look', () => {
    expect(() => expectInternal('some-plugin', true, 'unused')).not.toThrow();
    const error = (() => {
      try {
        expectInternal('some-plugin', 0, 'expected a thing; found none.');
      } catch (caught) {
        return caught as InternalsChanged;
      }
    })();
    expect(error).toBeInstanceOf(InternalsChanged);
    expect(error?.message).toBe(
      '[some-plugin] expected a thing; found none.\n' +
        'Docusaurus changed what plugins/some-plugin relies on: update the plugin for the new version, or remove it ' +
        '(src/theme/README.md, "Every touch of Docusaurus internals").',
    );
  });

  it('finds a package folder even without a main entry or an exported package.json', () => {
    expect(fs.existsSync(path.join(packageDir('@docusaurus/core'), 'lib', 'ssg'))).toBe(true);
    expect(() => packageDir('@docusaurus/no-such-package')).toThrow('is not installed');
  });
});

describe('lean-registry', () => {
  it('fails when core wrote no registry', () => {
    expect(failure(() => checkRegistry(dir), 'lean-registry')).toContain(
      `expected core's generated chunk registry at ${dir}/registry.js`,
    );
  });

  it('fails when no registry entry has the shape it rewrites', () => {
    write(
      'registry.js',
      'export default {\n  "17896441": {loader: () => import("@theme/DocItem"), path: "@theme/DocItem"},\n};\n',
    );
    expect(failure(() => checkRegistry(dir), 'lean-registry')).toContain(
      'expected entries shaped `[() => import(…), "<source path>", require.resolveWeak(…)]` in .docusaurus/registry.js; the pattern matched none of its 4 lines.',
    );
  });
});

describe('dev-lazy-compilation', () => {
  const configure = (instance: object) =>
    devLazyCompilationPlugin({generatedFilesDir: dir} as LoadContext).configureWebpack!(
      {mode: 'development'},
      false,
      {currentBundler: {name: 'rspack', instance}} as never,
      undefined,
    );

  it("fails when the bundler's Rspack no longer exports lazyCompilationMiddleware", () => {
    expect(failure(() => configure({}), 'dev-lazy-compilation')).toContain(
      'expected @rspack/core to export lazyCompilationMiddleware',
    );
  });

  it('passes on the installed Rspack', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(() => configure(require('@rspack/core'))).not.toThrow();
  });
});

describe('slim-tslib', () => {
  it('fails when @docusaurus/utils-common no longer requires tslib', () => {
    write('index.js', 'exports.x = 1;\n');
    expect(failure(() => checkTslibUse(dir), 'slim-tslib')).toContain(
      `expected @docusaurus/utils-common's compiled files (${dir}) to require "tslib"; none does.`,
    );
  });

  it('fails when it calls a helper the slim module lacks', () => {
    write('index.js', 'const tslib_1 = require("tslib");\ntslib_1.__importDefault(a);\n');
    write('sub/other.js', 'const tslib_1 = require("tslib");\ntslib_1.__exportStar(b, exports);\n');
    expect(failure(() => checkTslibUse(dir), 'slim-tslib')).toContain(
      'expected @docusaurus/utils-common to call only __importDefault of tslib; it also calls __exportStar, which plugins/slim-tslib/client/tslibImportDefault.ts does not provide.',
    );
  });

  it('passes on the installed @docusaurus/utils-common', () => {
    expect(() => checkTslibUse(path.join(packageDir('@docusaurus/utils-common'), 'lib'))).not.toThrow();
  });
});

describe('client manifest (read by compile-hints)', () => {
  it('fails when the client manifest is missing or of another shape', () => {
    expect(failure(() => readClientManifest('compile-hints', dir), 'compile-hints')).toContain(
      `expected core's client manifest at ${dir}/client-manifest.json`,
    );
    write('client-manifest.json', JSON.stringify({chunks: {}}));
    expect(failure(() => readClientManifest('compile-hints', dir), 'compile-hints')).toContain(
      'to have "entrypoints", "origins" and "assets"; it has chunks.',
    );
  });
});

describe('prism-on-demand', () => {
  const CONTENT = "import CodeContent from './codeContent';\n";

  it("fails when the classic theme's Prism client module is gone", () => {
    write('lib/index.js', "getClientModules() { return ['./prism-include-languages']; }");
    expect(failure(() => checkPrismModules(dir, write('Content.tsx', CONTENT)), 'prism-on-demand')).toContain(
      `expected the classic theme's client module ${dir}/lib/prism-include-languages.js, which puts Prism in every page's entry; it no longer exists.`,
    );
  });

  it('fails when the theme no longer lists that client module', () => {
    write('lib/prism-include-languages.js', '');
    write('lib/index.js', "getClientModules() { return ['./nprogress']; }");
    expect(failure(() => checkPrismModules(dir, write('Content.tsx', CONTENT)), 'prism-on-demand')).toContain(
      "to list './prism-include-languages' among its client modules; it does not.",
    );
  });

  it('fails when the code block no longer imports ./codeContent', () => {
    write('lib/prism-include-languages.js', '');
    write('lib/index.js', "getClientModules() { return ['./prism-include-languages']; }");
    expect(
      failure(
        () => checkPrismModules(dir, write('Content.tsx', "import Highlighted from './highlighted';\n")),
        'prism-on-demand',
      ),
    ).toContain("to import './codeContent', the request the browser build swaps; it does not.");
  });

  it('passes on the installed theme and our code block', () => {
    expect(checkPrismModules(packageDir('@docusaurus/theme-classic'))).toMatch(
      /lib[\\/]prism-include-languages$/,
    );
  });

  it("fails when core's client entry no longer reads the hydration flag our code block reads", () => {
    write('lib/client/clientEntry.js', 'const hydrate = window.__hydrate;');
    write('lib/webpack/client.js', "new DefinePlugin({'process.env.HYDRATE_CLIENT_ENTRY': 'true'})");
    expect(failure(() => checkHydrationFlag(dir), 'prism-on-demand')).toContain(
      `expected core's ${dir}/lib/client/clientEntry.js to use process.env.HYDRATE_CLIENT_ENTRY`,
    );
  });

  it('passes on the installed core', () => {
    expect(() => checkHydrationFlag(packageDir('@docusaurus/core'))).not.toThrow();
  });
});

describe('compile-hints', () => {
  it('fails when an entry script does not start with the hint', () => {
    write('.docusaurus/client-manifest.json', JSON.stringify(MANIFEST));
    write('build/assets/js/runtime~main.a.js', `${COMPILE_HINT}\n(()=>{})();`);
    write('build/assets/js/main.b.js', '(()=>{})();');
    expect(
      failure(
        () => checkCompileHints(path.join(dir, 'build'), path.join(dir, '.docusaurus')),
        'compile-hints',
      ),
    ).toContain(
      'expected every entry script to start with "//# allFunctionsCalledOnLoad"; assets/js/main.b.js does not.',
    );
  });

  it('fails when the manifest names no entry script', () => {
    write('.docusaurus/client-manifest.json', JSON.stringify({...MANIFEST, entrypoints: []}));
    expect(
      failure(
        () => checkCompileHints(path.join(dir, 'build'), path.join(dir, '.docusaurus')),
        'compile-hints',
      ),
    ).toContain('expected entry scripts in the client manifest; it lists none.');
  });
});

describe('offline', () => {
  it("fails when the PWA package's main entry no longer exports what it calls", () => {
    expect(
      failure(() => checkPwaPackage({default: () => null}, packageDir('@docusaurus/plugin-pwa')), 'offline'),
    ).toContain(
      "expected @docusaurus/plugin-pwa's main entry to export the plugin (default) and validateOptions; it exports default.",
    );
  });

  it('fails when its theme folders are gone', () => {
    expect(
      failure(() => checkPwaPackage({default: () => null, validateOptions: () => ({})}, dir), 'offline'),
    ).toContain(`expected the PWA plugin's theme folder ${dir}/lib/theme; there is none.`);
  });

  it('fails when no service worker was built, or one without our code', () => {
    expect(failure(() => checkServiceWorker(dir), 'offline')).toContain(
      `expected the PWA plugin to write ${dir}/sw.js; there is none.`,
    );
    write('sw.js', 'self.addEventListener("fetch", () => {});');
    write('1.sw.js', 'self.x = 1;');
    expect(failure(() => checkServiceWorker(dir), 'offline')).toContain(
      'expected the service worker (1.sw.js, sw.js) to hold plugins/offline/sw/offline.ts (its cache "help-pages"); it does not, so our swCustom option was not used.',
    );
    write('1.sw.js', 'caches.open("help-pages");');
    expect(() => checkServiceWorker(dir)).not.toThrow();
  });
});

describe('ssr-template', () => {
  it("fails when core's default template is gone", () => {
    expect(failure(() => coreTemplate(dir), 'ssr-template')).toContain(
      `expected Docusaurus's default page template at ${dir}/lib/ssg/ssgTemplate.html.js; there is none.`,
    );
  });

  it('fails when the template no longer writes the body tags where it expects them', () => {
    expect(
      failure(() => ssrTemplateWithoutInlineStyles('<body><%~ it.appHtml %></body>'), 'ssr-template'),
    ).toContain(
      "expected Docusaurus's page template to contain <%~ it.preBodyTags %>, where the sprite is written; it does not.",
    );
  });

  it("fails when the theme's sprite was not there to rewrite", () => {
    write('index.html', '<body><svg style="display:none"><defs></defs></svg></body>');
    expect(failure(() => checkSprite(dir), 'ssr-template')).toContain(
      `expected the classic theme's icon sprite <svg style="display: none;"> in the body tags of ${dir}/index.html, to rewrite as <svg display="none" aria-hidden="true">; it was not there.`,
    );
  });
});
