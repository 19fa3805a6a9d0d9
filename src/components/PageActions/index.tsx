import {useEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {CopyDependencies} from './copyPage';
import {useCopyPage, type CopyPageState} from './useCopyPage';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

export interface Props {
  /** The page's Markdown twin (`/jet/x/index.md`). */
  readonly twinUrl: string;
  /** Replaces the network and the clipboard in tests. */
  readonly dependencies?: CopyDependencies;
}

function buttonText(state: CopyPageState): string {
  return state === 'copied'
    ? translate({id: 'help.PageActions.copied', message: 'Copied!'})
    : translate({id: 'help.PageActions.copy', message: 'Copy page'});
}

/** What the status region says; failures also say what to do instead. */
function message(state: CopyPageState): string {
  switch (state) {
    case 'copied':
      return translate({
        id: 'help.PageActions.copiedMessage',
        message: 'The page was copied to the clipboard as Markdown',
      });
    case 'refused':
      return translate({
        id: 'help.PageActions.refused',
        message:
          'Your browser did not allow copying to the clipboard. Open "View as Markdown" in the menu beside the button and copy the text there.',
      });
    case 'unavailable':
      return translate({
        id: 'help.PageActions.unavailable',
        message:
          "The page's Markdown could not be loaded, so nothing was copied. Check your connection and try again.",
      });
    default:
      return '';
  }
}

/** A menu of other ways to use the page: a disclosure that Escape, a choice or a click elsewhere closes. */
function MoreActions({twinUrl}: {readonly twinUrl: string}): ReactNode {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (!element) return undefined;
    const closeOutside = (event: PointerEvent): void => {
      if (element.open && !element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>): void => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };
  return (
    <details ref={details} className={styles.more} onKeyDown={onKeyDown}>
      <summary className={clsx(styles.action, styles.moreButton)}>
        <span className={hidden.visuallyHidden}>
          {translate({id: 'help.PageActions.more', message: 'More ways to use this page'})}
        </span>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <ul className={styles.menu}>
        <li>
          <a className={styles.menuItem} href={twinUrl} type="text/markdown">
            {translate({id: 'help.PageActions.viewMarkdown', message: 'View as Markdown'})}
          </a>
        </li>
      </ul>
    </details>
  );
}

/** "Copy page" (the page as Markdown) and a menu beside it, near the page title. */
export default function PageActions({twinUrl, dependencies}: Props): ReactNode {
  const {state, copy} = useCopyPage(twinUrl, dependencies);
  const failed = state === 'refused' || state === 'unavailable';
  return (
    <div className={styles.pageActions}>
      <div
        className={styles.buttons}
        role="group"
        aria-label={translate({id: 'help.PageActions.label', message: 'Page actions'})}>
        <button
          type="button"
          className={clsx(styles.action, styles.copyButton, state === 'copied' && styles.copied)}
          aria-busy={state === 'copying'}
          onClick={copy}>
          {buttonText(state)}
        </button>
        <MoreActions twinUrl={twinUrl} />
      </div>
      <p role="status" className={clsx(styles.message, failed ? styles.error : hidden.visuallyHidden)}>
        {message(state)}
      </p>
    </div>
  );
}
