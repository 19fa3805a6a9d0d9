/**
 * Access to the canonical lists in the read-only `shared/` folder beside the
 * checkout (routes, legacy URLs). Set HELP_SHARED_DIR to read them elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ProductId} from '../src/products';
import type {MenuItem} from '../src/sidebarTree';

export const SHARED_DIR = path.resolve(
  process.env.HELP_SHARED_DIR ?? path.join(__dirname, '..', '..', 'shared'),
);

export type RouteKind = 'home' | 'section' | 'group' | 'page';

export interface RouteRow {
  route: string;
  kind: RouteKind;
  title: string;
}

export interface LegacyRow {
  oldPath: string;
  newRoute: string;
  why: string;
}

function readTsv(name: string): string[][] {
  const file = path.join(SHARED_DIR, name);
  if (!fs.existsSync(file)) {
    throw new Error(
      `Cannot read ${file}: the shared folder must sit beside the checkout, or HELP_SHARED_DIR must point to it.`,
    );
  }
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
}

export function readRoutes(): RouteRow[] {
  return readTsv('routes.tsv').map(([route, kind, title]) => ({
    route,
    kind: kind as RouteKind,
    title,
  }));
}

export function readLegacyUrls(): LegacyRow[] {
  return readTsv('legacy-urls.tsv').map(([oldPath, newRoute, why]) => ({oldPath, newRoute, why}));
}

/** Routes that must serve a page with that title as its h1. */
export function pageRoutes(): RouteRow[] {
  return readRoutes().filter((row) => row.kind !== 'group');
}

/** A product's sidebar items, as the docs plugin reads them. */
export function sidebarOf(id: ProductId): readonly MenuItem[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(`../sidebars/${id}`) as {default: Record<string, readonly MenuItem[]>};
  return module.default[id];
}
