/** React access to the site's search: the lazily built client and a query's results as state. */
import {useCallback, useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ProductId} from '../products';
import {SEARCH_PLUGIN_NAME, type SearchSiteConfig} from './backendConfig';
import type {SearchClient} from './client';
import {loadSearchClient} from './loadSearchClient';
import type {ProductCounts, SearchResponse} from './types';

/** Returns a function that resolves to the site's search client (built on first call). */
export function useSearchClient(): () => Promise<SearchClient> {
  const config = usePluginData(SEARCH_PLUGIN_NAME) as SearchSiteConfig;
  const {siteConfig} = useDocusaurusContext();
  return useCallback(() => loadSearchClient(config, siteConfig.baseUrl), [config, siteConfig.baseUrl]);
}

export type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'; readonly previous?: SearchResponse}
  | {readonly status: 'done'; readonly response: SearchResponse; readonly counts?: ProductCounts}
  | {readonly status: 'error'};

export interface SearchRequest {
  readonly query: string;
  readonly product?: ProductId;
  /** The docs version searched (see `useSearchVersion`); omitted: every version. */
  readonly version?: string;
  readonly page: number;
  readonly hitsPerPage: number;
  /** Also count matches in every product (the results page). */
  readonly withCounts?: boolean;
}

/**
 * Runs the search whenever the request changes. The state is derived from the
 * answer for the current request: while a newer request runs it is `loading`
 * (keeping the last answer to show meanwhile), and an answer that arrives
 * after a newer request started is dropped. A blank query is `idle`.
 */
export function useSearchResults({
  query,
  product,
  version,
  page,
  hitsPerPage,
  withCounts = false,
}: SearchRequest): SearchState {
  const getClient = useSearchClient();
  const key = JSON.stringify([query, product, version, page, hitsPerPage, withCounts]);
  const [answer, setAnswer] = useState<{key: string; state: SearchState} | undefined>(undefined);
  const blank = query.trim() === '';

  useEffect(() => {
    if (blank) return undefined;
    let current = true;
    (async () => {
      try {
        const client = await getClient();
        const [response, counts] = await Promise.all([
          client.search({query, product, version, page, hitsPerPage}),
          withCounts ? client.countByProduct(query) : Promise.resolve(undefined),
        ]);
        if (current) setAnswer({key, state: {status: 'done', response, counts}});
      } catch {
        if (current) setAnswer({key, state: {status: 'error'}});
      }
    })();
    return () => {
      current = false;
    };
  }, [getClient, key, blank, query, product, version, page, hitsPerPage, withCounts]);

  if (blank) return {status: 'idle'};
  if (answer?.key === key) return answer.state;
  return {status: 'loading', previous: answer?.state.status === 'done' ? answer.state.response : undefined};
}
