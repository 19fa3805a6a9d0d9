import {useCallback, useEffect, useRef, useState} from 'react';
import {COPY_FEEDBACK_MS} from '@site/src/theme/CodeBlock/Buttons/CopyButton/useCopyButton';
import {copyPageMarkdown, type CopyDependencies, type CopyOutcome} from './copyPage';

export type CopyPageState = 'idle' | 'copying' | CopyOutcome;

/** "Copied!" shows for COPY_FEEDBACK_MS, like the code blocks' button; a failure stays until the next try. */
export function useCopyPage(
  twinUrl: string,
  dependencies?: CopyDependencies,
): {readonly state: CopyPageState; readonly copy: () => void} {
  const [state, setState] = useState<CopyPageState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(() => {
    window.clearTimeout(timer.current);
    setState('copying');
    void copyPageMarkdown(twinUrl, dependencies).then((outcome) => {
      setState(outcome);
      if (outcome === 'copied') timer.current = window.setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    });
  }, [twinUrl, dependencies]);

  return {state, copy};
}
