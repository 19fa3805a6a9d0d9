/** @jest-environment jsdom */
import {withLazyRoutes, type LazyRoute} from '../../src/versionRoutes/withLazyRoutes';

// Core's `@docusaurus/router` is react-router's.
jest.mock('@docusaurus/router', () => ({matchPath: jest.requireActual('react-router').matchPath}), {
  virtual: true,
});

/** A loadable component double that counts its preloads. */
function loadable(log: string[], name: string): LazyRoute['component'] {
  return {preload: async () => void log.push(name)};
}

const page = (log: string[], path: string): LazyRoute => ({
  path,
  exact: true,
  component: loadable(log, path),
});

describe('withLazyRoutes', () => {
  beforeEach(() => window.history.replaceState(null, '', '/jet/1.0/jobs/'));

  it("starts without children; its preload adds the table's pages in place and preloads the page at the address", async () => {
    const log: string[] = [];
    const load = jest.fn(async () => ({default: [page(log, '/jet/1.0/'), page(log, '/jet/1.0/jobs/')]}));
    const route = withLazyRoutes({path: '/jet/1.0/', component: loadable(log, 'DocRoot')}, load);
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
      .fn<Promise<{default: LazyRoute[]}>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({default: [page(log, '/jet/1.0/jobs/')]});
    const route = withLazyRoutes({path: '/jet/1.0/', component: {} as LazyRoute['component']}, load);
    await expect(route.component.preload!()).rejects.toThrow('ChunkLoadError');
    expect(route.routes).toEqual([]);
    await route.component.preload!();
    expect(route.routes.map((r) => r.path)).toEqual(['/jet/1.0/jobs/']);
    expect(log).toEqual(['/jet/1.0/jobs/']);
  });
});
