/**
 * Search-engine crawlers, link-preview fetchers and archivers. They read one
 * page and leave, so prefetching the pages it links to is wasted traffic.
 */
const CRAWLER_PATTERN =
  /bot(?![a-z])|crawler|crawling|spider|slurp|mediapartners-google|facebookexternalhit|ia_archiver|embedly|bingpreview|yandex(?:images|metrika)/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent);
}
