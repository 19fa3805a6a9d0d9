import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {searchPageHref} from '@site/src/search/address';
import type {SearchResponse} from '@site/src/search/types';
import type {SearchScope} from './searchScope';
import styles from './styles.module.css';

export interface Props {
  readonly scope: SearchScope;
  readonly response: SearchResponse;
}

/** Previous, numbered and Next links between results pages; nothing for a single page. */
export default function Pagination({scope, response}: Props): ReactNode {
  if (response.nbPages <= 1) return null;
  const pages = Array.from({length: response.nbPages}, (_, i) => i + 1);
  const href = (page: number): string =>
    searchPageHref(scope.product, scope.query, {page, version: scope.version});
  return (
    <nav
      aria-label={translate({id: 'help.searchPage.pages', message: 'Search results pages'})}
      className={styles.pagination}>
      <ul className="pagination">
        {scope.page > 1 && (
          <li className="pagination__item">
            <Link className="pagination__link" to={href(scope.page - 1)} rel="prev">
              {translate({id: 'help.searchPage.previous', message: 'Previous'})}
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li
            key={page}
            className={clsx('pagination__item', page === scope.page && 'pagination__item--active')}>
            <Link
              className="pagination__link"
              to={href(page)}
              aria-current={page === scope.page ? 'page' : undefined}
              aria-label={translate(
                {id: 'help.searchPage.page', message: 'Page {page}'},
                {page: String(page)},
              )}>
              {page}
            </Link>
          </li>
        ))}
        {scope.page < response.nbPages && (
          <li className="pagination__item">
            <Link className="pagination__link" to={href(scope.page + 1)} rel="next">
              {translate({id: 'help.searchPage.next', message: 'Next'})}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
