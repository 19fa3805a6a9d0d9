import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {PRODUCTS, sectionRoot} from '@site/src/products';
import styles from './index.module.css';

/** Home: the four product sections, each with a one-line description. */
export default function Home(): ReactNode {
  return (
    <Layout description="Find set-up guides, administration tasks and troubleshooting for Signiant Media Shuttle, Jet, Flight Deck and Media Engine.">
      <main className={styles.home}>
        <header className={styles.hero}>
          <p className={styles.eyebrow}>Signiant Help</p>
          <h1 className={styles.title}>Home</h1>
          <p className={styles.lead}>
            Guides, tasks and reference for everyone who sets up, runs or uses Signiant products.
            Choose a product to begin.
          </p>
        </header>
        <ul className={styles.products} aria-label="Products">
          {PRODUCTS.map((product) => (
            <li key={product.id} className={styles.product}>
              <h2 className={styles.productName}>
                <Link to={sectionRoot(product.id)}>{product.name}</Link>
              </h2>
              <p className={styles.summary}>{product.summary}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
