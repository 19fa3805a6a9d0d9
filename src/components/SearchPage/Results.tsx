import {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {searchScope} from '@site/src/analytics/searchEvents';
import {useSearchReporter} from '@site/src/analytics/useSearchReporter';
import SearchHit from '@site/src/components/SearchHit';
import {searchPageHref} from '@site/src/search/address';
import {onHitLinkClick} from '@site/src/search/goToHit';
import {hitHref} from '@site/src/search/hitHref';
import {RESULTS_PER_PAGE} from '@site/src/search/format';
import {countText, noResultsHint, noResultsText, unavailableText} from '@site/src/search/messages';
import type {SearchHit as Hit} from '@site/src/search/types';
import {useSearchClient, useSearchResults} from '@site/src/search/useSearch';
import MoreSections from './MoreSections';
import OtherProducts from './OtherProducts';
import Pagination from './Pagination';
import type {SearchScope} from './searchScope';
import styles from './styles.module.css';

export interface Props {
  readonly scope: SearchScope;
}

/** The count, one page of hits, the page links and the matches in other products. */
export default function Results({scope}: Props): ReactNode {
  const state = useSearchResults({
    query: scope.query,
    product: scope.product,
    version: scope.version,
    page: scope.page - 1,
    hitsPerPage: RESULTS_PER_PAGE,
    withCounts: true,
  });
  const reporter = useSearchReporter();
  const getClient = useSearchClient();
  const history = useHistory();
  const {query, product, version} = scope;
  const shownHits = state.status === 'done' ? state.response.nbHits : undefined;
  useEffect(() => {
    if (shownHits !== undefined)
      reporter?.shown({...searchScope(query, product, version, 'results-page'), hits: shownHits});
  }, [reporter, shownHits, query, product, version]);
  if (scope.query === '') {
    return (
      <p>
        {translate({id: 'help.searchPage.empty', message: 'Type what you are looking for in the box above.'})}
      </p>
    );
  }
  if (state.status === 'error') return <p role="status">{unavailableText()}</p>;
  if (state.status !== 'done')
    return <p role="status">{translate({id: 'help.search.searching', message: 'Searching…'})}</p>;
  const {response, counts} = state;
  const firstRank = (scope.page - 1) * RESULTS_PER_PAGE + 1;
  const reportOpened = (hit: Hit, rank: number, url: string): void => {
    reporter?.clicked({...searchScope(query, product, version, 'results-page'), rank, url});
    void getClient().then(
      (client) => client.reportOpened(response, hit, rank),
      () => undefined,
    );
  };
  return (
    <>
      <div role="status">
        {response.nbHits === 0 ? (
          <>
            <p className={styles.count}>{noResultsText(scope.query)}</p>
            <p>{noResultsHint()}</p>
          </>
        ) : (
          <p className={styles.count}>{countText(response.nbHits, scope.query)}</p>
        )}
      </div>
      {response.hits.length > 0 && (
        <ol className={styles.hits} start={firstRank}>
          {response.hits.map((hit, i) => (
            <li key={hit.objectID} className={styles.hit}>
              <Link
                to={hitHref(hit)}
                className={styles.hitLink}
                onClick={(event) => {
                  reportOpened(hit, firstRank + i, hit.url);
                  onHitLinkClick(event, history, hit);
                }}>
                <SearchHit hit={hit} showProduct={scope.product === undefined} />
              </Link>
              <MoreSections hit={hit} onOpen={(url) => reportOpened(hit, firstRank + i, url)} />
            </li>
          ))}
        </ol>
      )}
      {response.nbHits > 0 && response.hits.length === 0 && (
        <p>
          {translate({id: 'help.searchPage.emptyPage', message: 'This page of results is empty.'})}{' '}
          <Link to={searchPageHref(scope.product, scope.query, {version: scope.version})}>
            {translate({id: 'help.searchPage.firstPage', message: 'Go to the first page'})}
          </Link>
          .
        </p>
      )}
      <Pagination scope={scope} response={response} />
      {counts && <OtherProducts scope={scope} counts={counts} />}
    </>
  );
}
