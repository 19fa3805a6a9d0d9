/**
 * The links of a kept article (server HTML that React does not render) behave
 * as core's `Link` makes them behave in a rendered one: an internal link opens
 * its page in the app (`history.push`), its page is prefetched once the link
 * scrolls into view and preloaded when a pointer comes onto it.
 */
import type {History} from 'history';

/** A scheme (`https:`, `mailto:`) or a protocol-relative address: core's `Link` leaves those to the browser. */
const NOT_INTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** The in-app address of an internal link, or null for what the browser handles itself (as core's `Link` decides). */
export function inAppTarget(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute('href');
  if (href === null || href === '' || href.startsWith('#') || NOT_INTERNAL.test(href)) return null;
  const target = link.getAttribute('target');
  if ((target !== null && target !== '_self') || link.hasAttribute('download')) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/** Whether a click asks for the default in-page navigation (react-router's own test). */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

const closestLink = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest('a') : null;

/** Wires the links of `article`; the returned function unwires them. */
export function followLinksInApp(article: HTMLElement, history: History): () => void {
  const onClick = (event: MouseEvent): void => {
    const link = closestLink(event.target);
    const to = link && inAppTarget(link);
    if (!to || !isPlainClick(event)) return;
    event.preventDefault();
    history.push(to);
  };
  const preloaded = new WeakSet<HTMLAnchorElement>();
  const onEnter = (event: Event): void => {
    const link = closestLink(event.target);
    const to = link && inAppTarget(link);
    if (!to || preloaded.has(link)) return;
    preloaded.add(link);
    void window.docusaurus.preload(to);
  };
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      inView.unobserve(entry.target);
      const to = inAppTarget(entry.target as HTMLAnchorElement);
      if (to) window.docusaurus.prefetch(to);
    }
  });
  for (const link of Array.from(article.querySelectorAll('a'))) if (inAppTarget(link)) inView.observe(link);
  article.addEventListener('click', onClick);
  article.addEventListener('mouseover', onEnter);
  article.addEventListener('touchstart', onEnter, {passive: true});
  return () => {
    inView.disconnect();
    article.removeEventListener('click', onClick);
    article.removeEventListener('mouseover', onEnter);
    article.removeEventListener('touchstart', onEnter);
  };
}
