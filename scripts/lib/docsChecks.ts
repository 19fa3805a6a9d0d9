/**
 * Consistency checks between pages, sidebars and the canonical route list,
 * as pure functions over already-read inputs (see scripts/check-docs.ts for the CLI).
 */
import {frontMatterProblems, type FrontMatterFacts} from './frontMatterChecks';
import {docIdsOf, groupFolders, type MenuItem} from '../../config/sidebarTree';
import {groupPlacements} from './menuPlacement';
import type {ProductId} from '../../src/products';
import type {MovedPage} from '../../config/movedPages';

export interface DocFile extends FrontMatterFacts {
  /** Path relative to the site root, e.g. `docs-jet/jobs/partner-jobs.md`. */
  readonly file: string;
  /** Doc id inside its product, e.g. `jobs/partner-jobs` (`index` for the section root). */
  readonly id: string;
  readonly title: string | undefined;
  /** 1-based line of `title:` in the front matter, or 1. */
  readonly titleLine: number;
}

export interface ProductDocs {
  readonly product: ProductId;
  readonly sidebarFile: string;
  readonly sidebarSource: string;
  readonly sidebar: readonly MenuItem[];
  readonly docs: readonly DocFile[];
}

export interface CanonicalRoute {
  readonly route: string;
  readonly kind: string;
  /** 1-based line in the routes file. */
  readonly line: number;
}

export interface DocsProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** The section root is reached from the tab, not the menu. */
const SECTION_ROOT_ID = 'index';

/** 1-based line of the first occurrence of `needle` in `source`, or 1. */
export function lineOfText(source: string, needle: string): number {
  const index = source.indexOf(needle);
  return index === -1 ? 1 : source.slice(0, index).split('\n').length;
}

/** The doc id a route of a product points to (`/jet/jobs/x/` → `jobs/x`, `/jet/` → `index`). */
export function docIdForRoute(product: ProductId, route: string): string {
  const rest = route.slice(product.length + 2).replace(/\/$/, '');
  return rest === '' ? SECTION_ROOT_ID : rest;
}

/** The page files of a product by their file name (`installer-logs`), to name where a page went. */
function filesByName(docs: readonly DocFile[]): Map<string, DocFile[]> {
  const byName = new Map<string, DocFile[]>();
  for (const doc of docs) {
    const name = doc.id.split('/').pop() ?? doc.id;
    byName.set(name, [...(byName.get(name) ?? []), doc]);
  }
  return byName;
}

