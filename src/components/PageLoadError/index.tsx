import {useEffect, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {CHUNK_RETRIES} from '@site/src/pageLoading/constants';
import styles from './styles.module.css';

export interface Props {
  /** The address that could not be loaded. */
  readonly address: string;
}

/**
 * Shown over the page content when a page's code still fails after every
 * retry. The link is a plain anchor on purpose: it makes the browser load the
 * address from the server instead of trying the same chunks again.
 */
export default function PageLoadError({address}: Props): ReactNode {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), [address]);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div className={styles.overlay}>
      <section
        ref={panel}
        role="alert"
        aria-labelledby="page-load-error-title"
        tabIndex={-1}
        className={styles.panel}>
        <h2 id="page-load-error-title">
          {translate({id: 'help.pageLoadError.title', message: 'This page could not be loaded'})}
        </h2>
        <p>
          {offline
            ? translate({
                id: 'help.pageLoadError.offline',
                message: 'You appear to be offline, and this page has not been saved for offline reading.',
              })
            : translate(
                {
                  id: 'help.pageLoadError.failed',
                  message:
                    'Its content did not arrive after {attempts} attempts. The connection may have dropped, or the help site may be busy.',
                },
                {attempts: CHUNK_RETRIES + 1},
              )}
        </p>
        <p className={styles.actions}>
          <a className="button button--primary" href={address}>
            {translate({id: 'help.pageLoadError.reload', message: 'Load the page'})}
          </a>
          <button
            type="button"
            className="button button--outline button--primary"
            onClick={() => window.history.back()}>
            {translate({id: 'help.pageLoadError.back', message: 'Go back'})}
          </button>
        </p>
      </section>
    </div>
  );
}
