/**
 * The results page, `/{product}/search/?product=…&query=…&version=…&page=N`
 * (or `/search/?query=…` for every product; see `src/search/address.ts`).
 * Everything comes from the address, so reload and back/forward show the same
 * results; `version`, on a product with cut versions, is kept by paging and by
 * a new search. Not a documentation page: no side menu, no breadcrumbs.
 */
import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';
import {getProduct} from '@site/src/products';
import {readSearchAddress} from '@site/src/search/address';
import {useSearchVersion} from '@site/src/search/useSearchVersion';
import NoScriptNote from './NoScriptNote';
import Results from './Results';
import SearchForm from './SearchForm';
import type {SearchScope} from './searchScope';
import styles from './styles.module.css';

/** "Jet 1.0 help", "Flight Deck help" or "all help". */
function scopeName(scope: SearchScope, versionLabel: string | undefined): string {
  if (!scope.product) return translate({id: 'help.searchPage.scope.all', message: 'all help'});
  return translate(
    {id: 'help.searchPage.scope.product', message: '{product} help'},
    {product: [getProduct(scope.product).name, versionLabel].filter(Boolean).join(' ')},
  );
}

export default function SearchPage(): ReactNode {
  const {search} = useLocation();
  const {product: pageProduct} = useActiveDocs();
  // The static page is built without a query string; read it once running in the browser.
  const isBrowser = useIsBrowser();
  const queryString = isBrowser ? search : '';
  const address = readSearchAddress(queryString, pageProduct);
  const version = useSearchVersion(address.product, queryString);
  const scope: SearchScope = {...address, version: version?.name};
  const name = scopeName(scope, version?.label);
  const heading = translate({id: 'help.searchPage.heading', message: 'Search {scope}'}, {scope: name});

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [scope.page]);

  return (
    <Layout
      title={
        scope.query
          ? translate(
              {id: 'help.searchPage.title', message: 'Search {scope} for "{query}"'},
              {scope: name, query: scope.query},
            )
          : heading
      }>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{heading}</Heading>
        {/* Keyed by the query so the box shows the query of the address after back/forward. */}
        <SearchForm key={scope.query} scope={scope} versionLabel={version?.label} />
        {/* Results are searched in the browser: without scripts, the page says so and where to browse instead. */}
        {isBrowser ? <Results scope={scope} /> : <NoScriptNote product={scope.product} />}
      </main>
    </Layout>
  );
}
