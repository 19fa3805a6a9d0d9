// Wrapped from @docusaurus/theme-classic 3.10.2: adds the product tabs, the Section dropdown and the per-product version menu as `custom-` navbar item types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DocsVersionDropdown from '@site/src/components/DocsVersionDropdown';
import ProductTabs from '@site/src/components/ProductTabs';
import SectionDropdown from '@site/src/components/SectionDropdown';

const HelpComponentTypes: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-productTabs': ProductTabs,
  'custom-sectionDropdown': SectionDropdown,
  'custom-docsVersionDropdown': DocsVersionDropdown,
};

export default HelpComponentTypes;
