/**
 * The Algolia backend: the official lite (search-only) client, one multi-index
 * query (POST to the `queries` endpoint of all indexes) filtered to a product with
 * `facetFilters: ["product:{product}"]`, and to a docs version with
 * `"version:{version}"` (both must match). Records are sections (see
 * scripts/search-push.ts) and `distinct` keeps each page's best one, so a hit
 * opens at its section. Question words are dropped from the query as the local
 * index drops them. Answers are checked field by field and their highlight
 * markup sanitized, so a broken answer reads as "unavailable". Queries ask
 * for a `queryID` (`clickAnalytics`) so that an opened hit can be reported to
 * Algolia's insights API under an anonymous token that lasts for the visit.
 */
import {liteClient} from 'algoliasearch/lite';
import {insightsClient} from '@algolia/client-insights';
import {PRODUCT_IDS, isProductId, type ProductId} from '../products';
import type {
  HighlightedValue,
  HitSection,
  MatchLevel,
  ProductCounts,
  SearchBackend,
  SearchHit,
  SearchResponse,
} from './types';
import {queryWords} from './text';
import {sanitizeHighlight} from './highlight';
import {bestSentence, SNIPPET_WORDS} from './snippet';

/** The public, search-only settings; the admin key never belongs here. */
export interface AlgoliaSearchConfig {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
}

/** Client timeouts in milliseconds: until the answer starts, until it has arrived, and to send. */
export interface AlgoliaTimeouts {
  readonly connect: number;
  readonly read: number;
  readonly write: number;
}

export const ALGOLIA_TIMEOUTS: AlgoliaTimeouts = {connect: 1_000, read: 2_000, write: 30_000};

type Host = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['hosts']>[number];

export interface AlgoliaBackendOptions {
  /** Replaces Algolia's hosts; tests point it at a local server. */
  readonly hosts?: Host[];
  /** Replaces Algolia's insights hosts; tests point it at a local server. */
  readonly insightsHosts?: Host[];
  /** Replaces ALGOLIA_TIMEOUTS; tests shorten them rather than wait. */
  readonly timeouts?: AlgoliaTimeouts;
}

/** The name Algolia's dashboards show for the click events of opened hits. */
export const HIT_OPENED_EVENT = 'Search hit opened';

/** A random pseudonymous token for this visit: nothing about the reader, nothing stored. */
function visitToken(): string {
  // getRandomValues, unlike randomUUID, also works on a plain-http address.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `anonymous-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function fail(what: string): never {
  throw new Error(`unexpected Algolia answer: ${what}`);
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : fail(what);
}

function asString(value: unknown, what: string): string {
  return typeof value === 'string' ? value : fail(what);
}

function asNumber(value: unknown, what: string): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fail(what);
}

function asStrings(value: unknown, what: string): string[] {
  return Array.isArray(value) ? value.map((v) => asString(v, what)) : fail(what);
}

const MATCH_LEVELS: readonly MatchLevel[] = ['none', 'partial', 'full'];

/** A highlight entry, sanitized; falls back to the escaped plain value when missing. */
function highlighted(entry: unknown, plain: string): HighlightedValue {
  if (typeof entry !== 'object' || entry === null)
    return {value: sanitizeHighlight(plain), matchLevel: 'none'};
  const {value, matchLevel} = entry as {value?: unknown; matchLevel?: unknown};
  return {
    value: sanitizeHighlight(typeof value === 'string' ? value : plain),
    matchLevel: MATCH_LEVELS.includes(matchLevel as MatchLevel) ? (matchLevel as MatchLevel) : 'none',
  };
}

function highlightedList(entries: unknown, plain: readonly string[]): HighlightedValue[] {
  const list = Array.isArray(entries) ? entries : [];
  return plain.map((text, i) => highlighted(list[i], text));
}

function optionalString(value: unknown, what: string): string | null {
  return value === undefined || value === null ? null : asString(value, what);
}

