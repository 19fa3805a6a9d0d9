/**
 * The state and keyboard behaviour of the header search box, an ARIA combobox:
 * the text typed, the hits of the product (and docs version) being read,
 * the highlighted option, the dropdown and, on small screens, the box itself.
 */
import {
  useEffect,
  useId,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {searchScope, type SearchReporter} from '@site/src/analytics/searchEvents';
import {useSearchReporter} from '@site/src/analytics/useSearchReporter';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';
import {productFromPath, type ProductId} from '@site/src/products';
import {searchPageHref} from '@site/src/search/address';
import {goToHit, onHitLinkClick} from '@site/src/search/goToHit';
import {DROPDOWN_HITS, clampQuery} from '@site/src/search/format';
import type {SearchHit, SearchResponse} from '@site/src/search/types';
import {useSearchClient, useSearchResults, type SearchState} from '@site/src/search/useSearch';
import {useOpenResults} from '@site/src/search/useOpenResults';
import {useSearchVersion} from '@site/src/search/useSearchVersion';
import {useFocusShortcut, useSmallScreenToggle, type SmallScreenToggle} from './hooks';
import {isOffline} from './isOffline';
import {loadSearchHit} from './loadSearchHit';

const NO_HITS: readonly SearchHit[] = [];

export interface SearchCombobox {
  /** The product searched; undefined searches every product. */
  readonly product: ProductId | undefined;
  /** The docs version searched, for a product with cut versions. */
  readonly version: string | undefined;
  /** Its label, which the box names: `1.0`, `Next`. */
  readonly versionLabel: string | undefined;
  readonly text: string;
  /** Whether the dropdown shows: open, with something typed. */
  readonly expanded: boolean;
  readonly state: SearchState;
  /** The response on screen (while a newer query runs, the previous one). */
  readonly response: SearchResponse | undefined;
  readonly hits: readonly SearchHit[];
  /** Index of the highlighted hit; -1 for none. */
  readonly active: number;
  /** The results page for the text typed. */
  readonly allResultsHref: string;
  readonly listboxId: string;
  readonly optionId: (index: number) => string;
  readonly smallScreen: SmallScreenToggle;
  /** Closes the small-screen box and gives focus back to its button. */
  readonly closeSmallScreen: () => void;
  readonly setText: (text: string) => void;
  readonly highlight: (index: number) => void;
  readonly close: () => void;
  /**
   * A hit's link was clicked: closes the dropdown, reports the hit's rank and,
   * for a plain click, opens the hit so that it lands on its sentence.
   */
  readonly openedHit: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Opens the box (on small screens) and moves focus into it. */
  readonly focusBox: () => void;
  /** Loads the search code and the product's index ahead of the first keystroke. */
  readonly prepare: () => void;
  readonly onSubmit: (event: FormEvent) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The elements the combobox works with; the component that renders them owns the refs. */
export interface SearchComboboxElements {
  /** The box and its dropdown: a click outside closes the dropdown. */
  readonly root: RefObject<HTMLDivElement | null>;
  readonly input: RefObject<HTMLInputElement | null>;
  /** The small-screen open/close button. */
  readonly toggle: RefObject<HTMLButtonElement | null>;
}

/**
 * The product the box searches: the page's; on the not-found page (no product's page), the product its
 * address names (`/jet/nope/` searches Jet), once hydrated, since the server rendered it for no address.
 */
function useSearchProduct(pathname: string): ProductId | undefined {
  const {product} = useActiveDocs();
  const hydrated = useIsBrowser();
  return product ?? (hydrated ? productFromPath(pathname) : undefined);
}

/** The dropdown's hits for `query` (none for ''), the previous answer's while the next loads. */
function useDropdownResults(
  query: string,
  product: ProductId | undefined,
  version: string | undefined,
): {state: SearchState; response: SearchResponse | undefined; hits: readonly SearchHit[]} {
  const state = useSearchResults({query, product, version, page: 0, hitsPerPage: DROPDOWN_HITS});
  const response =
    state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;
  const hits = state.status === 'error' ? NO_HITS : (response?.hits ?? NO_HITS);
  return {state, response, hits};
}

/** The highlighted option, tied to the hit list it belongs to: new hits start with none (-1). */
function useHitSelection(hits: readonly SearchHit[]): {active: number; highlight: (index: number) => void} {
  const [selection, setSelection] = useState<{hits: readonly SearchHit[]; index: number}>({
    hits: [],
    index: -1,
  });
  return {
    active: selection.hits === hits ? selection.index : -1,
    highlight: (index) => setSelection({hits, index}),
  };
}

/** Opens the box (on small screens too) and focuses it; also the keyboard shortcut's action. */
function useFocusBox(smallScreen: SmallScreenToggle, input: RefObject<HTMLInputElement | null>): () => void {
  const focusBox = (): void => {
    smallScreen.setOpen(true);
    // The box may only now become visible on small screens.
    requestAnimationFrame(() => input.current?.focus());
  };
  useFocusShortcut(focusBox);
  return focusBox;
}

/** Reports results on screen (`shownHits`: their count; undefined while none are settled). */
function useReportShownHits(
  reporter: SearchReporter | undefined,
  shownHits: number | undefined,
  query: string,
  product: ProductId | undefined,
  version: string | undefined,
): void {
  useEffect(() => {
    if (shownHits !== undefined)
      reporter?.shown({...searchScope(query, product, version, 'dropdown'), hits: shownHits});
  }, [reporter, shownHits, query, product, version]);
}

/** Calls `onNewPage` while rendering the first time the address's path changes. */
function useOnNewPage(pathname: string, onNewPage: () => void): void {
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    onNewPage();
  }
}

/** While `active`, a pointer pressed outside `root` calls `setOpen(false)`. */
function useCloseOnPointerOutside(
  active: boolean,
  root: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, root, setOpen]);
}

