/**
 * The one script of the static offline page (`/offline.html`): it lists the
 * pages this browser has stored for offline reading, read from the service
 * worker's page cache (`src/serviceWorker/offline.js`), each by its title (without the site name).
 * Titles are set as text, never as HTML. Without scripts or stored pages the
 * list stays hidden. The build's CSP allows it by its hash (deploy/prepare.ts).
 */

import {PAGES_CACHE, STORED_PAGES_ID} from '../../src/serviceWorker/storedPages';

export const STORED_PAGES_SCRIPT = `(async () => {
  const section = document.getElementById(${JSON.stringify(STORED_PAGES_ID)});
  const list = section && section.querySelector('ul');
  if (!list || !('caches' in window)) return;
  const cache = await caches.open(${JSON.stringify(PAGES_CACHE)});
  const pages = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin || url.search || !url.pathname.endsWith('/') || /\\/search\\/$/.test(url.pathname)) continue;
    const response = await cache.match(request);
    if (!response) continue;
    const title = new DOMParser().parseFromString(await response.text(), 'text/html').title.replace(/ \\| Help$/, '');
    pages.push({path: url.pathname, title: title || url.pathname});
  }
  pages.sort((a, b) => a.title.localeCompare(b.title));
  for (const page of pages) {
    const link = document.createElement('a');
    link.href = page.path;
    link.textContent = page.title;
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  if (pages.length > 0) section.hidden = false;
})();`;
