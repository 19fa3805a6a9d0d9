/**
 * The one search interface of the site. Both backends (the local index and
 * Algolia) answer with these shapes, which follow Algolia's hit format, so the
 * search box, the results page and the CLI never know which one answered.
 */
import type {ProductId} from '../products';

/** One searchable page, as extracted from the built site and pushed to Algolia. */
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

/** A matching page: the record's shown fields plus highlighted and snippeted copies. */
export interface SearchHit
  extends Pick<SearchRecord, 'objectID' | 'title' | 'path' | 'headings' | 'content' | 'product' | 'version'> {
  readonly _highlightResult: {
    readonly title: HighlightedValue;
    readonly headings: readonly HighlightedValue[];
    readonly content: HighlightedValue;
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
}

/** How many pages match a query in each product. */
export type ProductCounts = Readonly<Record<ProductId, number>>;

/** What a backend must provide; `search()` in `./index` picks one. */
export interface SearchBackend {
  readonly name: 'local' | 'algolia';
  search(params: Required<Omit<SearchParams, 'product' | 'version'>> & Pick<SearchParams, 'product' | 'version'>): Promise<SearchResponse>;
  countByProduct(query: string): Promise<ProductCounts>;
  /** Gets ready to answer for these products (the local backend loads their shards). */
  prepare(products: readonly ProductId[]): Promise<void>;
}

/** Thrown by a backend that is down, too slow, or answers something unreadable. */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'SearchUnavailableError';
  }
}
