// Ejected from @docusaurus/theme-classic 3.10.2: the menu button also names the drawer it opens (`aria-controls`);
// until the page hydrates, and without scripts, it is a link to the product's list of pages instead.
import type {ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import IconMenu from '@theme/Icon/Menu';
import {DRAWER_ID} from '@site/src/navigation/drawerFocus';
import {pageListPath} from '@site/src/navigation/pageList';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';

export type Props = Record<string, never>;

export default function MobileSidebarToggle(): ReactNode {
  const {toggle, shown} = useNavbarMobileSidebar();
  const hydrated = useIsBrowser();
  const {product} = useActiveDocs();
  const label = translate({
    id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
    message: 'Toggle navigation bar',
    description: 'The ARIA label for hamburger menu button of mobile navigation',
  });
  if (!hydrated) {
    // The drawer needs scripts; the server-rendered list of pages does not (plugins/page-lists).
    return (
      <a href={pageListPath(product)} aria-label={label} className="navbar__toggle">
        <IconMenu />
      </a>
    );
  }
  return (
    <button
      onClick={toggle}
      aria-label={label}
      aria-expanded={shown}
      aria-controls={DRAWER_ID}
      className="navbar__toggle clean-btn"
      type="button">
      <IconMenu />
    </button>
  );
}
