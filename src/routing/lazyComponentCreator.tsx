/**
 * Docusaurus's `ComponentCreator` made lazy, for the browser build only
 * (plugins/lazy-route-components.ts). The generated route table calls
 * `ComponentCreator` for every route of the site while the entry script is
 * evaluated, and each call builds a loadable component; that work grew with
 * every page and sat in the longest task of a first load. Here a route's
 * loadable component is built the first time the route is preloaded or
 * rendered, which for a first load is the one page being read.
 */
import React, {type ComponentType, type ReactNode} from 'react';
// Core's own creator: plugins/lazy-route-components.ts replaces this request everywhere but here.
import createRouteComponent from '@docusaurus/ComponentCreator';

/** A route's component as core's route table and `preload` use it. */
export type RouteComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

export default function lazyComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const routeComponent = (): RouteComponent => (loadable ??= createRouteComponent(path, hash) as RouteComponent);
  function LazyRoute(props: Record<string, unknown>): ReactNode {
    const Route = routeComponent();
    return <Route {...props} />;
  }
  // Also the mark tests/e2e/server-real-build.spec.ts finds in main.js: this module is there only when the route table uses it.
  LazyRoute.displayName = 'LazyRoute';
  LazyRoute.preload = () => routeComponent().preload();
  return LazyRoute;
}
