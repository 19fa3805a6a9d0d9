/**
 * Watches client-side navigation: announces each new page, flags route
 * changes that take longer than a second, and recovers from route code that
 * fails to load (see `chunkRecovery.ts`). Loading errors never leave a blank
 * or silently broken page.
 */
import type {ClientModule} from '@docusaurus/types';
import type {Location} from 'history';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import siteConfig from '@generated/docusaurus.config';
import {createRoot} from 'react-dom/client';
import MissingResources from '@site/src/components/MissingResources';
import {navigatedPageName} from '@site/src/pageLoading/announcement';
import {
  diagnoseChunkFailure,
  failedChunkUrl,
  withChunkRecovery,
  type ChunkLoader,
  type RecoveryOptions,
} from '@site/src/pageLoading/chunkRecovery';
import {CHUNK_RETRIES, DELAYED_LOAD_EVENT, SLOW_LOAD_MS} from '@site/src/pageLoading/constants';
import {isMissingResourceError} from '@site/src/pageLoading/missingResources';
import {pageLoadStore} from '@site/src/pageLoading/pageLoadStore';
import {replaceChunkLoader} from '@site/src/internals';

/** The bundler's runtime; `e` loads a chunk and is what `import()` calls. */
declare const __webpack_require__: {e?: ChunkLoader<string | number>};

/** Pause before retry n is n times this long. */
const RETRY_PAUSE_MS = 300;

/** The app has rendered once (the first route update happens during that render). */
let appStarted = false;
/** Address of the client-side navigation in progress, if any. */
let pendingAddress: string | null = null;
/** Addresses whose code failed after every retry; their load never settles. */
const failedAddresses = new Set<string>();
let slowLoadTimer: number | undefined;
let leaving = false;

function addressOf({pathname, search, hash}: Location): string {
  return pathname + search + hash;
}

async function httpStatus(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, {method: 'HEAD', cache: 'no-store'});
    return response.status;
  } catch {
    return undefined;
  }
}

function leaveFor(url: string): void {
  if (leaving) return;
  leaving = true;
  window.location.replace(url);
}

function stopSlowLoad(): void {
  window.clearTimeout(slowLoadTimer);
  slowLoadTimer = undefined;
}

function reportLoadFailure(address: string): void {
  failedAddresses.add(address);
  stopSlowLoad();
  pageLoadStore.update({slow: false, failedAddress: address});
}

const recovery: RecoveryOptions = {
  retries: CHUNK_RETRIES,
  pause: (attempt) => new Promise((resolve) => window.setTimeout(resolve, attempt * RETRY_PAUSE_MS)),
  async onFailure(error) {
    if (leaving) return 'handled';
    const address = pendingAddress;
    // Background preloads and the first render: retry, no probing.
    if (address === null) return 'retry';
    const verdict = await diagnoseChunkFailure({address, chunkUrl: failedChunkUrl(error)}, httpStatus);
    if (verdict === 'retry') return 'retry';
    if (verdict === 'not-found') leaveFor(`${siteConfig.baseUrl}404.html`);
    else if (verdict === 'server-error') leaveFor(`${siteConfig.baseUrl}500.html`);
    else leaveFor(address); // stale deploy: the server has the page on its new build
    return 'handled';
  },
  onExhausted() {
    if (pendingAddress === null) return false;
    reportLoadFailure(pendingAddress);
    return true;
  },
};

/**
 * The app never started because the page's own code is missing: the
 * server-rendered page stays readable, with a notice above it.
 */
function showMissingResourcesNotice(): void {
  const host = document.createElement('div');
  document.body.prepend(host);
  createRoot(host).render(<MissingResources placement="banner" address={window.location.href} />);
}

if (ExecutionEnvironment.canUseDOM) {
  replaceChunkLoader('src/clientModules/pageLoading.tsx', __webpack_require__, (load) =>
    withChunkRecovery(load, recovery),
  );
  // Coming back to this page from the back-forward cache: it is no longer being left.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
  let noticeShown = false;
  window.addEventListener('unhandledrejection', (event) => {
    if (appStarted || noticeShown || !isMissingResourceError(event.reason)) return;
    noticeShown = true;
    showMissingResourcesNotice();
  });
}

const pageLoading: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    appStarted = true;
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const address = addressOf(location);
    pendingAddress = address;
    stopSlowLoad();
    if (failedAddresses.has(address)) {
      reportLoadFailure(address);
      return undefined;
    }
    pageLoadStore.update({slow: false, failedAddress: null});
    slowLoadTimer = window.setTimeout(() => {
      window.dispatchEvent(new CustomEvent(DELAYED_LOAD_EVENT, {detail: {address}}));
      pageLoadStore.update({slow: true});
    }, SLOW_LOAD_MS);
    return stopSlowLoad;
  },
  onRouteDidUpdate({location, previousLocation}) {
    pendingAddress = null;
    stopSlowLoad();
    pageLoadStore.update({slow: false, failedAddress: null});
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    // One frame later the head manager has set the new document title.
    window.requestAnimationFrame(() => {
      pageLoadStore.update({
        announcement: translate(
          {id: 'help.routeAnnouncer.navigated', message: 'Navigated to {page}'},
          {page: navigatedPageName(document, document.title)},
        ),
      });
    });
  },
};

export default pageLoading;
