import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {SearchHit} from '@site/src/search/types';
import styles from './styles.module.css';

export interface Props {
  readonly hit: SearchHit;
  /** Called with the address of the section opened. */
  readonly onOpen?: (url: string) => void;
}

/** The page's other matching sections, listed under the hit, each a link to its heading. */
export default function MoreSections({hit, onOpen}: Props): ReactNode {
  if (hit.moreSections.length === 0) return null;
  return (
    <ul
      className={styles.moreSections}
      aria-label={translate(
        {id: 'help.searchPage.moreSections', message: 'More sections of {title}'},
        {title: hit.title},
      )}>
      {hit.moreSections.map((section) => {
        const url = `${hit.path}#${encodeURIComponent(section.anchor)}`;
        return (
          <li key={section.anchor}>
            <Link to={url} onClick={() => onOpen?.(url)}>
              {section.heading}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