/** The section a record stands for, from its anchor and `hierarchy` (none for a page's lead). */
function recordSection(hit: Record<string, unknown>): HitSection | undefined {
  const anchor = optionalString(hit.anchor, 'hit anchor');
  if (anchor === null || anchor === '') return undefined;
  const hierarchy = asObject(hit.hierarchy ?? {}, 'hit hierarchy');
  const lvl2 = optionalString(hierarchy.lvl2, 'hit hierarchy.lvl2');
  const lvl3 = optionalString(hierarchy.lvl3, 'hit hierarchy.lvl3');
  const heading = lvl3 ?? lvl2;
  if (heading === null) fail('hit hierarchy');
  return {anchor, heading, ...(lvl3 !== null && lvl2 !== null && {parent: lvl2})};
}

/**
 * The line under a hit, as the local index gives it: the best-matching
 * sentence of the record's highlighted text. Algolia's own snippet (a window
 * of words around the matches) stands in when the highlighted text has no
 * match, for example past the 50,000 characters Algolia highlights per answer.
 */
function sentenceSnippet(content: HighlightedValue, algoliaSnippet: HighlightedValue): HighlightedValue {
  return content.value.includes('<mark>') ? bestSentence(content) : algoliaSnippet;
}

/** One Algolia hit as our hit, or an error for anything malformed. */
export function toHit(raw: unknown): SearchHit {
  const hit = asObject(raw, 'hit');
  const product = hit.product;
  if (!isProductId(product)) fail('hit product');
  const title = asString(hit.title, 'hit title');
  const path = asString(hit.path, 'hit path');
  if (!path.startsWith('/')) fail('hit path');
  const headings = asStrings(hit.headings ?? [], 'hit headings');
  const content = typeof hit.content === 'string' ? hit.content : '';
  const version = hit.version === undefined ? 'current' : asString(hit.version, 'hit version');
  const highlight = asObject(hit._highlightResult ?? {}, 'hit highlight');
  const snippetResult = asObject(hit._snippetResult ?? {}, 'hit snippet');
  const section = recordSection(hit);
  const highlightedHierarchy = asObject(highlight.hierarchy ?? {}, 'hit hierarchy highlight');
  const highlightedContent = highlighted(highlight.content, content);
  return {
    objectID: asString(hit.objectID, 'hit objectID'),
    title,
    path,
    url: section ? `${path}#${encodeURIComponent(section.anchor)}` : path,
    ...(section && {section}),
    moreSections: [],
    headings,
    content,
    product,
    version,
    _highlightResult: {
      title: highlighted(highlight.title, title),
      headings: highlightedList(highlight.headings, headings),
      content: highlightedContent,
      ...(section && {
        section: highlighted(
          section.parent === undefined ? highlightedHierarchy.lvl2 : highlightedHierarchy.lvl3,
          section.heading,
        ),
      }),
    },
    _snippetResult: {
      headings: highlightedList(snippetResult.headings, headings),
      content: sentenceSnippet(highlightedContent, highlighted(snippetResult.content, content)),
    },
  };
}

type BackendSearchParams = Parameters<SearchBackend['search']>[0];

/** The fields of a hit the results need, highlighted and snippeted in the site's markup. */
const HIT_FIELDS = {
  attributesToRetrieve: [
    'objectID',
    'title',
    'path',
    'anchor',
    'hierarchy',
    'headings',
    'product',
    'version',
  ],
  attributesToHighlight: ['title', 'headings', 'content', 'hierarchy.lvl2', 'hierarchy.lvl3'],
  attributesToSnippet: [`content:${SNIPPET_WORDS}`, `headings:${SNIPPET_WORDS}`],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
} as const;

