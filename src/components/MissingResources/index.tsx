import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface Props {
  /** The page to load again. */
  readonly address: string;
  /** Renders inside the page content (h1) or above a page that is already shown (h2). */
  readonly placement: 'content' | 'banner';
  readonly onTryAgain?: () => void;
}

/**
 * Says that the page's code or styles never arrived. Plain markup and a plain
 * link only: it is also rendered outside the app, when the app never started.
 */
export default function MissingResources({address, placement, onTryAgain}: Props): ReactNode {
  const Heading = placement === 'content' ? 'h1' : 'h2';
  return (
    <div role="alert" className={placement === 'banner' ? styles.banner : undefined}>
      <Heading>
        {translate({
          id: 'help.missingResources.title',
          message: 'The page resources were not found',
        })}
      </Heading>
      <p>
        {placement === 'content'
          ? translate({
              id: 'help.missingResources.content',
              message:
                'Part of the code or styles of this page did not arrive, so it cannot be shown. This usually happens just after the help site is updated; loading the page again fixes it.',
            })
          : translate({
              id: 'help.missingResources.banner',
              message:
                'Part of the code or styles of this page did not arrive. You can read it below, but menus and search may not work until the page loads again.',
            })}
      </p>
      <p className={styles.actions}>
        <a className="button button--primary" href={address}>
          {translate({id: 'help.missingResources.reload', message: 'Load the page again'})}
        </a>
        {onTryAgain && (
          <button type="button" className="button button--outline button--primary" onClick={onTryAgain}>
            {translate({id: 'help.missingResources.tryAgain', message: 'Try again'})}
          </button>
        )}
      </p>
    </div>
  );
}
