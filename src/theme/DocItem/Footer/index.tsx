// Wrapped from @docusaurus/theme-classic 3.10.2: after the stock footer ("Last updated", "Edit this page"), a "Report a problem" link and, with analytics configured, "Was this page helpful?".
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';
import {ANALYTICS_FIELD} from '@site/src/analytics/field';
import {productFromPath} from '@site/src/products';
import {reportProblemUrl} from '@site/src/siteLinks';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const path = metadata.permalink.endsWith('/') ? metadata.permalink : `${metadata.permalink}/`;
  return (
    <>
      <Footer {...props} />
      <p className={styles.report}>
        <a
          href={reportProblemUrl({title: metadata.title, url: new URL(path, siteConfig.url).href})}
          target="_blank"
          rel="noopener noreferrer">
          {translate({id: 'help.DocItem.reportProblem', message: 'Report a problem with this page'})}
        </a>
      </p>
      {siteConfig.customFields?.[ANALYTICS_FIELD] === true && (
        <PageFeedback
          key={path}
          path={path}
          product={productFromPath(path) ?? ''}
          version={metadata.version}
        />
      )}
    </>
  );
}
