import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {countText, noResultsHint, noResultsText, unavailableText} from '@site/src/search/messages';
import type {SearchState} from '@site/src/search/useSearch';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

export interface Props {
  readonly state: SearchState;
}

/** The count line of the dropdown; while a newer query runs it still describes the hits on screen. */
export default function StatusLine({state}: Props): ReactNode {
  if (state.status === 'error') return <p className={styles.status}>{unavailableText()}</p>;
  const response =
    state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;
  if (!response) {
    return <p className={styles.status}>{translate({id: 'help.search.searching', message: 'Searching…'})}</p>;
  }
  if (response.nbHits === 0) {
    return (
      <div className={styles.status}>
        <p>
          {noResultsText(response.query)}
          <span className={hidden.visuallyHidden}>. </span>
        </p>
        <p className={styles.hint}>{noResultsHint()}</p>
      </div>
    );
  }
  return <p className={styles.status}>{countText(response.nbHits, response.query)}</p>;
}
