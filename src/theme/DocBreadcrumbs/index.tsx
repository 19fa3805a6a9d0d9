// Ejected from @docusaurus/theme-classic 3.10.2: the trail starts Root › product (linked to the version's root), which the stock component cannot do.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';
import {breadcrumbList, buildBreadcrumbs, type MenuCategoryCrumb} from '@site/src/navigation/breadcrumbs';
import styles from './styles.module.css';

/** Stock component name and props: the docs theme renders `<DocBreadcrumbs />` without props. */
export type Props = Record<string, never>;

function useCategoryCrumbs(): MenuCategoryCrumb[] {
  const items = useSidebarBreadcrumbs() ?? [];
  return items.flatMap((item) =>
    item.type === 'category'
      ? [{label: item.label, ...(item.href !== undefined && !item.linkUnlisted && {href: item.href})}]
      : [],
  );
}

export default function DocBreadcrumbs(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const {product, version} = useActiveDocs();
  const categories = useCategoryCrumbs();
  const crumbs = buildBreadcrumbs({
    product,
    pathname,
    title: metadata.title,
    versionPath: version?.path ?? pathname,
    categories,
  });
  if (crumbs.length === 0) return null;

  return (
    <>
      <Head>
        <script type="application/ld+json">
          {JSON.stringify(breadcrumbList(crumbs, siteConfig.url, pathname))}
        </script>
      </Head>
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbsContainer)}
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.navAriaLabel',
          message: 'Breadcrumbs',
          description: 'The ARIA label for the breadcrumbs',
        })}>
        <ul className="breadcrumbs">
          {crumbs.map((crumb, index) => {
            const isLast = index === crumbs.length - 1;
            return (
              <li key={index} className={clsx('breadcrumbs__item', isLast && 'breadcrumbs__item--active')}>
                {crumb.href !== undefined && !isLast ? (
                  <Link className="breadcrumbs__link" to={crumb.href}>
                    {crumb.label}
                  </Link>
                ) : (
                  <span className="breadcrumbs__link" aria-current={isLast ? 'page' : undefined}>
                    {crumb.label}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
