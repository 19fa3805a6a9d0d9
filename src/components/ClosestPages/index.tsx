/**
 * "Did you mean": the existing pages whose addresses are closest to the one
 * not found. A chunk of its own, loaded by the not-found page only, which
 * alone fetches the list of pages (`/page-list.json`).
 */
import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {closestPages} from '@site/src/navigation/closestPages';
import {PAGE_LIST_URL, type PageListEntry} from '@site/src/navigation/pageList';

export interface Props {
  /** The address not found. */
  readonly pathname: string;
}

function isPageList(value: unknown): value is PageListEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string',
    )
  );
}

async function loadPageList(): Promise<PageListEntry[]> {
  const response = await fetch(PAGE_LIST_URL);
  if (!response.ok) throw new Error(`${PAGE_LIST_URL} answered ${response.status}`);
  const list: unknown = await response.json();
  if (!isPageList(list)) throw new Error(`${PAGE_LIST_URL} is not a list of pages`);
  return list;
}

export default function ClosestPages({pathname}: Props): ReactNode {
  const [pages, setPages] = useState<readonly PageListEntry[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadPageList().then(
      (list) => current && setPages(closestPages(pathname, list)),
      // Without the list (offline, say) the page keeps its other ways onward.
      () => current && setPages([]),
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  if (pages === undefined || pages.length === 0) return null;
  const heading = translate({id: 'help.NotFound.closest', message: 'Did you mean'});
  return (
    <section aria-label={heading}>
      <p>{heading}</p>
      <ul>
        {pages.map(([path, title]) => (
          <li key={path}>
            <Link to={path}>{title}</Link> <code>{path}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
