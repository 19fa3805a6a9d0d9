import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {ProductId} from '@site/src/products';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';
import styles from './styles.module.css';

export interface Props {
  /** Set when rendered in the drawer (below 997 px), where the stock item becomes a collapsible "Versions" list. */
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
  readonly className?: string;
  /** The drawer passes the function that closes it after a choice. */
  readonly onClick?: () => void;
}

function ProductVersionDropdown({
  product,
  activeVersion,
  mobile,
  className,
  ...props
}: Props & {readonly product: ProductId; readonly activeVersion: GlobalVersion}): ReactNode {
  const versions = useVersions(product);
  if (versions.length < 2) return null;
  const label = translate(
    {
      id: 'help.versionDropdown.label',
      message: 'Version {version}',
      description: 'Name of the version menu button',
    },
    {version: activeVersion.label},
  );
  return (
    <DocsVersionDropdownNavbarItem
      {...props}
      mobile={mobile}
      className={clsx('help-version-menu', styles.versionMenu, className)}
      docsPluginId={product}
      // The stock item lists every version itself; these are its optional extra entries.
      items={[]}
      dropdownItemsBefore={[]}
      dropdownItemsAfter={[]}
      // The button shows only the version ("1.0"); its name says what it is. The drawer's reads "Versions".
      aria-label={mobile ? undefined : label}
    />
  );
}

/**
 * Navbar item `custom-docsVersionDropdown`: Docusaurus's version menu for the
 * product being read, on its doc pages when it has cut versions. Choosing a
 * version opens the same page in it, or that version's section root when the
 * page does not exist there.
 */
export default function DocsVersionDropdown(props: Props): ReactNode {
  const {product, version} = useActiveDocs();
  return product === undefined || version === undefined ? null : (
    <ProductVersionDropdown product={product} activeVersion={version} {...props} />
  );
}
