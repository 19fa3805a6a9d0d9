/**
 * The site's HTTP response headers, held in this one place: the security
 * headers with the Content-Security-Policy, and how long each kind of file may
 * be cached. `deploy/prepare.ts` writes them out after each build for nginx
 * (`_nginx/*.conf`, included by `deploy/nginx.conf`) and for static hosts
 * (`_headers`), so every deployment sends the same policy.
 */

export interface Header {
  readonly name: string;
  readonly value: string;
}

/** Third-party services the build is configured with, read from the build's environment. */
export interface ThirdParties {
  /** The Algolia application id, when the Algolia search backend is configured. */
  readonly algoliaAppId?: string;
  /** Google tag (gtag.js) analytics. */
  readonly gtag: boolean;
  /** Google Tag Manager. */
  readonly gtm: boolean;
}

const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/**
 * The services the site config switches on from the same variables: Algolia
 * when all three of its variables are set, analytics when their ids are set.
 */
export function thirdPartiesFromEnv(env: Readonly<Record<string, string | undefined>>): ThirdParties {
  const isSet = (name: string): boolean => (env[name] ?? '').trim() !== '';
  const algolia = ALGOLIA_VARIABLES.every(isSet);
  const appId = (env.ALGOLIA_APP_ID ?? '').trim();
  if (algolia && !/^[A-Za-z0-9]+$/.test(appId)) {
    throw new Error(
      `ALGOLIA_APP_ID must be letters and digits only (an Algolia application id), got "${appId}".`,
    );
  }
  return {
    ...(algolia ? {algoliaAppId: appId.toLowerCase()} : {}),
    gtag: isSet('GTAG_TRACKING_ID'),
    gtm: isSet('GTM_CONTAINER_ID'),
  };
}

const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com';
/** Where Google's tags send page views (Google's documented CSP host list for GA4). */
const ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The search hosts the Algolia client talks to for one application. */
function algoliaHosts(appId: string): string[] {
  return [
    `https://${appId}-dsn.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
  ];
}

export interface PolicyInput {
  /** `sha256-…` sources of every inline script the served pages contain. */
  readonly scriptHashes: readonly string[];
  /** `sha256-…` sources of every inline `<style>` element the served pages contain (none today). */
  readonly styleHashes?: readonly string[];
  readonly thirdParties: ThirdParties;
}

/** The Content-Security-Policy: everything from the site's own origin, inline scripts and styles only by hash. */
export function contentSecurityPolicy({scriptHashes, styleHashes = [], thirdParties}: PolicyInput): string {
  const analytics = thirdParties.gtag || thirdParties.gtm;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(analytics ? [GOOGLE_TAG_HOST] : [])],
    ],
    // Diagrams are drawn at build time and code is coloured by stylesheet, so pages
    // carry no style attribute (deploy/prepare.ts refuses a build that has one);
    // an inline <style> element is allowed by its hash, like inline scripts.
    ['style-src', ["'self'", ...styleHashes.map((hash) => `'${hash}'`)]],
    ['img-src', ["'self'", 'data:', ...(analytics ? ANALYTICS_HOSTS : [])]],
    [
      'connect-src',
      [
        "'self'",
        ...(thirdParties.algoliaAppId ? algoliaHosts(thirdParties.algoliaAppId) : []),
        ...(analytics ? ANALYTICS_HOSTS : []),
      ],
    ],
    // Tag Manager's <noscript> fallback is an iframe.
    ['frame-src', thirdParties.gtm ? [GOOGLE_TAG_HOST] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/** Headers every response carries, whatever the scheme. */
export function securityHeaders(input: PolicyInput): Header[] {
  return [
    {name: 'Content-Security-Policy', value: contentSecurityPolicy(input)},
    {name: 'X-Content-Type-Options', value: 'nosniff'},
    {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {name: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'},
    {name: 'X-Frame-Options', value: 'DENY'},
    {name: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
  ];
}

/** Sent over https only: a plain-http answer must not pin the host to https. */
export const HSTS: Header = {name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'};

/** Files whose names carry their content hash never change: cache them for a year. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, the service worker, images, the sitemap) is revalidated on every use. */
export const CACHE_REVALIDATE = 'no-cache';

export interface CacheRule {
  /** `/prefix/*` for a folder, or one exact path. */
  readonly pattern: string;
  readonly cacheControl: string;
}

/** Exceptions to CACHE_REVALIDATE. Docusaurus names every file under /assets/ by its content hash. */
export const CACHE_RULES: readonly CacheRule[] = [
  {pattern: '/assets/*', cacheControl: CACHE_IMMUTABLE},
  {pattern: '/sw.js', cacheControl: CACHE_REVALIDATE},
];
