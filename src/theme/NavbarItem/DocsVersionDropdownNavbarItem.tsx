// Overrides @docusaurus/theme-classic 3.10.2 `NavbarItem/DocsVersionDropdownNavbarItem`, which the site does not use:
// the theme's item types list it, so without this file its code would ship in every page's entry script.
export {default} from '@site/src/components/DocsVersionDropdown';
