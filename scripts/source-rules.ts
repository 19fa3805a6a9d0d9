/**
 * What the content guide calls a weak source, and prose that talks about sources
 * instead of the product. Pure functions, used by `content-rules.ts`.
 */

/** Sites where anyone pastes anything: nothing there is a primary source. */
const PASTE_HOSTS = [
  'pastebin.com',
  'gist.github.com',
  'hastebin.com',
  'paste.ee',
  'dpaste.org',
  'ghostbin.com',
  'rentry.co',
];

/** Hosts that only ever serve search answers or catalogues of other people's products. */
const SEARCH_HOSTS = ['docsearch.algolia.com'];
const CATALOGUE_PATH = /\/catalog(?:ue)?(?:-items)?\//i;

/** A listing of other pages: a category, tag or archive index, or a bare blog root. */
const INDEX_PATH = /\/(?:categories|category|tags?|archives?)(?:\/|$)|\/blog\/?$|\/page\/\d+\/?$/i;

/** A page's language and region in its path (`/ar-sa/`, `/en-gb/`); English originals are allowed. */
const LOCALE_SEGMENT = /^[a-z]{2}[-_][a-z]{2}$/i;
const ORIGINAL_LOCALES = new Set(['en-us', 'en_us', 'us-en']);

/**
 * Why `address` is not a primary source, or null when it is none of the weak kinds:
 * a paste site, an index or category page, a diff, a search endpoint, a third-party
 * catalogue or a localized copy of an English original.
 */
export function weakSourceReason(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname;
  if (PASTE_HOSTS.includes(host)) return 'a paste site';
  if (url.searchParams.has('diff') || url.searchParams.has('oldid') || /\/compare\//.test(path)) {
    return 'a diff, not a page';
  }
  if (
    SEARCH_HOSTS.includes(host) ||
    /\/search(?:\/|$)/i.test(path) ||
    ['q', 'query', 'search'].some((name) => url.searchParams.has(name))
  ) {
    return 'a search endpoint';
  }
  if (CATALOGUE_PATH.test(path)) return 'a third-party catalogue';
  if (INDEX_PATH.test(path) || (path === '/' && url.search === '')) return 'an index or category page';
  const locale = path.split('/').find((segment) => LOCALE_SEGMENT.test(segment));
  if (locale && !ORIGINAL_LOCALES.has(locale.toLowerCase())) {
    return `a localized copy (${locale}); cite the original`;
  }
  return null;
}

/**
 * Phrases that speak about what was or was not published instead of about the
 * product. "publicly routable" (an address) is a network term and stays allowed.
 */
export const SOURCE_TALK =
  /\bpublic (?:material|pages?|help|documentation|docs|sources?|information|scripts?|helper scripts?|examples?)\b|\bnot (?:published|(?:publicly )?documented)\b|\b(?:does|do) not publish\b|\bpublicly (?:documented|known|available|listed|described)\b|\bundocumented\b|\bunconfirmed\b|\bSigniant's public\b|\bas far as (?:Signiant|the public|public|the scripts)\b/i;

/** Hosts of code repositories, where anyone publishes anything. */
const REPOSITORY_HOSTS = [
  'github.com',
  'gitlab.com',
  'bitbucket.org',
  'raw.githubusercontent.com',
  'gist.github.com',
];

/** Owners (users or organizations) of repositories that belong to the vendor. */
const VENDOR_REPOSITORY_OWNERS = new Set(['signiant']);

/**
 * Why `address` may not back a product fact because it is a third party's code
 * repository, or null when it is not a repository or the vendor owns it.
 */
export function thirdPartyRepositoryReason(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (!REPOSITORY_HOSTS.includes(host)) return null;
  const owner = url.pathname.split('/').find((segment) => segment !== '') ?? '';
  if (VENDOR_REPOSITORY_OWNERS.has(owner.toLowerCase())) return null;
  return `a third party's code repository (${owner || host})`;
}
