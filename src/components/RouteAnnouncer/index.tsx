import type {ReactNode} from 'react';
import hidden from '@site/src/css/visuallyHidden.module.css';

export interface Props {
  readonly message: string;
}

/** Screen readers hear `message` as soon as it changes; nothing is visible. */
export default function RouteAnnouncer({message}: Props): ReactNode {
  return (
    <div aria-live="assertive" aria-atomic="true" className={hidden.visuallyHidden}>
      {message}
    </div>
  );
}
