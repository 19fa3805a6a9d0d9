/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `NotFound/Content`:
 * our not-found page explains what happened, offers the existing pages whose
 * addresses are closest to the one asked for, and links to every product
 * section and Support.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import ErrorPageLinks from '@site/src/components/ErrorPageLinks';
import styles from './styles.module.css';

/**
 * The "did you mean" list, a chunk of its own: this component is in the chunk
 * every doc page loads (the docs root renders it for unknown addresses), so
 * the list's code, and the page list it fetches, stay out of it. Rendered only
 * once the page has hydrated, so the server's HTML holds no suspense boundary.
 */
const ClosestPages = lazy(() => import('@site/src/components/ClosestPages'));

export default function NotFoundContent({className}: Props): ReactNode {
  // Also rendered alone (without NotFound) for unknown paths inside a docs section.
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  const {pathname} = useLocation();
  const hydrated = useIsBrowser();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <Heading as="h1">
        <Translate id="theme.NotFound.title" description="The title of the 404 page">
          Page Not Found
        </Translate>
      </Heading>
      <p>
        <Translate id="help.NotFound.explanation" description="Why the reader sees the 404 page">
          There is no page at this address. It may have moved when the documentation was reorganised, or the
          link that brought you here may be mistyped.
        </Translate>
      </p>
      {/* Its room is kept from the first paint, so nothing below moves when the suggestions arrive. */}
      <div className={styles.closest}>
        {hydrated && (
          <Suspense fallback={null}>
            <ClosestPages pathname={pathname} />
          </Suspense>
        )}
      </div>
      <p>
        <Translate id="help.NotFound.next" description="Where to go from the 404 page">
          Start again from one of these:
        </Translate>
      </p>
      <ErrorPageLinks />
    </main>
  );
}
