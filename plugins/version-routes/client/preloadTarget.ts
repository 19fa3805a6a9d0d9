/**
 * Which address core is preloading. Core's `preload(path)` calls the static
 * `preload()` of each route matching `path`, without the path. A version's
 * lazy route (./loadVersionRoutes.ts) needs it, to preload the page being opened
 * with its table: on a first load or a navigation that is the address shown,
 * but a link preloads its target on hover (`window.docusaurus.preload`) while
 * the reader is still on another page. This client module, which
 * plugins/version-routes adds to builds with cut versions, wraps that entry
 * point so that the preload knows its path; core calls each route's `preload`
 * synchronously within it.
 */
import type {ClientModule} from '@docusaurus/types';
import {replaceDocusaurusMember} from '../../../src/internals';

let preloading: string | undefined;
let installed = false;

/** The address being preloaded: the one a link was hovered for, else the one shown. */
export function preloadTarget(): string {
  return preloading ?? window.location.pathname;
}

/** Runs core's preload of `path` with `path` as the target. */
export function preloadingPath<T>(path: string, preload: (path: string) => T): T {
  preloading = path;
  try {
    return preload(path);
  } finally {
    preloading = undefined;
  }
}

const preloadTargetModule: ClientModule = {
  onRouteUpdate() {
    // The first update comes once `window.docusaurus` exists.
    if (installed) return;
    installed = true;
    replaceDocusaurusMember(
      'plugins/version-routes',
      'preload',
      (corePreload) => (path) => preloadingPath(path, corePreload),
    );
  },
};

export default preloadTargetModule;
