// Wrapped from @docusaurus/theme-classic 3.10.2: after the stock footer ("Last updated", "Edit this page"), "Was this page helpful?" when analytics is configured.
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';
import {PAGE_FEEDBACK_FIELD} from '@site/src/components/PageFeedback/feedback';
import {productFromPath} from '@site/src/products';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const path = metadata.permalink.endsWith('/') ? metadata.permalink : `${metadata.permalink}/`;
  return (
    <>
      <Footer {...props} />
      {siteConfig.customFields?.[PAGE_FEEDBACK_FIELD] === true && (
        <PageFeedback key={path} path={path} product={productFromPath(path) ?? ''} version={metadata.version} />
      )}
    </>
  );
}
