// Wrapped from @docusaurus/theme-classic 3.10.2: the page actions ("Copy page" and its menu) come before the content, beside its title; images and diagrams of the content open larger; on a first load the article keeps the server's HTML.
import {useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import {useImageZoom} from '@site/src/components/ImageZoom/useImageZoom';
import {twinAddress} from '@site/src/markdownTwinAddress';
import {useKeepsServerHtml} from '@site/src/hydration/useKeepsServerHtml';
import KeptArticle, {articleCanStay} from '@site/src/hydration/KeptArticle';

type Props = WrapperProps<typeof ContentType>;

/** The article: on a first load, as the server wrote it (src/hydration/KeptArticle); otherwise stock. */
function Article(props: Props): ReactNode {
  const firstLoad = useKeepsServerHtml();
  // Decided once, from the server's HTML.
  const [keep] = useState(() => firstLoad && articleCanStay());
  return keep ? <KeptArticle /> : <Content {...props} />;
}

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  useImageZoom(metadata.permalink);
  return (
    <>
      <PageActions key={metadata.permalink} twinUrl={twinAddress(metadata.permalink)} />
      <Article {...props} />
    </>
  );
}
