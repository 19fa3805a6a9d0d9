import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import ErrorPageLinks from '@site/src/components/ErrorPageLinks';

/** Pre-rendered, then emitted script-free as `/500.html` by the error-pages plugin. */
export default function ServerError(): ReactNode {
  return (
    <Layout title="Server error" description="The help site could not answer this request.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        <h1>Something went wrong on our side</h1>
        <p>
          The server could not complete your request. This is usually brief: wait a moment and reload the
          page. If it keeps happening, let Signiant Support know which address you were opening.
        </p>
        <ErrorPageLinks />
      </main>
    </Layout>
  );
}
