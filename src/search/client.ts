/**
 * `search()` and `countByProduct()` over whichever backend the site uses. The
 * header dropdown, the results page and the CLI all call these. A search may
 * be scoped to a product and to one docs version. Queries are
 * cut to 256 characters, blank ones answer nothing without asking a backend,
 * and every backend failure becomes a `SearchUnavailableError`.
 */
import type {ProductId} from '../products';
import {PRODUCT_IDS} from '../products';
import {clampQuery} from './format';
import {
  SearchUnavailableError,
  type ProductCounts,
  type SearchBackend,
  type SearchHit,
  type SearchParams,
  type SearchResponse,
} from './types';

export * from './types';

const MAX_HITS_PER_PAGE = 100;

export interface SearchClient {
  readonly backend: SearchBackend['name'];
  search(params: SearchParams): Promise<SearchResponse>;
  countByProduct(query: string): Promise<ProductCounts>;
  /** Loads what the first query will need (called on focus or hover of the search box). */
  prepare(product?: ProductId, version?: string): Promise<void>;
  /**
   * Reports that the hit at `position` (from 1) of `response` was opened, to
   * the backend's click analytics if it has any. Never fails: a reader's
   * click must not wait for, or break on, analytics.
   */
  reportOpened(response: SearchResponse, hit: SearchHit, position: number): Promise<void>;
}

function unavailable(error: unknown): SearchUnavailableError {
  return error instanceof SearchUnavailableError
    ? error
    : new SearchUnavailableError(
        `search backend failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
}

function wholeNumber(value: number | undefined, fallback: number, min: number, max: number): number {
  return value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.min(max, Math.max(min, Math.floor(value)));
}

export function createSearchClient(backend: SearchBackend): SearchClient {
  return {
    backend: backend.name,
    async search(params) {
      const query = clampQuery(params.query);
      const page = wholeNumber(params.page, 0, 0, Number.MAX_SAFE_INTEGER);
      const hitsPerPage = wholeNumber(params.hitsPerPage, 20, 1, MAX_HITS_PER_PAGE);
      if (query.trim() === '') return {query, nbHits: 0, page, nbPages: 0, hitsPerPage, hits: []};
      try {
        return await backend.search({
          query,
          product: params.product,
          version: params.version,
          page,
          hitsPerPage,
        });
      } catch (error) {
        throw unavailable(error);
      }
    },
    async prepare(product, version) {
      try {
        await backend.prepare(product ? [product] : PRODUCT_IDS, product ? version : undefined);
      } catch (error) {
        throw unavailable(error);
      }
    },
    async reportOpened(response, hit, position) {
      if (!backend.reportOpened || response.queryID === undefined) return;
      try {
        await backend.reportOpened({queryID: response.queryID, objectID: hit.objectID, position});
      } catch {
        // Click analytics is best effort.
      }
    },
    async countByProduct(rawQuery) {
      const query = clampQuery(rawQuery);
      if (query.trim() === '') {
        return Object.fromEntries(PRODUCT_IDS.map((id) => [id, 0])) as Record<ProductId, number>;
      }
      try {
        return await backend.countByProduct(query);
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}
