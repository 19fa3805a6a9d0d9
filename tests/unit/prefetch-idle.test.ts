/** @jest-environment jsdom */
import type {ClientModule} from '@docusaurus/types';

type Framework = {prefetch: jest.Mock; preload: jest.Mock};

/** The client module with a fresh state, a recorded framework prefetch and idle callbacks run by hand. */
async function setUp(): Promise<{
  module: Required<Pick<ClientModule, 'onRouteUpdate'>>;
  framework: Framework;
  idle: (() => void)[];
}> {
  const framework: Framework = {prefetch: jest.fn(), preload: jest.fn()};
  const idle: (() => void)[] = [];
  Object.assign(window, {
    docusaurus: framework,
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  });
  jest.resetModules();
  const module = (await import('../../src/clientModules/prefetchPolicy')).default;
  return {module: module as Required<Pick<ClientModule, 'onRouteUpdate'>>, framework, idle};
}

function routeUpdate(
  pathname: string,
  previous?: string,
): Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0] {
  return {
    location: {pathname, search: '', hash: '', state: undefined},
    previousLocation:
      previous === undefined ? null : {pathname: previous, search: '', hash: '', state: undefined},
  } as unknown as Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0];
}

describe('prefetches wait for idle time', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs each prefetch of a batch in its own idle callback', async () => {
    const {module, framework, idle} = await setUp();
    module.onRouteUpdate(routeUpdate('/jet/'));
    const policy = window.docusaurus as unknown as Framework;
    ['/jet/a/', '/jet/b/', '/jet/c/'].forEach((path) => policy.prefetch(path));
    jest.advanceTimersByTime(0);
    expect(framework.prefetch).not.toHaveBeenCalled();
    expect(idle).toHaveLength(3);
    idle[0]();
    expect(framework.prefetch.mock.calls).toEqual([['/jet/a/']]);
    idle[1]();
    idle[2]();
    expect(framework.prefetch.mock.calls).toEqual([['/jet/a/'], ['/jet/b/'], ['/jet/c/']]);
  });

  it('drops a prefetch still waiting when the reader moves to another page', async () => {
    const {module, framework, idle} = await setUp();
    module.onRouteUpdate(routeUpdate('/jet/'));
    (window.docusaurus as unknown as Framework).prefetch('/jet/a/');
    jest.advanceTimersByTime(0);
    module.onRouteUpdate(routeUpdate('/jet/jobs/', '/jet/'));
    idle.forEach((callback) => callback());
    expect(framework.prefetch).not.toHaveBeenCalled();
  });
});
