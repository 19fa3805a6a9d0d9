/**
 * Where the window should scroll after a navigation, and the per-path memory
 * of scroll positions that decision reads. Pure logic; the client module
 * `src/clientModules/routeScroll.ts` applies it.
 */
import {withoutTrailingSlash} from './activeProduct';

export type ScrollTarget =
  | {readonly kind: 'element'; readonly id: string}
  | {readonly kind: 'position'; readonly top: number}
  /**
   * Leave the scroll where it is: where Docusaurus put it after a client-side
   * navigation (at the hash's element, or at the top of a new page), or where
   * the reader already is (same page, only the query changed; a first load).
   */
  | {readonly kind: 'keep'};

export interface NavigationFacts {
  readonly pathname: string;
  readonly hash: string;
  /** Absent on the first page load. */
  readonly previousPathname?: string;
  /** Back or forward through history. */
  readonly isHistoryTraversal: boolean;
  /** Position remembered for `pathname`, if it was visited before. */
  readonly savedTop?: number;
}

/** The element id an address's `#hash` names (`#a%20b` → `a b`). */
export function idFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Only what Docusaurus does not do itself: restoring a remembered position
 * (back/forward, a link back to a visited path, a reload) and bringing a first
 * load's `#hash` element into view once the page has rendered. After any
 * other client-side navigation core has already scrolled to the hash's
 * element or to the top.
 */
export function scrollTarget({
  pathname,
  hash,
  previousPathname,
  isHistoryTraversal,
  savedTop,
}: NavigationFacts): ScrollTarget {
  if (isHistoryTraversal && savedTop !== undefined) return {kind: 'position', top: savedTop};
  const firstLoad = previousPathname === undefined;
  const id = idFromHash(hash);
  if (id !== '') return firstLoad ? {kind: 'element', id} : {kind: 'keep'};
  if (!firstLoad && withoutTrailingSlash(previousPathname) === withoutTrailingSlash(pathname))
    return {kind: 'keep'};
  if (savedTop !== undefined) return {kind: 'position', top: savedTop};
  return {kind: 'keep'};
}

/** The part of `Storage` the memory uses, so tests can pass a plain object. */
export type PositionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Scroll positions by path, kept for the browser tab's session. */
export class ScrollMemory {
  private readonly positions: Map<string, number>;

  constructor(
    private readonly storage?: PositionStorage,
    private readonly key = 'help:scroll-positions',
  ) {
    this.positions = new Map(Object.entries(this.read()));
  }

  private read(): Record<string, number> {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(this.key) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
      );
    } catch {
      return {};
    }
  }

  remember(pathname: string, top: number): void {
    this.positions.set(withoutTrailingSlash(pathname), Math.max(0, Math.round(top)));
    try {
      this.storage?.setItem(this.key, JSON.stringify(Object.fromEntries(this.positions)));
    } catch {
      // Storage full or disabled: the in-memory copy still serves this tab.
    }
  }

  recall(pathname: string): number | undefined {
    return this.positions.get(withoutTrailingSlash(pathname));
  }
}
