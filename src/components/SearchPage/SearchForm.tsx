import {useState, type FormEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {QUERY_FIELD, searchFormTarget} from '@site/src/search/address';
import {useOpenResults} from '@site/src/search/useOpenResults';
import {placeholderText} from '@site/src/search/messages';
import type {SearchScope} from './searchScope';
import styles from './styles.module.css';

export interface Props {
  readonly scope: SearchScope;
  /** The label of the docs version searched (`1.0`), which the box names. */
  readonly versionLabel?: string;
}

/**
 * The results page's own box: a new search keeps the product and docs version.
 * A plain `GET` form to this page too, so it works before scripts run and without them.
 */
export default function SearchForm({scope, versionLabel}: Props): ReactNode {
  const [text, setText] = useState(scope.query);
  const openResults = useOpenResults();
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    openResults(text, scope.product, scope.version);
  };
  const label = placeholderText(scope.product, versionLabel);
  const target = searchFormTarget(scope.product, scope.version);
  return (
    <form role="search" method="get" action={target.action} className={styles.form} onSubmit={onSubmit}>
      {target.before.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input
        type="search"
        name={QUERY_FIELD}
        className={styles.input}
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {target.after.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        {translate({id: 'help.searchPage.submit', message: 'Search'})}
      </button>
    </form>
  );
}
