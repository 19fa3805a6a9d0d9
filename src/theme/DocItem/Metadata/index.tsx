// Wrapped from @docusaurus/theme-classic 3.10.2: the page's <head> also names its Markdown twin, and the
// browser title of a page of an older or unreleased docs version names that version.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {PageMetadata} from '@docusaurus/theme-common';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {twinAddress} from '@site/src/markdownTwinAddress';
import {getProduct, isProductId} from '@site/src/products';

type Props = WrapperProps<typeof MetadataType>;

/** "Configuring Trusts | Flight Deck 13.5" on a page of Flight Deck 13.5; nothing for the latest version. */
export function versionedTitle(
  title: string,
  pluginId: string,
  version: {readonly label: string; readonly isLast: boolean},
): string | undefined {
  if (version.isLast || !isProductId(pluginId)) return undefined;
  return `${title} | ${getProduct(pluginId).name} ${version.label}`;
}

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const title = versionedTitle(metadata.title, version.pluginId, version);
  return (
    <>
      <Metadata {...props} />
      {/* Rendered after the stock metadata, so its title wins (the site title is added to both). */}
      {title && <PageMetadata title={title} />}
      <Head>
        <link rel="alternate" type="text/markdown" href={twinAddress(metadata.permalink)} />
      </Head>
    </>
  );
}
