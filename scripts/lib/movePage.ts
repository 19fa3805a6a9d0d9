/**
 * The pure parts of `npm run move:page`: where a page goes, how links to its
 * old address are rewritten, which mentions of it are left, and how the
 * list of moved pages changes.
 */
import type {MovedPage} from '../../config/movedPages';
import type {MenuGroupInSource} from '../sidebar-edit';

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
export function recordMove(moves: readonly MovedPage[], from: string, to: string): MovedPage[] {
  return [
    ...moves
      .filter((move) => move.from !== to && move.from !== from)
      .map((move) => (move.to === from ? {from: move.from, to} : move)),
    ...(from === to ? [] : [{from, to}]),
  ];
}

/** Files that keep naming a moved page's old address on purpose, and why. */
const KEPT: ReadonlyArray<{readonly file: RegExp; readonly why: string}> = [
  {
    file: /^tests\/fixtures\/(routes|legacy-urls)\.tsv$/,
    why:
      "the canonical route list, a copy of the specification's: the old address stays listed " +
      'and keeps working through the redirect (npm run check:docs checks it)',
  },
  {file: /_versioned_(docs|sidebars)\//, why: 'a released version, which keeps the page where it was'},
];

/** Why `file` (relative to the site) keeps naming an old address, or undefined when its links are rewritten. */
export function leftReason(file: string): string | undefined {
  const normal = file.replace(/\\/g, '/');
  return KEPT.find((kept) => kept.file.test(normal))?.why;
}

/** The 1-based lines of `text` that name `address` (with or without its trailing slash), in links or prose. */
export function addressLines(text: string, address: string): number[] {
  const pattern = new RegExp(`${escapeRegExp(address.replace(/\/$/, ''))}(?![\\w-]|/[\\w-])`);
  return text.split('\n').flatMap((line, index) => (pattern.test(line) ? [index + 1] : []));
}
