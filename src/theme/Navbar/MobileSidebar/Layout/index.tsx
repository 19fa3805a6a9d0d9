// Ejected from @docusaurus/theme-classic 3.10.2: one panel holds the product switcher, the side menu and, below it, the header links, instead of two sliding panels; the open drawer is a modal dialog.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';
import ProductMenu from '@site/src/components/ProductMenu';
import {DRAWER_ID} from '@site/src/navigation/drawerFocus';
import styles from './styles.module.css';

export type {Props};

export default function NavbarMobileSidebarLayout({header, primaryMenu, secondaryMenu}: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  return (
    <div
      id={DRAWER_ID}
      role={shown ? 'dialog' : undefined}
      aria-modal={shown ? true : undefined}
      aria-label={shown ? translate({id: 'help.drawer.label', message: 'Menu'}) : undefined}
      className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar')}>
      {header}
      <div className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.panel, 'menu', styles.panel)}>
        <ProductMenu />
        {secondaryMenu}
        <div className={styles.links}>{primaryMenu}</div>
      </div>
    </div>
  );
}