interface ComboboxKeys {
  readonly hits: readonly SearchHit[];
  readonly active: number;
  readonly expanded: boolean;
  readonly smallScreenOpen: boolean;
  readonly setOpen: (open: boolean) => void;
  readonly highlight: (index: number) => void;
  readonly openHit: (index: number) => void;
  readonly closeSmallScreen: () => void;
}

/** The box's keys: arrows move through the hits, Enter opens the highlighted one, Escape closes. */
function comboboxKeyHandler(keys: ComboboxKeys): (event: KeyboardEvent<HTMLInputElement>) => void {
  const {hits, active, expanded, setOpen, highlight} = keys;
  return (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      // Cycle through the hits and back to the text (-1): one more position than hits.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const positions = hits.length + 1;
      highlight(((active + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < hits.length) {
      event.preventDefault();
      keys.openHit(active);
    } else if (event.key === 'Escape') {
      if (expanded) {
        setOpen(false);
      } else if (keys.smallScreenOpen) {
        keys.closeSmallScreen();
      }
    }
  };
}

/** A hit link's click handler: `report` it, then a plain click opens it through `goToHit`. */
function hitClick(
  report: (index: number) => void,
  hits: readonly SearchHit[],
  history: {push(path: string): void},
): SearchCombobox['openedHit'] {
  return (index, event) => {
    report(index);
    const hit = hits[index];
    if (hit) onHitLinkClick(event, history, hit);
  };
}

export function useSearchCombobox(elements: SearchComboboxElements): SearchCombobox {
  const {pathname, search} = useLocation();
  const history = useHistory();
  const product = useSearchProduct(pathname);
  const searched = useSearchVersion(product, search);
  const version = searched?.name;
  const getClient = useSearchClient();
  const listboxId = useId();
  const [text, setTextState] = useState('');
  const [open, setOpen] = useState(false);
  const smallScreen = useSmallScreenToggle();
  const reporter = useSearchReporter();
  const openResults = useOpenResults();

  const query = clampQuery(text).trim();
  const expanded = open && query !== '';
  const {state, response, hits} = useDropdownResults(expanded ? query : '', product, version);
  const {active, highlight} = useHitSelection(hits);

  // Results on screen count as a search once typing stops (see src/analytics/searchEvents.ts).
  useReportShownHits(
    reporter,
    expanded && state.status === 'done' ? state.response.nbHits : undefined,
    query,
    product,
    version,
  );

  const reportHit = (index: number): void => {
    setOpen(false);
    const hit = hits[index];
    if (!hit) return;
    reporter?.clicked({...searchScope(query, product, version, 'dropdown'), rank: index + 1, url: hit.url});
    if (response)
      void getClient().then(
        (client) => client.reportOpened(response, hit, index + 1),
        () => undefined,
      );
  };

  // A new page: close the dropdown and the small-screen box.
  useOnNewPage(pathname, () => {
    setOpen(false);
    smallScreen.setOpen(false);
  });

  const focusBox = useFocusBox(smallScreen, elements.input);

  // Any click outside the search box and its results closes the dropdown.
  useCloseOnPointerOutside(expanded, elements.root, setOpen);

  const closeSmallScreen = (): void => {
    smallScreen.setOpen(false);
    elements.toggle.current?.focus();
  };

  const prepare = (): void => {
    loadSearchHit().catch(() => undefined); // The dropdown asks again when it shows hits.
    getClient()
      .then((client) => client.prepare(product, version))
      .catch(() => undefined); // The next keystroke reports and retries.
  };

  const allResultsHref = searchPageHref(product, query, {version});

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    // Offline, the results page's code may not be on this device (opening it would fail): the
    // dropdown stays with the hits found offline, and says so (SearchDropdown).
    const stay = isOffline() && !/\/search\/$/.test(pathname);
    if (stay) setOpen(true);
    else if (openResults(query, product, version)) setOpen(false);
  };

  const onKeyDown = comboboxKeyHandler({
    hits,
    active,
    expanded,
    smallScreenOpen: smallScreen.isOpen,
    setOpen,
    highlight,
    openHit: (index) => {
      reportHit(index);
      goToHit(history, hits[index]);
    },
    closeSmallScreen,
  });

  return {
    product,
    version,
    versionLabel: searched?.label,
    text,
    expanded,
    state,
    response,
    hits,
    active,
    allResultsHref,
    listboxId,
    optionId: (index) => `${listboxId}-option-${index}`,
    smallScreen,
    closeSmallScreen,
    setText: (value) => {
      setTextState(value);
      setOpen(true);
      // A box focused before the page hydrated never ran `prepare`: fetch the
      // hits' code alongside the index, not once the hits are in.
      loadSearchHit().catch(() => undefined);
    },
    highlight,
    close: () => setOpen(false),
    openedHit: hitClick(reportHit, hits, history),
    focusBox,
    prepare,
    onSubmit,
    onKeyDown,
  };
}
