import {useCallback} from 'react';
import {useCopyFeedback} from '@site/src/clipboard/useCopyFeedback';
import {writeToClipboard, type WriteText} from '@site/src/clipboard/writeToClipboard';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a code block: "Copied!" or the failure notice shows for `COPY_FEEDBACK_MS`. */
export function useCopyButton(
  code: string,
  writeText: WriteText = writeToClipboard,
): {readonly state: CopyState; readonly copy: () => void} {
  const {state, show} = useCopyFeedback<CopyState>('idle');

  const copy = useCallback(() => {
    writeText(code).then(
      () => show('copied'),
      () => show('failed'),
    );
  }, [code, writeText, show]);

  return {state, copy};
}
