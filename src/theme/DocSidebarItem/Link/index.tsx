// Wrapped from @docusaurus/theme-classic 3.10.2: an entry whose page contains the current page is also shown active (only the exact page gets aria-current).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {containsCurrentPath} from '@site/src/navigation/sidebarEntry';
import styles from './styles.module.css';

export type Props = WrapperProps<typeof LinkType>;

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {item, activePath} = props;
  if (!containsCurrentPath(item.href, activePath)) return <Link {...props} />;
  return <Link {...props} item={{...item, className: clsx(item.className, styles.containsCurrent)}} />;
}
