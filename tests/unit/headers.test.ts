import {
  CACHE_IMMUTABLE,
  CACHE_RULES,
  HSTS,
  contentSecurityPolicy,
  securityHeaders,
  thirdPartiesFromEnv,
  type ThirdParties,
} from '../../deploy/headers';

const NONE: ThirdParties = {gtag: false, gtm: false};
const HASH = 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=';

function directive(policy: string, name: string): string {
  return policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

describe('third parties from the environment', () => {
  it('are all off when nothing is set', () => {
    expect(thirdPartiesFromEnv({})).toEqual(NONE);
  });

  it('turn Algolia on only when its application id, search key and index name are all set', () => {
    const partial = {ALGOLIA_APP_ID: 'ABC123', ALGOLIA_INDEX_NAME: 'help'};
    expect(thirdPartiesFromEnv(partial)).toEqual(NONE);
    expect(thirdPartiesFromEnv({...partial, ALGOLIA_SEARCH_API_KEY: 'search-only'})).toEqual({
      ...NONE,
      algoliaAppId: 'abc123',
    });
  });

  it('refuse an Algolia application id that is not a plain id, naming it', () => {
    const env = {ALGOLIA_APP_ID: 'abc; script-src *', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'};
    expect(() => thirdPartiesFromEnv(env)).toThrow('ALGOLIA_APP_ID must be letters and digits only');
  });

  it('turn analytics on by their ids, ignoring blank values', () => {
    expect(thirdPartiesFromEnv({GTAG_TRACKING_ID: 'G-TEST', GTM_CONTAINER_ID: '  '})).toEqual({
      ...NONE,
      gtag: true,
    });
    expect(thirdPartiesFromEnv({GTM_CONTAINER_ID: 'GTM-TEST'})).toEqual({...NONE, gtm: true});
  });
});

describe('the Content-Security-Policy', () => {
  it('allows only the site itself, and inline scripts and styles only by hash, by default', () => {
    expect(contentSecurityPolicy({scriptHashes: [HASH], thirdParties: NONE})).toBe(
      [
        "default-src 'self'",
        `script-src 'self' '${HASH}'`,
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('never allows eval, unhashed inline scripts or inline styles, whatever is configured', () => {
    const all = {algoliaAppId: 'abc123', gtag: true, gtm: true};
    const policy = contentSecurityPolicy({scriptHashes: [HASH], styleHashes: [HASH], thirdParties: all});
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-hashes');
  });

  it('allows an inline <style> element by its hash', () => {
    const policy = contentSecurityPolicy({scriptHashes: [], styleHashes: [HASH], thirdParties: NONE});
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' '${HASH}'`);
  });

  it('lets the search reach only the configured Algolia application', () => {
    const policy = contentSecurityPolicy({scriptHashes: [], thirdParties: {...NONE, algoliaAppId: 'abc123'}});
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://abc123-dsn.algolia.net https://abc123-1.algolianet.com " +
        'https://abc123-2.algolianet.com https://abc123-3.algolianet.com',
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it('allows Google tag hosts only with analytics, and the Tag Manager frame only with Tag Manager', () => {
    const gtag = contentSecurityPolicy({scriptHashes: [], thirdParties: {...NONE, gtag: true}});
    expect(directive(gtag, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(gtag, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(gtag, 'img-src')).toContain('https://*.google-analytics.com');
    expect(directive(gtag, 'frame-src')).toBe("frame-src 'none'");
    const gtm = contentSecurityPolicy({scriptHashes: [], thirdParties: {...NONE, gtm: true}});
    expect(directive(gtm, 'frame-src')).toBe('frame-src https://www.googletagmanager.com');
  });
});

describe('the header set', () => {
  it('sends the policy with the other security headers; HSTS is kept apart for https', () => {
    const headers = securityHeaders({scriptHashes: [], thirdParties: NONE});
    expect(headers.map((h) => h.name)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(headers.find((h) => h.name === 'X-Frame-Options')?.value).toBe('DENY');
    expect(HSTS.value).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  it('caches only the hashed assets for long', () => {
    expect(CACHE_RULES.filter((rule) => rule.cacheControl === CACHE_IMMUTABLE)).toEqual([
      {pattern: '/assets/*', cacheControl: CACHE_IMMUTABLE},
    ]);
  });
});
