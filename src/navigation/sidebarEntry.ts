import {withoutTrailingSlash} from './activeProduct';

/**
 * True when a side-menu entry's page is a folder of the current page
 * (`/a/b/` while reading `/a/b/c/`): the entry is shown active without being
 * the current page itself.
 */
export function containsCurrentPath(href: string, pathname: string): boolean {
  const entry = withoutTrailingSlash(href);
  const current = withoutTrailingSlash(pathname);
  return entry !== current && entry !== '/' && current.startsWith(`${entry}/`);
}
