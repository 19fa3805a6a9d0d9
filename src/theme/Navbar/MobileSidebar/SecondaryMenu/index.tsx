// Ejected from @docusaurus/theme-classic 3.10.2: without sliding panels there is no "Back to main menu" button, only the side menu.
import type {ReactNode} from 'react';
import {useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';

export type Props = Record<string, never>;

export default function NavbarMobileSidebarSecondaryMenu(): ReactNode {
  return useNavbarSecondaryMenu().content;
}
