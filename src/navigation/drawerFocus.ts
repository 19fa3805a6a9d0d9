/**
 * Keyboard rules of the open drawer, a modal dialog: focus moves into it on
 * open, Tab and Shift+Tab cycle through its controls, and focus goes back to
 * the menu button when it closes.
 */

/** The id of the drawer element, which the menu button names in `aria-controls`. */
export const DRAWER_ID = 'help-drawer';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The drawer's controls a person can reach with Tab, in order: shown ones only. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * Where Tab (or Shift+Tab) must send focus to keep it inside the drawer, or
 * `undefined` when the browser's own move stays inside.
 */
export function wrappedFocus(
  items: readonly HTMLElement[],
  current: Element | null,
  backwards: boolean,
): HTMLElement | undefined {
  if (items.length === 0) return undefined;
  const first = items[0];
  const last = items[items.length - 1];
  const index = current instanceof HTMLElement ? items.indexOf(current) : -1;
  if (index === -1) return backwards ? last : first;
  if (backwards && current === first) return last;
  if (!backwards && current === last) return first;
  return undefined;
}
