/**
 * Old product roots: every address under a former product root that no
 * legacy redirect names leads to the same path under the product's current
 * root when that page exists, else to its nearest existing parent, else to
 * the product's root (`/manager-agents/jobs/x/` → `/flight-deck/jobs/x/`).
 * The rules are computed from the built pages, for nginx and static hosts.
 */
import type {Redirect} from '../config/redirects';

export interface FormerRoot {
  /** The old root, with its trailing slash (`/manager-agents/`). */
  readonly from: string;
  /** The current root, with its trailing slash (`/flight-deck/`). */
  readonly to: string;
}

/** Flight Deck was called Manager+Agents. */
export const FORMER_ROOTS: readonly FormerRoot[] = [{from: '/manager-agents/', to: '/flight-deck/'}];

/** Every address equal to `prefix` or below it (`prefix/…`) leads to `to`. */
export interface PrefixRedirect {
  /** A path without its trailing slash (`/manager-agents/jobs`). */
  readonly prefix: string;
  readonly to: string;
}

/**
 * The rules of one former root, deepest prefix first, so that the first match
 * is the nearest existing page; the root itself comes last. A page that is
 * itself redirected (a menu-group folder) leads straight to its target.
 */
export function formerRootRedirects(
  pages: readonly string[],
  redirects: readonly Redirect[],
  {from, to}: FormerRoot,
): PrefixRedirect[] {
  const redirectTo = new Map(redirects.map((r) => [r.from, r.to]));
  const targets = new Map<string, string>();
  for (const page of [...pages, ...redirectTo.keys()]) {
    if (!page.startsWith(to) || page === to || !page.endsWith('/')) continue;
    targets.set(page, redirectTo.get(page) ?? page);
  }
  const rules = [...targets].map(([page, target]) => ({
    prefix: `${from}${page.slice(to.length)}`.replace(/\/$/, ''),
    to: target,
  }));
  rules.sort(
    (a, b) => b.prefix.split('/').length - a.prefix.split('/').length || a.prefix.localeCompare(b.prefix),
  );
  return [...rules, {prefix: from.replace(/\/$/, ''), to}];
}

/** The site path of each built page (`flight-deck/jobs/index.html` → `/flight-deck/jobs/`). */
export function pagePaths(relativeFiles: readonly string[]): string[] {
  return relativeFiles
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`);
}
