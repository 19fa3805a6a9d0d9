/**
 * Consistency checks between pages, sidebars and the canonical route list,
 * as pure functions over already-read inputs (see scripts/check-docs.ts for the CLI).
 */
import {MAX_DESCRIPTION_LENGTH} from '../content-rules';
import {docIdsOf, groupFolders, type MenuItem} from '../../config/sidebarTree';
import type {ProductId} from '../../src/products';

export interface DocFile {
  /** Path relative to the site root, e.g. `docs-jet/jobs/partner-jobs.md`. */
  readonly file: string;
  /** Doc id inside its product, e.g. `jobs/partner-jobs` (`index` for the section root). */
  readonly id: string;
  readonly title: string | undefined;
  /** 1-based line of `title:` in the front matter, or 1. */
  readonly titleLine: number;
  readonly description: string | undefined;
  /** 1-based line of `description:` in the front matter, or 1. */
  readonly descriptionLine: number;
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

export function checkProductDocs(input: ProductDocs): DocsProblem[] {
  const problems: DocsProblem[] = [];
  const sidebarIds = docIdsOf(input.sidebar);
  const fileIds = new Set(input.docs.map((doc) => doc.id));
  const sidebarIdSet = new Set(sidebarIds);

  for (const doc of input.docs) {
    if (doc.id !== SECTION_ROOT_ID && !sidebarIdSet.has(doc.id)) {
      problems.push({
        file: doc.file,
        line: 1,
        message: `page is in no menu: add '${doc.id}' to its group in ${input.sidebarFile} (npm run new:page does this for new pages), or delete the file`,
      });
    }
    if (doc.description !== undefined && doc.description.length > MAX_DESCRIPTION_LENGTH) {
      problems.push({
        file: doc.file,
        line: doc.descriptionLine,
        message: `description is ${doc.description.length} characters; shorten it to ${MAX_DESCRIPTION_LENGTH} or fewer (search results and link previews cut it there)`,
      });
    }
  }

  const seen = new Set<string>();
  for (const id of sidebarIds) {
    const line = lineOfText(input.sidebarSource, `'${id}'`);
    if (seen.has(id)) {
      problems.push({
        file: input.sidebarFile,
        line,
        message: `'${id}' is listed twice; keep it in one group only`,
      });
    }
    seen.add(id);
    if (!fileIds.has(id)) {
      problems.push({
        file: input.sidebarFile,
        line,
        message: `'${id}' has no page: create docs-${input.product}/${id}.md, or remove the entry`,
      });
    }
  }

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

/** Every canonical route of this product still has its page (or, for groups, its menu group). */
export function checkCanonicalRoutes(
  input: ProductDocs,
  routes: readonly CanonicalRoute[],
  routesFile: string,
): DocsProblem[] {
  const fileIds = new Set(input.docs.map((doc) => doc.id));
  const groupPaths = new Set(
    groupFolders(input.sidebar).map((group) => `/${input.product}/${group.folder}/`),
  );
  return routes
    .filter((row) => row.route.startsWith(`/${input.product}/`))
    .flatMap((row): DocsProblem[] => {
      if (row.kind === 'group') {
        return groupPaths.has(row.route)
          ? []
          : [
              {
                file: routesFile,
                line: row.line,
                message: `menu group ${row.route} is gone from ${input.sidebarFile}; canonical routes must keep existing, so restore the group`,
              },
            ];
      }
      const id = docIdForRoute(input.product, row.route);
      return fileIds.has(id)
        ? []
        : [
            {
              file: routesFile,
              line: row.line,
              message: `${row.route} no longer has a page (docs-${input.product}/${id}.md); canonical routes must keep existing, so restore it (a page that moves keeps its old address through config/redirects.ts, but this one is canonical)`,
            },
          ];
    });
}
