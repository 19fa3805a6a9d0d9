import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {WriteText} from '@site/src/clipboard/writeToClipboard';
import {useCopyButton, type CopyState} from './useCopyButton';
import hidden from '@site/src/css/visuallyHidden.module.css';
import styles from './styles.module.css';

export interface Props {
  readonly code: string;
  /** The block's language (`bash`), which the button's name gives; `text` and none give no language. */
  readonly language?: string;
  /** The block's title, which the button's name gives instead of the language. */
  readonly title?: string;
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

/**
 * What the button copies, read after its visible "Copy" (never shown): a page
 * has one such button a code block, and "Copy" alone would not say which.
 */
function whatItCopies(language: string | undefined, title: string | undefined): string {
  if (title) return translate({id: 'help.CodeBlock.copyTitled', message: ' code: {title}'}, {title});
  if (language && language !== 'text')
    return translate({id: 'help.CodeBlock.copyLanguage', message: ' {language} code'}, {language});
  return translate({id: 'help.CodeBlock.copyCode', message: ' code'});
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

/**
 * A text button that copies a code block and says so for 1500 ms; its name says
 * what it copies ("Copy bash code"); a status region announces the result.
 */
export default function CopyCodeButton({code, language, title, className, writeText}: Props): ReactNode {
  const {state, copy} = useCopyButton(code, writeText);
  return (
    <>
      <button
        type="button"
        className={clsx('clean-btn', className, styles.copyButton, state !== 'idle' && styles.copyButtonDone)}
        onClick={copy}>
        {buttonText(state)}
        {state === 'idle' && <span className={hidden.visuallyHidden}>{whatItCopies(language, title)}</span>}
      </button>
      <span role="status" className={hidden.visuallyHidden}>
        {announcement(state)}
      </span>
    </>
  );
}
