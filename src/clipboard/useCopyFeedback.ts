/** The feedback of the copy buttons (code blocks' "Copy", the page's "Copy page"): one timer rule for both. */
import {useCallback, useEffect, useRef, useState} from 'react';

/** How long "Copied!" (or a code block's failure notice) stays before the button reads as before. */
export const COPY_FEEDBACK_MS = 1500;

export interface CopyFeedback<S extends string> {
  readonly state: S;
  /** Shows `next` for `COPY_FEEDBACK_MS`, then goes back to the idle state. */
  readonly show: (next: S) => void;
  /** Shows `next` until the next change. */
  readonly set: (next: S) => void;
}

/**
 * A button state that falls back to `idle` a while after feedback is shown.
 * Each change cancels a pending return to `idle`, so a second click restarts
 * the time; unmounting clears the timer.
 */
export function useCopyFeedback<S extends string>(
  idle: S,
  durationMs: number = COPY_FEEDBACK_MS,
): CopyFeedback<S> {
  const [state, setState] = useState<S>(idle);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const set = useCallback((next: S) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    setState(next);
  }, []);

  const show = useCallback(
    (next: S) => {
      set(next);
      timer.current = window.setTimeout(() => setState(idle), durationMs);
    },
    [set, idle, durationMs],
  );

  return {state, show, set};
}
