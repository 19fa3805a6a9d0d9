/**
 * A route whose children, the pages of an older or unreleased docs version,
 * load on demand: the browser build's route table holds them in a module of
 * their own (plugins/version-routes), so the entry script every reader loads
 * does not grow with each version cut. Core preloads a route's component
 * before it renders the route, on a first load as on each navigation; that
 * preload here also loads the table, adds its pages, and preloads the page
 * being opened, so the page renders (and hydrates) at once, as any other.
 * Hovering a link to such a page preloads the same way (./preloadTarget.ts).
 */
import {matchPath} from '@docusaurus/router';
import {preloadTarget} from './preloadTarget';

/** The parts of a route config used here; `component` is a loadable one (`ComponentCreator`). */
export interface LoadableRoute {
  readonly path: string;
  readonly exact?: boolean;
  readonly component: {preload?: () => Promise<unknown>};
}

/** `route` (a version's root) with its pages, loaded from `load` when core first preloads the route. */
export function loadVersionRoutes<R extends LoadableRoute>(
  route: R,
  load: () => Promise<{default: LoadableRoute[]}>,
): R & {routes: LoadableRoute[]} {
  // Filled in place: core and the docs theme hold this very array.
  const routes: LoadableRoute[] = [];
  let installing: Promise<void> | undefined;
  const install = (): Promise<void> => {
    installing ??= load().then(
      (table) => {
        routes.push(...table.default);
      },
      (error: unknown) => {
        installing = undefined; // The next navigation tries again.
        throw error;
      },
    );
    return installing;
  };
  const preloadOwn = route.component.preload?.bind(route.component);
  route.component.preload = async () => {
    // Read before waiting: core asks for each route's preload synchronously within its own.
    const target = preloadTarget();
    await Promise.all([preloadOwn?.(), install()]);
    const opened = routes.filter(({path, exact}) => matchPath(target, {path, exact}));
    await Promise.all(opened.map((page) => page.component.preload?.()));
  };
  return Object.assign(route, {routes});
}
