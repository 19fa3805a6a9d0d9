/**
 * Custom code of the site's service worker (`swCustom` of
 * @docusaurus/plugin-pwa). Pages are fetched from the network first and kept,
 * so pages read before open offline; other same-origin files (scripts,
 * styles, images, search indexes) are served from the cache and refreshed in
 * the background. An address never opened shows the offline page.
 */
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';
import {ExpirationPlugin} from 'workbox-expiration';
import {PAGES_CACHE} from '../client/storedPages';
import {OFFLINE_PAGE, offlineShellResources} from './offlineShell';

declare const self: ServiceWorkerGlobalScope;

const FILES_CACHE = 'help-files';
const OFFLINE_CACHE = 'help-offline';

interface RouteContext {
  readonly request: Request;
  readonly url: URL;
}

function isSameOrigin(url: URL): boolean {
  return url.origin === self.location.origin;
}

function isPage({request, url}: RouteContext): boolean {
  return (
    isSameOrigin(url) &&
    (request.mode === 'navigate' || url.pathname.endsWith('/') || url.pathname.endsWith('.html'))
  );
}

function isSiteFile({request, url}: RouteContext): boolean {
  return isSameOrigin(url) && !isPage({request, url}) && url.pathname !== '/sw.js';
}

async function cacheOfflinePage(): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  const response = await fetch(OFFLINE_PAGE, {cache: 'no-cache'});
  if (!response.ok) throw new Error(`${OFFLINE_PAGE} answered ${response.status}`);
  const html = await response.clone().text();
  await cache.put(OFFLINE_PAGE, response);
  await cache.addAll(offlineShellResources(html, new URL(OFFLINE_PAGE, self.location.href).href));
}

export default function offlineReading(): void {
  self.addEventListener('install', (event) => {
    event.waitUntil(cacheOfflinePage().then(() => self.skipWaiting()));
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim());
  });

  const onlyComplete = new CacheableResponsePlugin({statuses: [200]});
  // Pages answer with `Vary: Accept` (a Markdown twin for `Accept: text/markdown`), and the page
  // kept in the background was not fetched with a navigation's Accept: match on the address alone.
  const matchOptions = {ignoreVary: true};
  registerRoute(
    isPage,
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      matchOptions,
      plugins: [onlyComplete, new ExpirationPlugin({maxEntries: 400})],
    }),
  );
  registerRoute(
    isSiteFile,
    new StaleWhileRevalidate({
      cacheName: FILES_CACHE,
      plugins: [onlyComplete, new ExpirationPlugin({maxEntries: 1000})],
    }),
  );
  // Offline and not cached: any cache that has it (the offline page's own
  // styles), else the offline page for pages.
  setCatchHandler(async ({request, url}) => {
    const cached = await caches.match(request, matchOptions);
    if (cached) return cached;
    if (isPage({request, url: url ?? new URL(request.url)})) {
      return (await caches.match(OFFLINE_PAGE, matchOptions)) ?? Response.error();
    }
    return Response.error();
  });
}
