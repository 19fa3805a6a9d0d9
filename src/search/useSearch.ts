/** React access to the site's search: the lazily built client and a query's results as state. */
import {useCallback, useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ProductId} from '../products';
import {SEARCH_PLUGIN_NAME, type SearchSiteConfig} from './config';
import type {SearchClient} from './index';
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
  readonly page: number;
  readonly hitsPerPage: number;
  /** Also count matches in every product (the results page). */
  readonly withCounts?: boolean;
}

/**
 * Runs the search whenever the request changes; an answer that arrives after
 * a newer request started is dropped. A blank query is `idle`.
 */
export function useSearchResults({query, product, page, hitsPerPage, withCounts = false}: SearchRequest): SearchState {
  const getClient = useSearchClient();
  const [state, setState] = useState<SearchState>({status: 'idle'});

  useEffect(() => {
    if (query.trim() === '') {
      setState((previous) => (previous.status === 'idle' ? previous : {status: 'idle'}));
      return undefined;
    }
    let current = true;
    setState((previous) => ({
      status: 'loading',
      previous: previous.status === 'done' ? previous.response : previous.status === 'loading' ? previous.previous : undefined,
    }));
    (async () => {
      try {
        const client = await getClient();
        const [response, counts] = await Promise.all([
          client.search({query, product, page, hitsPerPage}),
          withCounts ? client.countByProduct(query) : Promise.resolve(undefined),
        ]);
        if (current) setState({status: 'done', response, counts});
      } catch {
        if (current) setState({status: 'error'});
      }
    })();
    return () => {
      current = false;
    };
  }, [getClient, query, product, page, hitsPerPage, withCounts]);

  return state;
}
