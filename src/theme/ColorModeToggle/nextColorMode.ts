/** What the colour-mode button does: pure, so it is unit-tested without a browser. */

export type ShownColorMode = 'light' | 'dark';

/** The mode a click shows: always the other one. */
export function oppositeColorMode(shown: ShownColorMode): ShownColorMode {
  return shown === 'dark' ? 'light' : 'dark';
}

/**
 * The choice to store when the reader clicks while `shown` is on screen and
 * the system prefers `system`: the opposite of what is shown, stored as
 * "follow the system" (`null`) when that is what the system gives, so a
 * reader who switches back follows their system again.
 */
export function nextColorModeChoice(
  shown: ShownColorMode,
  system: ShownColorMode,
  respectPrefersColorScheme: boolean,
): ShownColorMode | null {
  const next = oppositeColorMode(shown);
  return respectPrefersColorScheme && next === system ? null : next;
}
