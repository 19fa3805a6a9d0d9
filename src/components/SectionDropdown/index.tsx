import type {ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {sectionRoot} from '@site/src/products';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';
import SectionSelect from './SectionSelect';

export interface Props {
  /** Set when rendered in the drawer's menu, where the dropdown is not shown. */
  readonly mobile?: boolean;
  readonly className?: string;
}

/** Navbar item `custom-sectionDropdown`: the Section dropdown, shown below 1140 px, where the product tabs are hidden. */
export default function SectionDropdown({mobile, className}: Props): ReactNode {
  const {product} = useActiveDocs();
  const {pathname} = useLocation();
  const history = useHistory();
  if (mobile) return null;
  const currentPath = product ? sectionRoot(product) : pathname === '/' ? '/' : undefined;
  return (
    <SectionSelect
      currentPath={currentPath}
      onNavigate={(path) => history.push(path)}
      className={className}
    />
  );
}
