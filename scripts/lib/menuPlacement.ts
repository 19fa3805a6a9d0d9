/**
 * Where the pages of each menu group live. A page's folder is its address, and
 * a menu group holds the pages of one folder (its address leads to its first
 * page), so a page listed in a group of another folder is misplaced: the
 * writer moved its menu entry without moving the page.
 */
import {isCategory, type MenuItem} from '../../config/sidebarTree';

export interface GroupPlacement {
  readonly label: string;
  /** The folder most of the group's own pages live in (`deployment`, `administration/routes`). */
  readonly folder: string;
  /** The group's own pages (not its sub-groups') that live in another folder. */
  readonly misplaced: readonly string[];
}

function folderOf(docId: string): string {
  return docId.split('/').slice(0, -1).join('/');
}

/** The most common of these folders; on a tie, the one listed first. */
function usualFolder(folders: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const folder of folders) counts.set(folder, (counts.get(folder) ?? 0) + 1);
  let best = folders[0] ?? '';
  for (const folder of folders) if ((counts.get(folder) ?? 0) > (counts.get(best) ?? 0)) best = folder;
  return best;
}

/** Every group (and sub-group) that lists pages of its own, depth first in menu order. */
export function groupPlacements(items: readonly MenuItem[]): GroupPlacement[] {
  return items.filter(isCategory).flatMap((category) => {
    const pages = category.items.filter((item): item is string => typeof item === 'string');
    const nested = groupPlacements(category.items);
    if (pages.length === 0) return nested;
    const folder = usualFolder(pages.map(folderOf));
    const misplaced = pages.filter((page) => folderOf(page) !== folder);
    return [{label: category.label, folder, misplaced}, ...nested];
  });
}
