import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {WriteText} from '@site/src/clipboard/writeToClipboard';
import {useCopyButton, type CopyState} from './useCopyButton';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

export interface Props {
  readonly code: string;
  readonly className?: string;
  /** Replaces the clipboard in tests. */
  readonly writeText?: WriteText;
}

function buttonText(state: CopyState): string {
  switch (state) {
    case 'copied':
      return translate({id: 'theme.CodeBlock.copied', message: 'Copied!'});
    case 'failed':
      return translate({id: 'help.CodeBlock.copyFailed', message: 'Copy failed'});
    case 'idle':
      return translate({id: 'theme.CodeBlock.copy', message: 'Copy'});
  }
}

function announcement(state: CopyState): string {
  switch (state) {
    case 'copied':
      return translate({id: 'help.CodeBlock.copiedAnnouncement', message: 'Code copied to the clipboard'});
    case 'failed':
      return translate({
        id: 'help.CodeBlock.copyFailedAnnouncement',
        message: 'The code could not be copied: select it and copy it by hand',
      });
    case 'idle':
      return '';
  }
}

/** A text button that copies a code block and says so for 1500 ms; a status region announces the result. */
export default function CopyCodeButton({code, className, writeText}: Props): ReactNode {
  const {state, copy} = useCopyButton(code, writeText);
  return (
    <>
      <button
        type="button"
        className={clsx('clean-btn', className, styles.copyButton, state !== 'idle' && styles.copyButtonDone)}
        onClick={copy}>
        {buttonText(state)}
      </button>
      <span role="status" className={hidden.visuallyHidden}>
        {announcement(state)}
      </span>
    </>
  );
}
