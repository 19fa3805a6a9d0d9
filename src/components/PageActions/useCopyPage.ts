import {useCallback} from 'react';
import {useCopyFeedback} from '@site/src/clipboard/useCopyFeedback';
import {copyPageMarkdown, type CopyDependencies, type CopyOutcome} from './copyPage';

export type CopyPageState = 'idle' | 'copying' | CopyOutcome;

/** "Copied!" shows for `COPY_FEEDBACK_MS`, like the code blocks' button; a failure stays until the next try. */
export function useCopyPage(
  twinUrl: string,
  dependencies?: CopyDependencies,
): {readonly state: CopyPageState; readonly copy: () => void} {
  const {state, show, set} = useCopyFeedback<CopyPageState>('idle');

  const copy = useCallback(() => {
    set('copying');
    void copyPageMarkdown(twinUrl, dependencies).then((outcome) =>
      outcome === 'copied' ? show(outcome) : set(outcome),
    );
  }, [twinUrl, dependencies, set, show]);

  return {state, copy};
}
