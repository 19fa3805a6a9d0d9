/**
 * The sentences the search box and the results page show, each through
 * Docusaurus `translate()` (browser code only: the command line prints JSON).
 */
import {translate} from '@docusaurus/Translate';
import {getProduct, type ProductId} from '../products';

export function noResultsHint(): string {
  return translate({
    id: 'help.search.noResultsHint',
    message: 'Check your spelling or try another search term',
  });
}

/** Offline, says so: search then works only in the products whose index this device kept (see the offline page). */
export function unavailableText(
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): string {
  return online
    ? translate({id: 'help.search.unavailable', message: 'Search is unavailable right now'})
    : translate({
        id: 'help.search.unavailableOffline',
        message: 'You are offline, and search in this product was not saved on this device',
      });
}

/** `1 result` / `12 results`. */
export function resultCount(nbHits: number): string {
  return nbHits === 1
    ? translate({id: 'help.search.resultCount.one', message: '{count} result'}, {count: String(nbHits)})
    : translate({id: 'help.search.resultCount.other', message: '{count} results'}, {count: String(nbHits)});
}

/** `1 result for "q"` / `12 results for "q"`. */
export function countText(nbHits: number, query: string): string {
  return translate(
    {id: 'help.search.countFor', message: '{count} for "{query}"'},
    {count: resultCount(nbHits), query},
  );
}

export function noResultsText(query: string): string {
  return translate({id: 'help.search.noResults', message: 'There are no results for "{query}"'}, {query});
}

/**
 * `SEARCH FLIGHT DECK HELP` in a section, `SEARCH FLIGHT DECK 13.5 HELP` when the search keeps to one docs
 * version (a product with cut versions), `SEARCH HELP` outside a section.
 */
export function placeholderText(product: ProductId | undefined, versionLabel?: string): string {
  return product
    ? translate(
        {id: 'help.search.placeholder.product', message: 'SEARCH {product} HELP'},
        {product: [getProduct(product).name, versionLabel].filter(Boolean).join(' ').toUpperCase()},
      )
    : translate({id: 'help.search.placeholder.all', message: 'SEARCH HELP'});
}
