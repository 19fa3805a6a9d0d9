/**
 * The offline page and what it needs to look right: its stylesheets, icons
 * and images. Read from the built (minified, sometimes unquoted) HTML.
 */

/** Address of the offline page, emitted script-free by plugins/error-pages. */
export const OFFLINE_PAGE = '/offline.html';

const TAG = /<(link|img)\b[^>]*>/gi;
const ATTRIBUTE = /([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(ATTRIBUTE)) {
    attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** Same-origin stylesheets, icons and images the page at `pageUrl` refers to. */
export function offlineShellResources(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const urls = new Set<string>();
  for (const [tag, name] of html.matchAll(TAG)) {
    const attributes = attributesOf(tag);
    const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const reference =
      name.toLowerCase() === 'img'
        ? attributes.src
        : rel.includes('stylesheet') || rel.includes('icon')
          ? attributes.href
          : undefined;
    if (!reference) continue;
    const url = new URL(reference, pageUrl);
    if (url.origin === origin) urls.add(url.href);
  }
  return [...urls];
}