/** The page of another folder that has the file name `id` expects, if exactly one does. */
function movedFile(id: string, docs: readonly DocFile[]): DocFile | undefined {
  const candidates = (filesByName(docs).get(id.split('/').pop() ?? id) ?? []).filter((doc) => doc.id !== id);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** `npm run move:page -- jet jobs/x deployment`: the command that moves `id` into `folder`. */
function moveCommand(product: ProductId, id: string, folder: string): string {
  return `npm run move:page -- ${product} ${id} ${folder}`;
}

/** Menu entries listed in a group whose pages live in another folder. */
function misplacedEntries(input: ProductDocs): DocsProblem[] {
  const files = new Map(input.docs.map((doc) => [doc.id, doc.file]));
  return groupPlacements(input.sidebar).flatMap((group) =>
    group.misplaced
      .filter((id) => files.has(id))
      .map((id) => ({
        file: input.sidebarFile,
        line: lineOfText(input.sidebarSource, `'${id}'`),
        message:
          `'${id}' is listed in the ${group.label} group, whose pages are in ${group.folder}/, but its file is ${files.get(id)}. ` +
          "A page's folder is its address, and a group's address leads to its pages, so a page changes group with its file: " +
          `\`${moveCommand(input.product, id, group.folder)}\` moves both and keeps the old address working. Or put the entry back in its own group.`,
      })),
  );
}

/** Menu entries without a page, naming the file that has the entry's name when it was moved by hand. */
function entriesWithoutPage(input: ProductDocs, sidebarIds: readonly string[]): DocsProblem[] {
  const fileIds = new Set(input.docs.map((doc) => doc.id));
  return sidebarIds
    .filter((id) => !fileIds.has(id))
    .map((id) => {
      const moved = movedFile(id, input.docs);
      const folder = moved?.id.split('/').slice(0, -1).join('/');
      return {
        file: input.sidebarFile,
        line: lineOfText(input.sidebarSource, `'${id}'`),
        message: moved
          ? `'${id}' has no page: its file is now ${moved.file}, moved without its menu entry and without a redirect from its old address. ` +
            `Move the file back and run \`${moveCommand(input.product, id, folder ?? '')}\`, which moves the file and its entry and keeps the old address working.`
          : `'${id}' has no page: create docs-${input.product}/${id}.md (or .mdx), or remove the entry`,
      };
    });
}

export function checkProductDocs(input: ProductDocs): DocsProblem[] {
  const problems: DocsProblem[] = [];
  const sidebarIds = docIdsOf(input.sidebar);
  const sidebarIdSet = new Set(sidebarIds);
  const fileIds = new Set(input.docs.map((doc) => doc.id));
  const orphanEntries = sidebarIds.filter((id) => !fileIds.has(id));

  for (const doc of input.docs) {
    // A page moved by hand is reported once, at its stale menu entry.
    const explained = orphanEntries.some((id) => movedFile(id, input.docs) === doc);
    if (doc.id !== SECTION_ROOT_ID && !sidebarIdSet.has(doc.id) && !explained) {
      problems.push({
        file: doc.file,
        line: 1,
        message: `page is in no menu: add '${doc.id}' to its group in ${input.sidebarFile} (npm run new:page does this for new pages), or delete the file`,
      });
    }
    problems.push(...frontMatterProblems(doc));
  }

  const seen = new Set<string>();
  for (const id of sidebarIds) {
    if (seen.has(id)) {
      problems.push({
        file: input.sidebarFile,
        line: lineOfText(input.sidebarSource, `'${id}'`),
        message: `'${id}' is listed twice; keep it in one group only`,
      });
    }
    seen.add(id);
  }
  problems.push(...entriesWithoutPage(input, sidebarIds), ...misplacedEntries(input));

  const byTitle = new Map<string, DocFile>();
  for (const doc of input.docs) {
    if (!doc.title) continue;
    const first = byTitle.get(doc.title);
    if (first) {
      problems.push({
        file: doc.file,
        line: doc.titleLine,
        message: `title "${doc.title}" is also the title of ${first.file}; titles must be unique within a product so menus and search results can be told apart`,
      });
    } else {
      byTitle.set(doc.title, doc);
    }
  }
  return problems;
}

/** Why a canonical page route no longer reaches a page, or undefined when it does (itself, or by a redirect). */
function lostPage(input: ProductDocs, route: string, moved: readonly MovedPage[]): string | undefined {
  const fileIds = new Set(input.docs.map((doc) => doc.id));
  const id = docIdForRoute(input.product, route);
  if (fileIds.has(id)) return undefined;
  const to = moved.find((move) => move.from === route)?.to;
  if (
    to !== undefined &&
    to.startsWith(`/${input.product}/`) &&
    fileIds.has(docIdForRoute(input.product, to))
  )
    return undefined;
  if (to !== undefined)
    return `${route} leads to ${to} (config/moved-pages.json), which has no page either; point it at the page's address`;
  const file = movedFile(id, input.docs);
  const keep = 'canonical addresses must keep working';
  return file
    ? `${route} no longer has a page: its file is now ${file.file}, and nothing leads there from the old address; ${keep}: ` +
        `move the file back and run \`${moveCommand(input.product, id, file.id.split('/').slice(0, -1).join('/'))}\`, which adds the redirect`
    : `${route} no longer has a page (docs-${input.product}/${id}.md or .mdx); ${keep}: restore the page, ` +
        'or give it its new place with npm run move:page, which keeps this address working';
}

/**
 * Every canonical route of this product still reaches its page, directly or
 * through the redirect of a moved page; every canonical menu group still has pages.
 */
export function checkCanonicalRoutes(
  input: ProductDocs,
  routes: readonly CanonicalRoute[],
  routesFile: string,
  moved: readonly MovedPage[] = [],
): DocsProblem[] {
  const groupPaths = new Set(
    [...groupFolders(input.sidebar), ...groupPlacements(input.sidebar)].map(
      (group) => `/${input.product}/${group.folder}/`,
    ),
  );
  return routes
    .filter((row) => row.route.startsWith(`/${input.product}/`))
    .flatMap((row): DocsProblem[] => {
      const message =
        row.kind === 'group'
          ? groupPaths.has(row.route)
            ? undefined
            : `no menu group of ${input.sidebarFile} holds the pages of ${row.route} any more; canonical addresses must keep working, so keep a group of pages in ${row.route.slice(input.product.length + 2)}`
          : lostPage(input, row.route, moved);
      return message === undefined ? [] : [{file: routesFile, line: row.line, message}];
    });
}
