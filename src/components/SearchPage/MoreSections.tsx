import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {SearchHit} from '@site/src/search/types';
import styles from './styles.module.css';

export interface Props {
  readonly hit: SearchHit;
}

/** The page's other matching sections, listed under the hit, each a link to its heading. */
export default function MoreSections({hit}: Props): ReactNode {
  if (hit.moreSections.length === 0) return null;
  return (
    <ul
      className={styles.moreSections}
      aria-label={translate(
        {id: 'help.searchPage.moreSections', message: 'More sections of {title}'},
        {title: hit.title},
      )}>
      {hit.moreSections.map((section) => (
        <li key={section.anchor}>
          <Link to={`${hit.path}#${encodeURIComponent(section.anchor)}`}>{section.heading}</Link>
        </li>
      ))}
    </ul>
  );
}
