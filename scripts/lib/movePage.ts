/**
 * The pure parts of `npm run move:page`: where a page goes, how links to its
 * old address are rewritten, and how the list of moved pages changes.
 */
import type {MenuGroupInSource} from '../sidebar-edit';

export interface Move {
  readonly from: string;
  readonly to: string;
}

/** The folder a destination names: a menu group's folder (`administration/routes`) or its label (`Routes`). */
export function destinationFolder(destination: string, groups: readonly MenuGroupInSource[]): string {
  const wanted = destination.trim().replace(/^\/+|\/+$/g, '');
  const byFolder = groups.find((group) => group.folder === wanted);
  if (byFolder) return byFolder.folder;
  const byLabel = [
    ...new Set(groups.filter((g) => g.label.toLowerCase() === wanted.toLowerCase()).map((g) => g.folder)),
  ];
  if (byLabel.length === 1) return byLabel[0];
  const folders = [...new Set(groups.map((group) => group.folder).filter(Boolean))].sort();
  throw new Error(
    byLabel.length > 1
      ? `Several menu groups are called "${destination}" (${byLabel.join(', ')}); name the folder instead.`
      : `No menu group holds pages in "${wanted}". Move the page to one of these folders (or their groups' labels): ` +
          `${folders.join(', ')}. To start a new group, add it to the menu file first.`,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` with every link to `from` (a page address with its trailing slash)
 * pointing at `to`: Markdown links and reference definitions, `href`
 * attributes and quoted strings, with or without the slash, keeping an
 * anchor or query. Returns the text and how many links changed.
 */
export function rewriteLinks(text: string, from: string, to: string): {text: string; count: number} {
  const bare = escapeRegExp(from.replace(/\/$/, ''));
  // Before: `](`, `]: `, a quote, or a tab (the .tsv lists). After: the end of the address.
  const pattern = new RegExp(`(\\]\\(|\\]:[ \\t]*|["'\\t]|^)${bare}/?(?=[)#?"'\\s]|$)`, 'gm');
  let count = 0;
  const rewritten = text.replace(pattern, (_match, before: string) => {
    count += 1;
    return `${before}${to}`;
  });
  return {text: rewritten, count};
}

/**
 * The list of moved pages once `from` moved to `to`: earlier moves that led to
 * `from` now lead to `to` (one hop each), an old address `to` now has a page
 * again (its move is dropped), and `from` leads to `to`.
 */
export function recordMove(moves: readonly Move[], from: string, to: string): Move[] {
  return [
    ...moves
      .filter((move) => move.from !== to && move.from !== from)
      .map((move) => (move.to === from ? {from: move.from, to} : move)),
    ...(from === to ? [] : [{from, to}]),
  ];
}

/** The repository's line length (.prettierrc): a longer entry is laid out over several lines, as Prettier would. */
const LINE_LENGTH = 110;

function movedPageEntry({from, to}: Move): string {
  const line = `  {from: '${from}', to: '${to}'},`;
  return line.length <= LINE_LENGTH ? `${line}\n` : `  {\n    from: '${from}',\n    to: '${to}',\n  },\n`;
}

/** The source of config/movedPages.ts holding `moves`, formatted as Prettier formats it. */
export function movedPagesSource(moves: readonly Move[]): string {
  const entries = moves.map(movedPageEntry).join('');
  return [
    '/**',
    ' * Pages moved after their address was published, newest last: each old',
    " * address answers with a redirect to the page's new one (config/redirects.ts).",
    ' * Written by `npm run move:page`; edit it by hand only to undo a move.',
    ' */',
    `export const MOVED_PAGES: ReadonlyArray<{readonly from: string; readonly to: string}> = [${
      entries ? `\n${entries}` : ''
    }];`,
    '',
  ].join('\n');
}
