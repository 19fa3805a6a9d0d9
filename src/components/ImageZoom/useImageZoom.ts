import {useEffect} from 'react';
import {findZoomables} from './zoomables';

/** The rendered Markdown of the doc page. */
export const CONTENT_SELECTOR = 'article .theme-doc-markdown';

/**
 * Wires zoom into the page's content once it has rendered, again for each
 * page (`page`, its address): only where there is something to zoom is the
 * zoom code loaded at all. A click (or Enter on a diagram's button) that comes
 * while that code is still loading is kept and answered once it has loaded.
 */
export function useImageZoom(page: string): void {
  useEffect(() => {
    const content = document.querySelector(CONTENT_SELECTOR);
    const zoomables = content ? findZoomables(content) : [];
    if (!content || zoomables.length === 0) return undefined;
    let early: Element | undefined;
    const keepEarlyClick = (event: Event): void => {
      const clicked = zoomables.find((element) => element.contains(event.target as Node));
      if (!clicked) return;
      event.preventDefault();
      early = clicked;
    };
    content.addEventListener('click', keepEarlyClick);
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "image-zoom" */ './zoom').then(({attachZoom}) => {
      content.removeEventListener('click', keepEarlyClick);
      if (cancelled) return;
      detach = attachZoom(zoomables);
      early?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));
    });
    return () => {
      cancelled = true;
      content.removeEventListener('click', keepEarlyClick);
      detach?.();
    };
  }, [page]);
}
