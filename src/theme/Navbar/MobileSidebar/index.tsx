// Wrapped from @docusaurus/theme-classic 3.10.2: the drawer also closes on Escape (focus returns to the menu button) and whenever the route changes.
import {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

export type Props = WrapperProps<typeof MobileSidebarType>;

function useCloseDrawerOnEscape(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Escape') return;
      close();
      document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, close]);
}

function useCloseDrawerOnNavigation(shown: boolean, close: () => void): void {
  const {pathname} = useLocation();
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    if (shown) close();
  }, [pathname, shown, close]);
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useCloseDrawerOnEscape(shown, toggle);
  useCloseDrawerOnNavigation(shown, toggle);
  return <MobileSidebar {...props} />;
}
