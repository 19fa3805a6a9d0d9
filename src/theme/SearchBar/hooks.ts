/** Keyboard shortcut and small-screen behaviour of the header search box. */
import {useEffect, useRef, useState} from 'react';

/** The small-screen breakpoint: at or below it the box hides behind a button. */
export const SMALL_SCREEN_QUERY = '(max-width: 600px)';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Calls `focus` on `/` (unless the reader is typing somewhere) and on Ctrl+K or ⌘+K. */
export function useFocusShortcut(focus: () => void): void {
  const latest = useRef(focus);
  useEffect(() => {
    latest.current = focus;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      const slash =
        event.key === '/' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isTypingTarget(event.target);
      if (commandK || slash) {
        event.preventDefault();
        latest.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

export interface SmallScreenToggle {
  /** Whether the box is open on a small screen (ignored on wider ones). */
  readonly isOpen: boolean;
  readonly setOpen: (open: boolean) => void;
}

/** Open/closed state of the small-screen box; it closes by itself when the screen grows wider. */
export function useSmallScreenToggle(): SmallScreenToggle {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(SMALL_SCREEN_QUERY);
    const onChange = (): void => {
      if (!media.matches) setOpen(false);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return {isOpen, setOpen};
}
