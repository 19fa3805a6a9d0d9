// Wrapped from @docusaurus/theme-classic 3.10.2: adds the product tabs and the Section dropdown as `custom-` navbar item types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import ProductTabs from '@site/src/components/ProductTabs';
import SectionDropdown from '@site/src/components/SectionDropdown';

const HelpComponentTypes: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-productTabs': ProductTabs,
  'custom-sectionDropdown': SectionDropdown,
};

export default HelpComponentTypes;
