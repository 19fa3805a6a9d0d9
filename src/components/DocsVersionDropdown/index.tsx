import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {ProductId} from '@site/src/products';
import {useActiveDocs} from '@site/src/navigation/useActiveDocs';
import {CURRENT_VERSION, menuOrder} from '@site/src/navigation/versionMenu';
import styles from './styles.module.css';

export interface Props {
  /** Set when rendered in the drawer (below 997 px), where the menu is a collapsible "Versions" list. */
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
  readonly className?: string;
  /** The drawer passes the function that closes it after a choice. */
  readonly onClick?: () => void;
}

/** The header button: "Version 2.0 (latest)", "Version 1.0", "Next (unreleased)". */
function buttonLabel(version: GlobalVersion): string {
  if (version.name === CURRENT_VERSION)
    return translate({id: 'help.versionDropdown.next', message: 'Next (unreleased)'});
  return version.isLast
    ? translate(
        {id: 'help.versionDropdown.latest', message: 'Version {version} (latest)'},
        {version: version.label},
      )
    : translate({id: 'help.versionDropdown.label', message: 'Version {version}'}, {version: version.label});
}

/**
 * The header button's words, the part that can give way marked: where the
 * header is tight (1280 to 1439 px, beside the product tabs), "Version" of
 * "Version 2.0 (latest)" and "(unreleased)" of "Next (unreleased)" are hidden
 * from sight, so the site's title keeps its place; the button's name keeps them.
 */
function ButtonLabel({version}: {readonly version: GlobalVersion}): ReactNode {
  const label = buttonLabel(version);
  const at = version.name === CURRENT_VERSION ? -1 : label.indexOf(version.label);
  const [before, shown, after] =
    at >= 0
      ? [label.slice(0, at), label.slice(at), '']
      : ['', label.split(' ')[0], label.slice(label.split(' ')[0].length)];
  return (
    <>
      {before && <span className={styles.givesWay}>{before}</span>}
      {shown}
      {after && <span className={styles.givesWay}>{after}</span>}
    </>
  );
}

/** An entry of the list: "2.0 (latest)", "1.0", "Next (unreleased)". */
function entryLabel(version: GlobalVersion): string {
  if (version.name === CURRENT_VERSION) return buttonLabel(version);
  return version.isLast
    ? translate(
        {id: 'help.versionDropdown.entry.latest', message: '{version} (latest)'},
        {version: version.label},
      )
    : version.label;
}

function ProductVersionDropdown({
  product,
  mobile,
  className,
  ...props
}: Props & {readonly product: ProductId}): ReactNode {
  const versions = useVersions(product);
  const {activeVersion, alternateDocVersions} = useActiveDocContext(product);
  const {savePreferredVersionName} = useDocsPreferredVersion(product);
  // Kept when switching, as the stock menu does: `?tab=linux#step-2`.
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  if (versions.length < 2 || activeVersion === undefined) return null;
  /** The same page in that version, or else its section root. */
  const target = (version: GlobalVersion): string =>
    (alternateDocVersions[version.name] ?? version.docs.find((doc) => doc.id === version.mainDocId))?.path ??
    version.path;
  const items = menuOrder(versions).map((version) => ({
    label: entryLabel(version),
    to: `${target(version)}${search}${hash}`,
    isActive: () => version === activeVersion,
    onClick: () => savePreferredVersionName(version.name),
  }));
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      className={clsx('help-version-menu', styles.versionMenu, className)}
      label={
        mobile ? (
          translate({id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions'})
        ) : (
          // A node, not a string: the theme's link renders its label inside it (its children it replaces).
          <ButtonLabel version={activeVersion} />
        )
      }
      // Its name keeps every word, also where some give way on screen.
      {...(!mobile && {'aria-label': buttonLabel(activeVersion)})}
      to={mobile ? undefined : target(activeVersion)}
      items={items}
    />
  );
}

/**
 * Navbar item `custom-docsVersionDropdown`: the version menu of the product
 * being read, on its doc pages once it has cut versions. The button says which
 * version is shown ("Version 2.0 (latest)"); the list holds the released
 * versions newest first, then the unreleased docs. Choosing one opens the same
 * page in it, or that version's section root when the page does not exist
 * there. Built, like the stock docs version menu, on the theme's dropdown
 * item and the docs plugin's public hooks; the stock one labels the button
 * with the bare version and lists "Next" first.
 */
export default function DocsVersionDropdown(props: Props): ReactNode {
  const {product, version} = useActiveDocs();
  return product === undefined || version === undefined ? null : (
    <ProductVersionDropdown product={product} {...props} />
  );
}
