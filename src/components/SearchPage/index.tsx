/**
 * The results page, `/{product}/search/?product=…&query=…&version=…&page=N`
 * (or `/search/?query=…` for every product). Everything comes from the
 * address, so reload and back/forward show the same results; `version`, on a
 * product with cut versions, is kept by paging and by a new search. Not a
 * documentation page: no side menu, no breadcrumbs.
 */
import {useEffect, useState, type FormEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {PRODUCTS, getProduct, isProductId, productFromPath, type ProductId} from '@site/src/products';
import {
  NO_RESULTS_HINT,
  RESULTS_PER_PAGE,
  UNAVAILABLE_TEXT,
  clampQuery,
  countText,
  noResultsText,
  placeholderText,
  resultCount,
  searchPageHref,
} from '@site/src/search/format';
import type {ProductCounts, SearchResponse} from '@site/src/search/types';
import {useSearchResults} from '@site/src/search/useSearch';
import {useSearchVersion} from '@site/src/search/useSearchVersion';
import SearchHit from '@site/src/components/SearchHit';
import styles from './styles.module.css';

interface Address {
  readonly product: ProductId | undefined;
  readonly query: string;
  /** One-based, as in the address. */
  readonly page: number;
}

/** The address and the docs version searched (the address's, else the latest; none for a single-version product). */
interface Scope extends Address {
  readonly version?: string;
}

/** Reads the search from the address; a missing or odd `product` falls back to the path's section. */
export function readAddress(pathname: string, search: string): Address {
  const params = new URLSearchParams(search);
  const named = params.get('product');
  const product = isProductId(named) ? named : productFromPath(pathname);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    product,
    query: clampQuery(params.get('query') ?? '').trim(),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

function Pagination({address, response}: {address: Scope; response: SearchResponse}): ReactNode {
  if (response.nbPages <= 1) return null;
  const pages = Array.from({length: response.nbPages}, (_, i) => i + 1);
  const href = (page: number): string => searchPageHref(address.product, address.query, {page, version: address.version});
  return (
    <nav aria-label="Search results pages" className={styles.pagination}>
      <ul className="pagination">
        {address.page > 1 && (
          <li className="pagination__item">
            <Link className="pagination__link" to={href(address.page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page} className={`pagination__item${page === address.page ? ' pagination__item--active' : ''}`}>
            <Link
              className="pagination__link"
              to={href(page)}
              aria-current={page === address.page ? 'page' : undefined}
              aria-label={`Page ${page}`}>
              {page}
            </Link>
          </li>
        ))}
        {address.page < response.nbPages && (
          <li className="pagination__item">
            <Link className="pagination__link" to={href(address.page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function OtherProducts({address, counts}: {address: Address; counts: ProductCounts}): ReactNode {
  const others = PRODUCTS.filter((p) => p.id !== address.product);
  return (
    <aside aria-labelledby="search-other-products" className={styles.others}>
      <Heading as="h2" id="search-other-products" className={styles.othersTitle}>
        {address.product ? 'Matches in other products' : 'Matches by product'}
      </Heading>
      <ul>
        {others.map((p) => (
          <li key={p.id}>
            <Link to={searchPageHref(p.id, address.query)}>
              {p.name}: {resultCount(counts[p.id])}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function Results({address}: {address: Scope}): ReactNode {
  const state = useSearchResults({
    query: address.query,
    product: address.product,
    version: address.version,
    page: address.page - 1,
    hitsPerPage: RESULTS_PER_PAGE,
    withCounts: true,
  });
  if (address.query === '') return <p>Type what you are looking for in the box above.</p>;
  if (state.status === 'error') return <p role="status">{UNAVAILABLE_TEXT}</p>;
  if (state.status !== 'done') return <p role="status">Searching…</p>;
  const {response, counts} = state;
  return (
    <>
      <div role="status">
        {response.nbHits === 0 ? (
          <>
            <p className={styles.count}>{noResultsText(address.query)}</p>
            <p>{NO_RESULTS_HINT}</p>
          </>
        ) : (
          <p className={styles.count}>{countText(response.nbHits, address.query)}</p>
        )}
      </div>
      {response.hits.length > 0 && (
        <ol className={styles.hits} start={(address.page - 1) * RESULTS_PER_PAGE + 1}>
          {response.hits.map((hit) => (
            <li key={hit.objectID} className={styles.hit}>
              <Link to={hit.path} className={styles.hitLink}>
                <SearchHit hit={hit} showProduct={address.product === undefined} />
              </Link>
            </li>
          ))}
        </ol>
      )}
      {response.nbHits > 0 && response.hits.length === 0 && (
        <p>
          This page of results is empty.{' '}
          <Link to={searchPageHref(address.product, address.query, {version: address.version})}>Go to the first page</Link>.
        </p>
      )}
      <Pagination address={address} response={response} />
      {counts && <OtherProducts address={address} counts={counts} />}
    </>
  );
}

function SearchForm({address}: {address: Scope}): ReactNode {
  const history = useHistory();
  const [text, setText] = useState(address.query);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const query = clampQuery(text).trim();
    if (query !== '') history.push(searchPageHref(address.product, query, {version: address.version}));
  };
  const label = placeholderText(address.product);
  return (
    <form role="search" className={styles.form} onSubmit={onSubmit}>
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}

export default function SearchPage(): ReactNode {
  const {pathname, search} = useLocation();
  // The static page is built without a query string; read it once running in the browser.
  const isBrowser = useIsBrowser();
  const queryString = isBrowser ? search : '';
  const read = readAddress(pathname, queryString);
  const version = useSearchVersion(read.product, queryString);
  const address: Scope = {...read, version: version?.name};
  const scope = address.product
    ? `${[getProduct(address.product).name, version?.label].filter(Boolean).join(' ')} help`
    : 'all help';

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [address.page]);

  return (
    <Layout title={address.query ? `Search ${scope} for "${address.query}"` : `Search ${scope}`}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Search {scope}</Heading>
        {/* Keyed by the query so the box shows the query of the address after back/forward. */}
        <SearchForm key={address.query} address={address} />
        {isBrowser && <Results address={address} />}
      </main>
    </Layout>
  );
}
