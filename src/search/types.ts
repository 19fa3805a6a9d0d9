/**
 * The one search interface of the site. Both backends (the local index and
 * Algolia) answer with these shapes, which follow Algolia's hit format, so the
 * search box, the results page and the CLI never know which one answered.
 */
import type {ProductId} from '../products';

/** One h2 or h3 of a page with the text under it (up to the next h2 or h3). */
export interface SearchSection {
  /** The heading's id: the page address plus `#anchor` opens the page there. */
  readonly anchor: string;
  readonly heading: string;
  readonly level: 2 | 3;
  /** For an h3, the h2 it sits under. */
  readonly parent?: string;
  readonly content: string;
}

/** One searchable page, as extracted from the built site; Algolia gets it as one record per section. */
export interface SearchRecord {
  /** The page path, unique across the site. */
  readonly objectID: string;
  readonly title: string;
  /** `/jet/jobs/partner-jobs/` */
  readonly path: string;
  /** The page's h2 and h3 texts, in order. */
  readonly headings: readonly string[];
  /** The article text without navigation, footer or template text. */
  readonly content: string;
  /** The text before the first h2 or h3 (omitted: all of `content`). */
  readonly lead?: string;
  /** The page's h2 and h3 sections, in order (omitted: none). */
  readonly sections?: readonly SearchSection[];
  readonly product: ProductId;
  /**
   * Docusaurus name of the docs version the page belongs to: `current` for the
   * product folder's pages, or a cut version such as `3.4`.
   */
  readonly version: string;
  /** The page's meta description. */
  readonly description: string;
  /** The page's meta keywords. */
  readonly keywords: readonly string[];
}

export type MatchLevel = 'none' | 'partial' | 'full';

/** A field value with matches wrapped in `<mark>`; every other character is HTML-escaped. */
export interface HighlightedValue {
  readonly value: string;
  readonly matchLevel: MatchLevel;
}

/** Where in its page a hit opens. */
export interface HitSection {
  readonly anchor: string;
  readonly heading: string;
  /** For an h3, the h2 it sits under. */
  readonly parent?: string;
}

/**
 * A matching page, opened at its best section where one answers better than
 * the page's lead: the record's shown fields plus highlighted and snippeted
 * copies. `content` is the text of that section (or of the lead).
 */
export interface SearchHit extends Pick<
  SearchRecord,
  'objectID' | 'title' | 'path' | 'headings' | 'content' | 'product' | 'version'
> {
  /**
   * The page address, with `#anchor` when the hit opens at a section: what
   * analytics and `search:gaps` record. Links add `textFragment` (`../hitHref`).
   */
  readonly url: string;
  /** The text directive (`text=…`) of the sentence shown under the hit, so a link opens scrolled to it. */
  readonly textFragment?: string;
  /** The section the hit opens at; absent: the top of the page. */
  readonly section?: HitSection;
  /** The page's other matching sections, best first (at most a few). */
  readonly moreSections: readonly HitSection[];
  readonly _highlightResult: {
    readonly title: HighlightedValue;
    readonly headings: readonly HighlightedValue[];
    readonly content: HighlightedValue;
    /** The section heading, when the hit opens at one. */
    readonly section?: HighlightedValue;
  };
  readonly _snippetResult: {
    readonly headings: readonly HighlightedValue[];
    readonly content: HighlightedValue;
  };
}

export interface SearchParams {
  readonly query: string;
  /** Omitted: search every product. */
  readonly product?: ProductId;
  /** Only pages of this docs version (a record's `version`); omitted: every version. */
  readonly version?: string;
  /** Zero-based page number. */
  readonly page?: number;
  readonly hitsPerPage?: number;
}

export interface SearchResponse {
  readonly query: string;
  readonly nbHits: number;
  /** Zero-based. */
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly hits: readonly SearchHit[];
  /** Algolia's id of this query, for click analytics (absent with the local index). */
  readonly queryID?: string;
}

/** A hit the reader opened, for the backend's click analytics. */
export interface SearchHitOpened {
  readonly queryID: string;
  readonly objectID: string;
  /** The hit's position in the results, from 1, across result pages. */
  readonly position: number;
}

/** How many pages match a query in each product. */
export type ProductCounts = Readonly<Record<ProductId, number>>;

/** What a backend must provide; `createSearchClient()` in `./client` picks one. */
export interface SearchBackend {
  readonly name: 'local' | 'algolia';
  search(
    params: Required<Omit<SearchParams, 'product' | 'version'>> & Pick<SearchParams, 'product' | 'version'>,
  ): Promise<SearchResponse>;
  countByProduct(query: string): Promise<ProductCounts>;
  /** Gets ready to answer for these products in `version` (omitted: their latest; the local backend loads their shards). */
  prepare(products: readonly ProductId[], version?: string): Promise<void>;
  /** Tells the service a hit was opened (Algolia's insights API); absent where there is no such service. */
  reportOpened?(opened: SearchHitOpened): Promise<void>;
}

/** Thrown by a backend that is down, too slow, or answers something unreadable. */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'SearchUnavailableError';
  }
}
