// Wrapped from @docusaurus/theme-mermaid 3.10.2: see src/theme/README.md.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

/** How far below the viewport a diagram starts loading, so it is drawn before the reader reaches it. */
const LOAD_MARGIN = '400px 0px';

/** Runs `callback` when the browser is idle (soon after, where it cannot tell). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: 2000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * True once the element has come near the viewport and the browser is idle,
 * so that the page's own start-up never waits for it (at once where
 * IntersectionObserver is missing).
 */
export function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    let cancelIdle = (): void => undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          cancelIdle = whenIdle(() => setNear(true));
        }
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ref]);
  return near;
}

/**
 * Diagrams are drawn by the Mermaid library (about 150 KB gzip): it is loaded
 * only when a diagram comes near the viewport, so pages become interactive
 * without it. Until then a placeholder of typical diagram height holds the place.
 */
export default function LazyMermaid(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (near) return <Mermaid {...props} />;
  return <div ref={ref} className={styles.placeholder} data-diagram-pending="" aria-hidden="true" />;
}
