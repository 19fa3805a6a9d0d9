import slimTslibPlugin from '../../plugins/slim-tslib';
import {__importDefault} from '../../plugins/slim-tslib/client/tslibImportDefault';

describe('tslib in the browser build', () => {
  it('__importDefault wraps CommonJS exports and keeps ES modules as they are', () => {
    const commonJs = {applyTrailingSlash: () => '/'};
    expect(__importDefault(commonJs)).toEqual({default: commonJs});
    const esModule = {__esModule: true, default: () => '/'};
    expect(__importDefault(esModule)).toBe(esModule);
  });

  it("replaces only @docusaurus/utils-common's tslib, in the browser build only", () => {
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly replace: (resource: {request: string; context?: string}) => void,
      ) {}
    }
    const plugin = slimTslibPlugin();
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}} as never;
    expect(plugin.configureWebpack!({}, true, utils, {} as never)).toEqual({});
    const {plugins} = plugin.configureWebpack!({}, false, utils, {} as never) as unknown as {
      plugins: Replacement[];
    };
    const [replacement] = plugins;
    expect(replacement.pattern.test('tslib')).toBe(true);
    const fromUtils = {request: 'tslib', context: '/site/node_modules/@docusaurus/utils-common/lib'};
    replacement.replace(fromUtils);
    expect(fromUtils.request).toMatch(/plugins[\\/]slim-tslib[\\/]client[\\/]tslibImportDefault\.ts$/);
    const fromElsewhere = {request: 'tslib', context: '/site/node_modules/some-package/lib'};
    replacement.replace(fromElsewhere);
    expect(fromElsewhere.request).toBe('tslib');
  });
});
