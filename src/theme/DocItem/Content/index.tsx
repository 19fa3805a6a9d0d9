// Wrapped from @docusaurus/theme-classic 3.10.2: the page actions ("Copy page" and its menu) come before the content, beside its title; images and diagrams of the content open larger.
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import {useImageZoom} from '@site/src/components/ImageZoom/useImageZoom';
import {twinAddress} from '@site/src/markdownTwinAddress';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  useImageZoom(metadata.permalink);
  return (
    <>
      <PageActions key={metadata.permalink} twinUrl={twinAddress(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
