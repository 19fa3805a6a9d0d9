import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface Props {
  readonly message: string;
}

/** Screen readers hear `message` as soon as it changes; nothing is visible. */
export default function RouteAnnouncer({message}: Props): ReactNode {
  return (
    <div aria-live="assertive" aria-atomic="true" className={styles.visuallyHidden}>
      {message}
    </div>
  );
}
