import type {ReactNode, RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export interface Props {
  readonly open: boolean;
  readonly toggleRef: RefObject<HTMLButtonElement | null>;
  readonly onClick: () => void;
}

/** The small-screen button that opens and closes the search box (hidden on wider screens). */
export default function SearchToggle({open, toggleRef, onClick}: Props): ReactNode {
  return (
    <button
      ref={toggleRef}
      type="button"
      className={clsx('clean-btn', styles.toggle)}
      aria-label={
        open
          ? translate({id: 'help.search.close', message: 'Close search'})
          : translate({id: 'help.search.open', message: 'Open search'})
      }
      aria-expanded={open}
      onClick={onClick}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {open ? <path d="M6 6l12 12M18 6 6 18" /> : <><circle cx="10.5" cy="10.5" r="6" /><path d="m15 15 5.5 5.5" /></>}
      </svg>
    </button>
  );
}
