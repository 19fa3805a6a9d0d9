/**
 * Brings the side menu's current entry into view inside the menu's own
 * scrolling box (never scrolling the page): on load, after each navigation
 * and when the drawer opens.
 */

/**
 * The `scrollTop` that centres an entry in its scrolling box, or `undefined`
 * when the entry is fully visible already. Positions are viewport pixels.
 */
export function scrollTopToReveal(
  entry: {readonly top: number; readonly bottom: number},
  box: {readonly top: number; readonly bottom: number},
  scrollTop: number,
): number | undefined {
  if (entry.top >= box.top && entry.bottom <= box.bottom) return undefined;
  const centred = scrollTop + (entry.top - box.top) - (box.bottom - box.top - (entry.bottom - entry.top)) / 2;
  return Math.max(0, Math.round(centred));
}

function scrollingAncestor(el: HTMLElement, root: HTMLElement): HTMLElement | undefined {
  for (let node = el.parentElement; node && root.contains(node); node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return undefined;
}

/** Scrolls the menu inside `root` so that its current page's entry shows. */
export function revealCurrentEntry(root: HTMLElement): void {
  const entry = root.querySelector<HTMLElement>('.menu__link[aria-current="page"]');
  if (!entry || entry.getClientRects().length === 0) return;
  const box = scrollingAncestor(entry, root);
  if (!box) return;
  const target = scrollTopToReveal(entry.getBoundingClientRect(), box.getBoundingClientRect(), box.scrollTop);
  if (target !== undefined) box.scrollTop = target;
}
