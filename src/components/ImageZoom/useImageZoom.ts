import {useEffect} from 'react';
import {findZoomables} from './zoomables';

/** The rendered Markdown of the doc page. */
export const CONTENT_SELECTOR = 'article .theme-doc-markdown';

/**
 * Wires zoom into the page's content once it has rendered, again for each
 * page (`page`, its address): only where there is something to zoom is the
 * zoom code loaded at all.
 */
export function useImageZoom(page: string): void {
  useEffect(() => {
    const content = document.querySelector(CONTENT_SELECTOR);
    const zoomables = content ? findZoomables(content) : [];
    if (zoomables.length === 0) return undefined;
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "image-zoom" */ './zoom').then(({attachZoom}) => {
      if (!cancelled) detach = attachZoom(zoomables);
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [page]);
}
