import {useCallback, useEffect, useRef, useState} from 'react';

/** How long 'Copied!' (or the failure notice) stays before the button reads 'Copy' again. */
export const COPY_FEEDBACK_MS = 1500;

export type CopyState = 'idle' | 'copied' | 'failed';

export type WriteText = (text: string) => Promise<void>;

/** The Clipboard API needs a secure context; plain http falls back to the older copy command. */
export const writeToClipboard: WriteText = async (text) => {
  if (navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy');
};

export function useCopyButton(
  code: string,
  writeText: WriteText = writeToClipboard,
): {readonly state: CopyState; readonly copy: () => void} {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(() => {
    const show = (next: CopyState) => {
      window.clearTimeout(timer.current);
      setState(next);
      timer.current = window.setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    };
    writeText(code).then(
      () => show('copied'),
      () => show('failed'),
    );
  }, [code, writeText]);

  return {state, copy};
}
