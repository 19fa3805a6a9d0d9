/** @jest-environment jsdom */
import {loadVersionRoutes, type LoadableRoute} from '../../plugins/version-routes/client/loadVersionRoutes';
import preloadTargetModule, {
  preloadTarget,
  preloadingPath,
} from '../../plugins/version-routes/client/preloadTarget';

// Core's `@docusaurus/router` is react-router's.
jest.mock('@docusaurus/router', () => ({matchPath: jest.requireActual('react-router').matchPath}), {
  virtual: true,
});

/** A loadable component double that counts its preloads. */
function loadable(log: string[], name: string): LoadableRoute['component'] {
  return {preload: async () => void log.push(name)};
}

const page = (log: string[], path: string): LoadableRoute => ({
  path,
  exact: true,
  component: loadable(log, path),
});

describe('loadVersionRoutes', () => {
  beforeEach(() => window.history.replaceState(null, '', '/jet/1.0/jobs/'));

  it("starts without children; its preload adds the table's pages in place and preloads the page at the address", async () => {
    const log: string[] = [];
    const load = jest.fn(async () => ({default: [page(log, '/jet/1.0/'), page(log, '/jet/1.0/jobs/')]}));
    const route = loadVersionRoutes({path: '/jet/1.0/', component: loadable(log, 'DocRoot')}, load);
    const children = route.routes;
    expect(children).toEqual([]);
    await route.component.preload!();
    expect(route.routes).toBe(children);
    expect(children.map((r) => r.path)).toEqual(['/jet/1.0/', '/jet/1.0/jobs/']);
    expect(log).toEqual(['DocRoot', '/jet/1.0/jobs/']);
    // A second preload (the next navigation) loads the table no more.
    window.history.replaceState(null, '', '/jet/1.0/');
    await route.component.preload!();
    expect(load).toHaveBeenCalledTimes(1);
    expect(log.slice(2)).toEqual(['DocRoot', '/jet/1.0/']);
  });

  it('fails the preload when the table cannot load, and tries again on the next', async () => {
    const log: string[] = [];
    const load = jest
      .fn<Promise<{default: LoadableRoute[]}>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({default: [page(log, '/jet/1.0/jobs/')]});
    const route = loadVersionRoutes({path: '/jet/1.0/', component: {} as LoadableRoute['component']}, load);
    await expect(route.component.preload!()).rejects.toThrow('ChunkLoadError');
    expect(route.routes).toEqual([]);
    await route.component.preload!();
    expect(route.routes.map((r) => r.path)).toEqual(['/jet/1.0/jobs/']);
    expect(log).toEqual(['/jet/1.0/jobs/']);
  });

  it('preloads the page a hovered link leads to, not the page being read', async () => {
    window.history.replaceState(null, '', '/jet/jobs/');
    const log: string[] = [];
    const load = async () => ({default: [page(log, '/jet/1.0/'), page(log, '/jet/1.0/jobs/')]});
    const route = loadVersionRoutes({path: '/jet/1.0/', component: loadable(log, 'DocRoot')}, load);
    // As core's preload(path) does: each matching route's preload, called synchronously within it.
    await preloadingPath('/jet/1.0/jobs/', () => route.component.preload!());
    expect(log).toEqual(['DocRoot', '/jet/1.0/jobs/']);
    expect(preloadTarget()).toBe('/jet/jobs/');
  });
});

describe('preloadTarget client module', () => {
  it("wraps window.docusaurus.preload once, keeping the rest of the object (and another module's replacement)", () => {
    const seen: string[] = [];
    const prefetch = jest.fn();
    const framework = {prefetch, preload: (path: string) => seen.push(`${path} as ${preloadTarget()}`)};
    Object.assign(window, {docusaurus: framework});
    const update = preloadTargetModule.onRouteUpdate as () => void;
    update();
    const wrapped = (window as unknown as {docusaurus: typeof framework}).docusaurus;
    update();
    expect((window as unknown as {docusaurus: typeof framework}).docusaurus).toBe(wrapped);
    expect(wrapped.prefetch).toBe(prefetch);
    expect(Object.isFrozen(wrapped)).toBe(true);
    wrapped.preload('/jet/1.0/jobs/');
    expect(seen).toEqual(['/jet/1.0/jobs/ as /jet/1.0/jobs/']);
  });
});
