/**
 * @jest-environment jsdom
 *
 * Client code that replaces part of Docusaurus's or the bundler's runtime
 * checks it first (src/internals.ts): when it is gone, nothing is replaced and
 * the console names the module and what it expected.
 */
import {replaceChunkLoader, replaceDocusaurusMember} from '../../src/internals';

type Framework = Window['docusaurus'];

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe("replacing a member of core's window.docusaurus", () => {
  const prefetch = jest.fn(() => false as const);
  const preload = jest.fn(() => false as const);

  it('wraps the member in a frozen copy that keeps the other one and what another module installed', () => {
    window.docusaurus = Object.freeze({prefetch, preload});
    replaceDocusaurusMember('plugins/a', 'preload', (core) => (path) => core(`/a${path}`));
    replaceDocusaurusMember('plugins/b', 'prefetch', (core) => (path) => core(`/b${path}`));
    expect(Object.isFrozen(window.docusaurus)).toBe(true);
    window.docusaurus.preload('/x/');
    window.docusaurus.prefetch('/y/');
    expect(preload).toHaveBeenCalledWith('/a/x/');
    expect(prefetch).toHaveBeenCalledWith('/b/y/');
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves window.docusaurus as it is, and says which module expected what, when the member is gone', () => {
    const framework = Object.freeze({prefetch} as unknown as Framework);
    window.docusaurus = framework;
    const wrap = jest.fn();
    replaceDocusaurusMember('plugins/version-routes', 'preload', wrap);
    expect(window.docusaurus).toBe(framework);
    expect(wrap).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[plugins\/version-routes\] expected window\.docusaurus\.preload, core's entry point for links; it is not there/,
      ),
    );
  });

  it('says so when window.docusaurus itself is gone', () => {
    delete (window as Partial<Window>).docusaurus;
    replaceDocusaurusMember('src/clientModules/prefetchPolicy.ts', 'prefetch', jest.fn());
    expect(errors.mock.calls[0][0]).toMatch(
      /^\[src\/clientModules\/prefetchPolicy\.ts\] expected window\.docusaurus\.prefetch/,
    );
  });
});

describe("replacing the bundler's chunk loader", () => {
  it('wraps __webpack_require__.e', async () => {
    const runtime = {e: async (id: string) => `chunk ${id}`};
    replaceChunkLoader('m', runtime, (load) => async (id) => `wrapped ${await load(id)}`);
    await expect(runtime.e('1')).resolves.toBe('wrapped chunk 1');
  });

  it('leaves the runtime as it is, and says so, without one', () => {
    const runtime: {e?: () => Promise<unknown>} = {};
    replaceChunkLoader('src/clientModules/pageLoading.tsx', runtime, jest.fn());
    expect(runtime).toEqual({});
    expect(errors.mock.calls[0][0]).toMatch(
      /^\[src\/clientModules\/pageLoading\.tsx\] expected __webpack_require__\.e, the bundler's chunk loader; .*"Every touch of Docusaurus internals"/,
    );
  });
});
