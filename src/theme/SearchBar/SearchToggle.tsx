import type {ReactNode, RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

export interface Props {
  readonly open: boolean;
  readonly toggleRef: RefObject<HTMLButtonElement | null>;
  readonly onClick: () => void;
  /** The results page, which the button links to until scripts run (its own form works without them). */
  readonly href: string;
}

function SearchIcon({open}: {readonly open: boolean}): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" />
      ) : (
        <>
          <circle cx="10.5" cy="10.5" r="6" />
          <path d="m15 15 5.5 5.5" />
        </>
      )}
    </svg>
  );
}

/**
 * The small-screen button that opens and closes the search box (hidden on
 * wider screens). Until the page hydrates, and without scripts, it is a plain
 * link to the results page instead, drawn the same, since opening the box
 * needs scripts.
 */
export default function SearchToggle({open, toggleRef, onClick, href}: Props): ReactNode {
  const hydrated = useIsBrowser();
  const openLabel = translate({id: 'help.search.open', message: 'Open search'});
  if (!hydrated) {
    return (
      <a href={href} className={styles.toggle} aria-label={openLabel}>
        <SearchIcon open={false} />
      </a>
    );
  }
  return (
    <button
      ref={toggleRef}
      type="button"
      className={clsx('clean-btn', styles.toggle)}
      aria-label={open ? translate({id: 'help.search.close', message: 'Close search'}) : openLabel}
      aria-expanded={open}
      onClick={onClick}>
      <SearchIcon open={open} />
    </button>
  );
}
