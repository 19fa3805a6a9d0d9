// Wrapped from @docusaurus/theme-classic 3.10.2: the page's <head> also names its Markdown twin.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {twinAddress} from '@site/src/markdownTwinAddress';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <Head>
        <link rel="alternate" type="text/markdown" href={twinAddress(metadata.permalink)} />
      </Head>
    </>
  );
}
