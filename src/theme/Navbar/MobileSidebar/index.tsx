// Wrapped from @docusaurus/theme-classic 3.10.2: the open drawer is a modal dialog (focus moves in, Tab stays inside, focus returns to the menu button on close), and it closes on Escape and whenever the route changes.
import {useEffect, useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {DRAWER_ID, focusableIn, wrappedFocus} from '@site/src/navigation/drawerFocus';
import {revealCurrentEntry} from '@site/src/navigation/sideMenuScroll';

export type Props = WrapperProps<typeof MobileSidebarType>;

function menuButton(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>('.navbar__toggle');
}

function useCloseDrawerOnEscape(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Escape') return;
      close();
      menuButton()?.focus();
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

/** While open: focus inside the drawer, Tab cycling within it; on close, back to the menu button unless a link was followed. */
function useDrawerFocus(shown: boolean): void {
  const {pathname} = useLocation();
  const openedOn = useRef(pathname);
  useEffect(() => {
    const drawer = document.getElementById(DRAWER_ID);
    if (!shown || !drawer) return undefined;
    openedOn.current = window.location.pathname;
    revealCurrentEntry(drawer);
    // The drawer turns visible as its opening transition starts: try again each frame until focus lands.
    let frame = 0;
    let tries = 0;
    const moveFocusIn = (): void => {
      focusableIn(drawer)[0]?.focus();
      if (!drawer.contains(document.activeElement) && ++tries < 30)
        frame = requestAnimationFrame(moveFocusIn);
    };
    frame = requestAnimationFrame(moveFocusIn);
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Tab' || !drawer) return;
      const target = wrappedFocus(focusableIn(drawer), document.activeElement, event.shiftKey);
      if (!target) return;
      event.preventDefault();
      target.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      const focusLeftBehind =
        drawer.contains(document.activeElement) || document.activeElement === document.body;
      if (focusLeftBehind && window.location.pathname === openedOn.current) menuButton()?.focus();
    };
  }, [shown]);
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useCloseDrawerOnEscape(shown, toggle);
  useCloseDrawerOnNavigation(shown, toggle);
  useDrawerFocus(shown);
  return <MobileSidebar {...props} />;
}
