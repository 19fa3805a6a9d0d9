/**
 * Registers the offline service worker (`swRegister` of @docusaurus/plugin-pwa)
 * and tells it which pages the reader opened, so they work offline later.
 * Registration happens only over https or on localhost; anywhere else an error
 * is logged and nothing registers.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {serviceWorkerAllowed} from './serviceWorkerPolicy';

/**
 * `/sw.js`, with the parameters the plugin's worker reads. Its own "offline
 * mode" would download the whole site up front; this site's worker caches
 * what the reader opens instead (`plugins/offline/sw/offline.ts`).
 */
const SERVICE_WORKER_URL = `${process.env.PWA_SERVICE_WORKER_URL}?params=${encodeURIComponent(
  JSON.stringify({offlineMode: false, debug: false}),
)}`;

/** Asks the worker to cache these same-origin URLs (handled by workbox-routing). */
async function cacheForOffline(urls: readonly string[]): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const urlsToCache = urls.filter(
    (url) => new URL(url, window.location.href).origin === window.location.origin,
  );
  registration.active?.postMessage({type: 'CACHE_URLS', payload: {urlsToCache}});
}

async function register(): Promise<void> {
  // A page the worker did not serve (the first visit) is cached once it is ready,
  // with the scripts and styles it loaded.
  const servedByWorker = navigator.serviceWorker.controller !== null;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, {scope: '/'});
  if (!servedByWorker) {
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => !url.includes('/sw.js'));
    await cacheForOffline([window.location.href, ...resources]);
  }
}

const canRegister = ExecutionEnvironment.canUseDOM && serviceWorkerAllowed(window.location);

if (ExecutionEnvironment.canUseDOM) {
  if (!canRegister) {
    console.error(
      `Offline reading is off: a service worker registers only over https or on localhost, and this page came from ${window.location.origin}.`,
    );
  } else if ('serviceWorker' in navigator) {
    register().catch((error: unknown) => console.error('Service worker registration failed', error));
  }
}

const serviceWorker: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // Client-side navigations fetch no HTML: have the worker fetch and keep it.
    if (!canRegister || !('serviceWorker' in navigator) || !previousLocation) return;
    if (location.pathname === previousLocation.pathname && location.search === previousLocation.search)
      return;
    void cacheForOffline([window.location.href]).catch(() => undefined);
  },
};

export default serviceWorker;
