/**
 * The one script of the static offline page (`/offline.html`). It lists the
 * pages this browser has stored for offline reading, read from the service
 * worker's page cache (`plugins/offline/sw/offline.ts`), each by its title
 * (without the site name), grouped by product (a product's heading links to
 * its section root when that is stored, which is not listed again); it says,
 * when the page is opened at its own address rather than in place of a page
 * not stored, that it lists the pages kept; and it says which products'
 * search works offline: those whose index and every body text are in the
 * worker's file cache (`src/search/local/backend.ts` fetches them). Titles are
 * set as text, never as HTML. Without scripts or stored pages both sections
 * stay hidden. The build's CSP allows it by its hash (deploy/prepare.ts).
 */

import {PRODUCTS} from '../../src/products';
import {ALL_TEXTS} from '../../src/search/local/shards';
import {
  OFFLINE_EXPLANATION_ID,
  OFFLINE_RETRY_ID,
  OFFLINE_SEARCH_ID,
  PAGES_CACHE,
  STORED_PAGES_ID,
} from '../offline/client/storedPages';
import {INDEX_DIR} from '../search-index/paths';

const GROUPS = JSON.stringify(PRODUCTS.map((product) => ({id: product.id, name: product.name})));
/** What the page says opened at its own address (`/offline/`, `/offline.html`): not that a page is missing. */
const OWN_ADDRESS = {
  title: 'Reading offline',
  explanation: 'Every page of Help you open on this device is kept for reading without a connection.',
};

export const STORED_PAGES_SCRIPT = `(async () => {
  const section = document.getElementById(${JSON.stringify(STORED_PAGES_ID)});
  const search = document.getElementById(${JSON.stringify(OFFLINE_SEARCH_ID)});
  const explanation = document.getElementById(${JSON.stringify(OFFLINE_EXPLANATION_ID)});
  const retry = document.getElementById(${JSON.stringify(OFFLINE_RETRY_ID)});
  if (explanation && retry && /^\\/offline(\\/|\\.html)$/.test(location.pathname)) {
    document.querySelector('main h1').textContent = ${JSON.stringify(OWN_ADDRESS.title)};
    document.title = ${JSON.stringify(`${OWN_ADDRESS.title} | Help`)};
    explanation.textContent = ${JSON.stringify(OWN_ADDRESS.explanation)};
    retry.parentElement.hidden = true;
  }
  if (!section || !search || !('caches' in window)) return;
  const products = ${GROUPS};
  const element = (name, text) => {
    const node = document.createElement(name);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const cache = await caches.open(${JSON.stringify(PAGES_CACHE)});
  const groups = new Map([...products.map((p) => [p.id, []]), ['', []]]);
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin || url.search || !url.pathname.endsWith('/') || /\\/search\\/$/.test(url.pathname)) continue;
    const response = await cache.match(request);
    if (!response) continue;
    const title = new DOMParser().parseFromString(await response.text(), 'text/html').title.replace(/ \\| Help$/, '');
    const first = url.pathname.split('/')[1];
    groups.get(groups.has(first) ? first : '').push({path: url.pathname, title: title || url.pathname});
  }
  const names = new Map([...products.map((p) => [p.id, p.name]), ['', ${JSON.stringify('Other pages')}]]);
  const link = (text, path) => {
    const node = element('a', text);
    node.href = path;
    return node;
  };
  for (const [id, pages] of groups) {
    if (pages.length === 0) continue;
    const heading = element('h3');
    const root = pages.find((page) => id !== '' && page.path === '/' + id + '/');
    if (root) heading.append(link(names.get(id), root.path));
    else heading.textContent = names.get(id);
    section.append(heading);
    const others = pages.filter((page) => page !== root).sort((a, b) => a.title.localeCompare(b.title));
    if (others.length > 0) {
      const list = element('ul');
      for (const page of others) {
        const item = element('li');
        item.append(link(page.title, page.path));
        list.append(item);
      }
      section.append(list);
    }
    section.hidden = false;
  }
  const searchable = [];
  for (const product of products) {
    const files = ['${INDEX_DIR}/' + product.id + '.json', '${INDEX_DIR}/' + product.id + '/${ALL_TEXTS}.json'];
    const kept = await Promise.all(files.map((file) => caches.match('/' + file, {ignoreSearch: true})));
    if (kept.every(Boolean)) searchable.push(product.name);
  }
  search.querySelector('p').textContent = searchable.length > 0
    ? ${JSON.stringify('Offline, search works in ')} + searchable.join(${JSON.stringify(' and ')}) + ${JSON.stringify(', from any saved page of that product. Searching another product needs a connection.')}
    : ${JSON.stringify('Search needs a connection: no product was searched on this device while online.')};
  search.hidden = false;
})();`;
