import type {FormEvent, ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PRODUCTS, sectionRoot} from '@site/src/products';
import {RELEASE_NOTES, TOP_TASKS} from '@site/src/homeLinks';
import {QUERY_FIELD, searchFormTarget} from '@site/src/search/address';
import {useOpenResults} from '@site/src/search/useOpenResults';
import styles from './index.module.css';

/**
 * A search of all products: a plain form to the results page, so it works
 * before (and without) scripts; once hydrated it opens the page without reloading.
 */
function HomeSearch(): ReactNode {
  const openResults = useOpenResults();
  const label = translate({id: 'help.home.searchLabel', message: 'Search all products'});
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    openResults(String(new FormData(event.currentTarget).get(QUERY_FIELD) ?? ''));
  };
  return (
    <form
      role="search"
      action={searchFormTarget(undefined).action}
      method="get"
      className={styles.search}
      aria-label={label}
      onSubmit={onSubmit}>
      <label htmlFor="home-search" className={styles.searchLabel}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <input
          id="home-search"
          type="search"
          name={QUERY_FIELD}
          required
          maxLength={200}
          className={styles.searchInput}
          // Short enough to show whole beside the button on a 375 px phone.
          placeholder={translate({id: 'help.home.searchPlaceholder', message: 'Try: partner routes'})}
        />
        <button type="submit" className={styles.searchButton}>
          {translate({id: 'help.home.searchButton', message: 'Search'})}
        </button>
      </div>
    </form>
  );
}

/** Home: a headline, a search of all products, each product with its top tasks, and the release notes. */
export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'help.home.title', message: 'Home'})}
      description="Find set-up guides, administration tasks and troubleshooting for Signiant Media Shuttle, Jet, Flight Deck and Media Engine.">
      <main className={styles.home}>
        <header className={styles.hero}>
          {/* The page's title stays "Home" (tab, route list, announcements); the headline is what customers read first. */}
          <h1 className={styles.eyebrow}>{translate({id: 'help.home.title', message: 'Home'})}</h1>
          <p className={styles.headline}>
            {translate({id: 'help.home.headline', message: 'How can we help?'})}
          </p>
          <p className={styles.lead}>
            {translate({
              id: 'help.home.lead',
              message:
                'Guides, tasks and reference for everyone who sets up, runs or uses Signiant products.',
            })}
          </p>
          <HomeSearch />
        </header>
        <section aria-labelledby="home-products">
          <h2 id="home-products" className={styles.sectionTitle}>
            {translate({id: 'help.home.products', message: 'Products'})}
          </h2>
          <ul className={styles.products}>
            {PRODUCTS.map((product) => (
              <li key={product.id} className={styles.product}>
                <h3 className={styles.productName}>
                  <Link to={sectionRoot(product.id)}>{product.name}</Link>
                </h3>
                <p className={styles.summary}>{product.summary}</p>
                <ul className={styles.tasks} aria-label={`${product.name}: popular tasks`}>
                  {TOP_TASKS[product.id].map((task) => (
                    <li key={task.path}>
                      <Link to={task.path}>{task.label}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="home-releases" className={styles.releases}>
          <h2 id="home-releases" className={styles.sectionTitle}>
            {translate({id: 'help.home.releases', message: 'Release notes'})}
          </h2>
          <ul className={styles.releaseList}>
            {RELEASE_NOTES.map((notes) => (
              <li key={notes.path} className={styles.release}>
                <Link to={notes.path}>{notes.label}</Link>
                <p>{notes.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
