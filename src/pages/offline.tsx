import {useEffect, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {
  OFFLINE_EXPLANATION_ID,
  OFFLINE_RETRY_ID,
  OFFLINE_SEARCH_ID,
  STORED_PAGES_ID,
} from '@site/plugins/offline/client/storedPages';

/**
 * Pre-rendered, then emitted as `/offline.html` by the error-pages plugin,
 * whose one script lists the pages stored on this device by product (shown
 * only when there are some) and says which products' search works offline;
 * the service worker shows it for addresses not saved for offline use. This
 * page itself, opened at its own address, hands over to that static one,
 * whose script then speaks of the pages kept rather than of a page missing.
 */
export default function Offline(): ReactNode {
  const title = translate({id: 'help.offline.title', message: 'You are offline'});
  useEffect(() => window.location.replace('/offline.html'), []);
  return (
    <Layout title={title} description="This page has not been saved for offline reading.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <h1>{title}</h1>
        <p id={OFFLINE_EXPLANATION_ID}>
          {translate({
            id: 'help.offline.explanation',
            message: 'This page has not been saved for offline reading on this device.',
          })}
        </p>
        <p>
          {/* An empty href is this same address: loads it again once the connection is back. */}
          <a id={OFFLINE_RETRY_ID} className="button button--primary" href="">
            {translate({id: 'help.offline.retry', message: 'Try again'})}
          </a>
        </p>
        {/* Filled in by the page's script, by product; no other link here, since any other page may be unsaved. */}
        <section id={STORED_PAGES_ID} aria-labelledby={`${STORED_PAGES_ID}-title`} hidden>
          <h2 id={`${STORED_PAGES_ID}-title`}>
            {translate({id: 'help.offline.stored', message: 'Pages you can read offline'})}
          </h2>
        </section>
        <section id={OFFLINE_SEARCH_ID} aria-labelledby={`${OFFLINE_SEARCH_ID}-title`} hidden>
          <h2 id={`${OFFLINE_SEARCH_ID}-title`}>
            {translate({id: 'help.offline.search', message: 'Search offline'})}
          </h2>
          <p />
        </section>
      </main>
    </Layout>
  );
}
