/**
 * The canonical route lists the site must serve: `tests/fixtures/routes.tsv`
 * (every page and menu group) and `tests/fixtures/legacy-urls.tsv` (old public
 * addresses). They are copies of the specification's lists, kept in the
 * repository so that a clone tests alone; `tests/unit/fixtures.test.ts` proves
 * them identical to the specification's folder when it sits beside the checkout.
 */
import fs from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.join(__dirname, 'fixtures');

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
  return fs
    .readFileSync(path.join(FIXTURES_DIR, name), 'utf8')
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
