/**
 * Side menu behaviour the theme lacks: the current page's entry is scrolled
 * into view in the permanent menu on load and after each navigation, and a
 * menu group heading (a link with `role="button"`) toggles on Space as well as
 * Enter, without Space scrolling the page.
 */
import type {ClientModule} from '@docusaurus/types';
import {revealCurrentEntry} from '@site/src/navigation/sideMenuScroll';

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== ' ' || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  if (!(target instanceof HTMLAnchorElement) || target.getAttribute('role') !== 'button') return;
  if (!target.classList.contains('menu__link')) return;
  event.preventDefault();
  if (!event.repeat) target.click();
}

if (typeof document !== 'undefined') document.addEventListener('keydown', onKeyDown);

const sideMenu: ClientModule = {
  onRouteDidUpdate() {
    const menu = document.querySelector<HTMLElement>('.theme-doc-sidebar-container');
    if (menu) requestAnimationFrame(() => revealCurrentEntry(menu));
  },
};

export default sideMenu;
