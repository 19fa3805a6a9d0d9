/**
 * Scroll after each navigation, where Docusaurus does not already: back to the
 * remembered position of a path visited before, and to a first load's `#hash`
 * element (below the fixed header, through `scroll-margin-top`) once the page
 * has rendered. Core scrolls to the hash's element or to the top after every
 * other client-side navigation.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {ScrollMemory, scrollTarget, type ScrollTarget} from '../navigation/scrollMemory';

let memory: ScrollMemory | undefined;
let traversingHistory = false;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  memory = new ScrollMemory(storage());
  // We restore positions ourselves; the browser's own restoration would fight it.
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    traversingHistory = true;
  });
  window.addEventListener('pagehide', () => memory?.remember(window.location.pathname, window.scrollY));
}

function scrollTo(target: ScrollTarget): void {
  switch (target.kind) {
    case 'element':
      document.getElementById(target.id)?.scrollIntoView();
      break;
    case 'position':
      window.scrollTo(0, target.top);
      break;
    case 'keep':
      break;
  }
}

const routeScroll: ClientModule = {
  onRouteUpdate({previousLocation}) {
    // The page being left is still on screen: remember how far down it was read.
    if (previousLocation) memory?.remember(previousLocation.pathname, window.scrollY);
  },
  onRouteDidUpdate({location, previousLocation}) {
    const target = scrollTarget({
      pathname: location.pathname,
      hash: location.hash,
      previousPathname: previousLocation?.pathname,
      isHistoryTraversal: traversingHistory,
      savedTop: memory?.recall(location.pathname),
    });
    traversingHistory = false;
    scrollTo(target);
  },
};

export default routeScroll;
