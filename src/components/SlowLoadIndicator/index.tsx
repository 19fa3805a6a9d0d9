import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Shown while a route change has been loading for more than a second. */
export default function SlowLoadIndicator(): ReactNode {
  const label = translate({id: 'help.slowLoad.label', message: 'Loading page…'});
  return (
    <div role="progressbar" aria-label={label} className={styles.indicator}>
      <span className={styles.bar} />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
