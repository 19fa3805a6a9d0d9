/**
 * Broken links of a page's source, worded once for the build, `npm run
 * check:docs` and `npm run lint:content`: a link to an address with no page
 * (or one that only redirects), to a Markdown file that does not exist, to an
 * anchor its page does not have, and an image whose file is missing. Links
 * resolve as Docusaurus resolves them: addresses against the page's own, `.md`
 * and `.mdx` files from the page's folder (then the docs folder and the site).
 */
import path from 'node:path';
import type {PageSource} from './page';

/** What the checks know of the site: its addresses, pages, anchors, redirects and static files. */
export interface SiteIndex {
  readonly siteDir: string;
  /** Every address that serves a page (with its trailing slash). */
  readonly routes: ReadonlySet<string>;
  /** The address of a page file (an absolute path), if it is a page. */
  routeOfFile(file: string): string | undefined;
  /** The anchors of the page at `route`, or undefined when they are not known (a page not written in Markdown). */
  anchorsOf(route: string): ReadonlySet<string> | undefined;
  /** Where an address that only redirects leads. */
  redirectOf(route: string): string | undefined;
  /** The folders `/file.md` links resolve from, for the page file given: its docs folder. */
  contentDirs(file: string): readonly string[];
  /** The site's static folders (`static/`). */
  readonly staticDirs: readonly string[];
  exists(file: string): boolean;
}

export interface LinkProblem {
  readonly line: number;
  readonly message: string;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const MARKDOWN_FILE = /\.mdx?$/i;

/** The candidate files of a `.md` link, in the order Docusaurus tries them. */
export function markdownLinkCandidates(pathname: string, file: string, site: SiteIndex): string[] {
  const decoded = decodeURIComponent(pathname);
  const dirs = pathname.startsWith('/')
    ? [...site.contentDirs(file), site.siteDir]
    : pathname.startsWith('./') || pathname.startsWith('../')
      ? [path.dirname(file)]
      : [path.dirname(file), ...site.contentDirs(file), site.siteDir];
  return dirs.map((dir) => path.join(dir, decoded));
}

/**
 * The build's and the checks' words for a link to a file that does not exist:
 * a `.md` link that leads to no page file, or an image or another file that is
 * not beside the page (or, for an address, in the static folder).
 */
export function missingFileMessage(url: string, file: string, siteDir: string, image = false): string {
  const pathname = decodeURIComponent(url.split(/[?#]/)[0]);
  const page = MARKDOWN_FILE.test(pathname) && !image;
  const expected = pathname.startsWith('/')
    ? path.join(page ? '' : 'static', pathname.slice(1))
    : path.relative(siteDir, path.resolve(path.dirname(file), pathname));
  return page
    ? `link to ${url}: there is no page file ${expected}; link to the page by its address ` +
        '(/<product>/<folder>/<page>/), or correct the file name'
    : `${image ? 'image' : 'link to'} ${url}: there is no file ${expected}`;
}

/** A page of the same name elsewhere, as a hint for an address with no page. */
function sameName(target: string, routes: ReadonlySet<string>): string | undefined {
  const name = target.replace(/\/$/, '').split('/').pop();
  const product = target.split('/')[1];
  const found = [...routes].filter(
    (route) => route.startsWith(`/${product}/`) && route.endsWith(`/${name}/`),
  );
  return found.length === 1 ? found[0] : undefined;
}

function withSlash(pathname: string): string {
  return pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
}

/** Why a link to `target` (an address) is broken, or undefined when a page answers there. */
function addressProblem(url: string, target: string, site: SiteIndex): string | undefined {
  const route = withSlash(target);
  if (site.routes.has(route) || site.routes.has(target)) return undefined;
  if (site.staticDirs.some((dir) => site.exists(path.join(dir, target)))) return undefined;
  const redirect = site.redirectOf(route);
  if (redirect !== undefined) {
    return `link to ${url}: ${route} only redirects (an old or a menu group's address); link to ${redirect}`;
  }
  const hint = sameName(route, site.routes);
  return `link to ${url}: no page has the address ${route}${hint ? `; did you mean ${hint}?` : ''}`;
}

function anchorProblem(url: string, route: string, hash: string, site: SiteIndex): string | undefined {
  const anchors = site.anchorsOf(route);
  if (!anchors || anchors.has(hash) || anchors.has(decodeURIComponent(hash))) return undefined;
  const known = [...anchors].slice(0, 8).join(', ');
  return (
    `link to ${url}: ${route} has no heading with the anchor #${hash}` +
    (known ? `; its anchors are ${known}${anchors.size > 8 ? ', …' : ''}` : '; it has no headings')
  );
}

/** The broken links and images of the page in `file` (an absolute path) at `route`. */
export function linkProblems(file: string, route: string, page: PageSource, site: SiteIndex): LinkProblem[] {
  return page.links.flatMap(({url, line, image}): LinkProblem[] => {
    if (EXTERNAL.test(url)) return [];
    const [beforeHash, hash = ''] = url.split('#', 2);
    const pathname = beforeHash.split('?')[0];
    let target = route;
    if (image || (pathname !== '' && !MARKDOWN_FILE.test(pathname) && /\.[a-z0-9]+$/i.test(pathname))) {
      // An image or another file: it must exist beside the page, or in the static folder.
      const candidates = pathname.startsWith('/')
        ? site.staticDirs.map((dir) => path.join(dir, decodeURIComponent(pathname)))
        : [path.resolve(path.dirname(file), decodeURIComponent(pathname))];
      if (candidates.some((candidate) => site.exists(candidate))) return [];
      return [{line, message: missingFileMessage(url, file, site.siteDir, image)}];
    }
    if (MARKDOWN_FILE.test(pathname)) {
      const found = markdownLinkCandidates(pathname, file, site)
        .map((candidate) => site.routeOfFile(candidate))
        .find((candidate) => candidate !== undefined);
      if (found === undefined) return [{line, message: missingFileMessage(url, file, site.siteDir)}];
      target = found;
    } else if (pathname !== '') {
      target = decodeURI(new URL(pathname, `https://site${route}`).pathname);
      const problem = addressProblem(url, target, site);
      if (problem) return [{line, message: problem}];
      target = withSlash(target);
    }
    const problem = hash === '' ? undefined : anchorProblem(url, target, hash, site);
    return problem ? [{line, message: problem}] : [];
  });
}
