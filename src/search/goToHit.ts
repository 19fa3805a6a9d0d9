/**
 * Opening a hit inside the site lands on the sentence shown under it. The
 * router goes to the hit's plain address (the page renders and opens at its
 * section, as before); once the new page is on screen (`landOnSentence`, from
 * the `searchLanding` client module), the browser is sent to the same address
 * with the text fragment: a same-document navigation, which browsers that
 * follow text fragments turn into a scroll to the sentence, marked. A link
 * that pushed the fragment through the router would instead look for an
 * element named after the whole fragment and open at the top.
 */
import type {MouseEvent} from 'react';
import {hitHref} from './hitHref';
import type {SearchHit} from './types';

let pending: {readonly url: string; readonly href: string} | undefined;

/** Opens a hit through the router, then lands on its sentence. */
export function goToHit(
  history: {push(path: string): void},
  hit: Pick<SearchHit, 'url' | 'textFragment'>,
): void {
  const href = hitHref(hit);
  pending = href === hit.url ? undefined : {url: hit.url, href};
  history.push(hit.url);
}

/** A hit link's click: a plain left click opens the hit through `goToHit`; others (new tab, …) follow the link. */
export function onHitLinkClick(
  event: MouseEvent<HTMLAnchorElement>,
  history: {push(path: string): void},
  hit: Pick<SearchHit, 'url' | 'textFragment'>,
): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  event.preventDefault();
  goToHit(history, hit);
}

/**
 * After a client-side navigation: if it opened the hit `goToHit` was given,
 * go to its sentence (`go`: a same-document navigation to that address).
 */
export function landOnSentence(
  location: {readonly pathname: string; readonly hash: string},
  go: (href: string) => void = (href) => window.location.replace(href),
): void {
  const target = pending;
  pending = undefined;
  if (!target || `${location.pathname}${location.hash}` !== target.url) return;
  // After the router's own scroll to the section, in the next frame.
  window.requestAnimationFrame(() => go(target.href));
}

/**
 * An address whose fragment still holds a text directive: a browser that does
 * not follow text fragments (they strip it) opened a shared link. The address
 * without it, so the page opens at its section; `undefined` when there is none.
 */
export function withoutTextDirective(url: string): string | undefined {
  const at = url.indexOf(':~:');
  if (at === -1 || !url.slice(0, at).includes('#')) return undefined;
  return url.slice(0, at).replace(/#$/, '');
}