/** The query for one page of hits, filtered to a product and a docs version when given. */
function hitsRequest({
  query,
  product,
  version,
  page,
  hitsPerPage,
}: BackendSearchParams): Record<string, unknown> {
  const facetFilters = [
    ...(product ? [`product:${product}`] : []),
    ...(version !== undefined ? [`version:${version}`] : []),
  ];
  return {
    query: queryWords(query).join(' '),
    page,
    distinct: true,
    hitsPerPage,
    clickAnalytics: true,
    ...(facetFilters.length > 0 ? {facetFilters} : {}),
    ...HIT_FIELDS,
  };
}

/** Algolia's answer to `hitsRequest`, checked field by field. */
function searchResponse(
  result: Record<string, unknown>,
  {query, page, hitsPerPage}: BackendSearchParams,
): SearchResponse {
  const hits = Array.isArray(result.hits) ? result.hits.map(toHit) : fail('hits');
  return {
    query,
    nbHits: asNumber(result.nbHits, 'nbHits'),
    page: asNumber(result.page ?? page, 'page'),
    nbPages: asNumber(result.nbPages ?? 0, 'nbPages'),
    hitsPerPage,
    hits,
    ...(typeof result.queryID === 'string' && {queryID: result.queryID}),
  };
}

/** The query counting the pages (not sections) that match, per product. */
function countRequest(query: string): Record<string, unknown> {
  return {
    query: queryWords(query).join(' '),
    distinct: true,
    // Count pages, not sections.
    facetingAfterDistinct: true,
    hitsPerPage: 0,
    facets: ['product'],
    attributesToRetrieve: [],
  };
}

/** Algolia's answer to `countRequest`, as a count for every product. */
function productCounts(result: Record<string, unknown>): ProductCounts {
  const facets = asObject(result.facets ?? {}, 'facets');
  const counts = asObject(facets.product ?? {}, 'product facet');
  return Object.fromEntries(
    PRODUCT_IDS.map((id) => [id, typeof counts[id] === 'number' ? (counts[id] as number) : 0]),
  ) as Record<ProductId, number>;
}

/** Sends opened hits to Algolia's insights API, its client made on the first report of the visit. */
function openedHitReporter(
  config: AlgoliaSearchConfig,
  options: AlgoliaBackendOptions,
): NonNullable<SearchBackend['reportOpened']> {
  let insights: {client: ReturnType<typeof insightsClient>; userToken: string} | undefined;
  return async ({queryID, objectID, position}) => {
    insights ??= {
      client: insightsClient(config.appId, config.apiKey, undefined, {
        timeouts: {...(options.timeouts ?? ALGOLIA_TIMEOUTS)},
        ...(options.insightsHosts ? {hosts: options.insightsHosts} : {}),
      }),
      userToken: visitToken(),
    };
    await insights.client.pushEvents({
      events: [
        {
          eventType: 'click',
          eventName: HIT_OPENED_EVENT,
          index: config.indexName,
          userToken: insights.userToken,
          queryID,
          objectIDs: [objectID],
          positions: [position],
        },
      ],
    });
  };
}

export function createAlgoliaBackend(
  config: AlgoliaSearchConfig,
  options: AlgoliaBackendOptions = {},
): SearchBackend {
  const client = liteClient(config.appId, config.apiKey, {
    timeouts: {...(options.timeouts ?? ALGOLIA_TIMEOUTS)},
    ...(options.hosts ? {hosts: options.hosts} : {}),
  });

  async function firstResult(request: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer: unknown = await client.search({requests: [{indexName: config.indexName, ...request}]});
    const results = asObject(answer, 'body').results;
    if (!Array.isArray(results) || results.length === 0) fail('results');
    return asObject(results[0], 'result');
  }

  return {
    name: 'algolia',
    async search(params): Promise<SearchResponse> {
      return searchResponse(await firstResult(hitsRequest(params)), params);
    },
    reportOpened: openedHitReporter(config, options),
    async prepare() {
      // Nothing to load ahead: every query is one request.
    },
    async countByProduct(query): Promise<ProductCounts> {
      return productCounts(await firstResult(countRequest(query)));
    },
  };
}
