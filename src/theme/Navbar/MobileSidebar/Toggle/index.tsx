// Ejected from @docusaurus/theme-classic 3.10.2: the menu button also names the drawer it opens (`aria-controls`).
import type {ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import IconMenu from '@theme/Icon/Menu';
import {DRAWER_ID} from '@site/src/navigation/drawerFocus';

export type Props = Record<string, never>;

export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  return (
    <button
      onClick={toggle}
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
        description: 'The ARIA label for hamburger menu button of mobile navigation',
      })}
      aria-expanded={shown}
      aria-controls={DRAWER_ID}
      className="navbar__toggle clean-btn"
      type="button">
      <IconMenu />
    </button>
  );
}
