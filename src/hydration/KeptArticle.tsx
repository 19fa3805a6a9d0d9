import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {followLinksInApp} from './articleLinks';
import {addCodeButtonHosts, CodeButtons, type KeptCodeBlock} from './CodeButtons';
import {hydrateTabsIslands} from './tabsIsland';

/** Marks a part of the article that cannot be an island: the article then hydrates whole. */
export const NEEDS_HYDRATION = '[data-needs-hydration]';

/** Whether the article in the server's HTML (the stock `div.theme-doc-markdown`) can stay as it is. */
export function articleCanStay(): boolean {
  const article = document.querySelector(`article .${ThemeClassNames.docs.docMarkdown}`);
  return article !== null && article.querySelector(NEEDS_HYDRATION) === null;
}

/**
 * The doc page's article as the server wrote it, which React neither renders
 * nor hydrates; only its interactive parts come alive: each tabs block as a
 * root of its own (./tabsIsland), each code block's buttons (./CodeButtons,
 * portals of the page's root, which are client-only in the stock block too),
 * and its links (./articleLinks). Heading anchors, images, tables and diagrams
 * are plain HTML; zoom and the table of contents work on the DOM.
 */
export default function KeptArticle(): ReactNode {
  const history = useHistory();
  const article = useRef<HTMLDivElement>(null);
  const [codeBlocks, setCodeBlocks] = useState<readonly KeptCodeBlock[]>([]);

  useEffect(() => {
    const element = article.current;
    if (!element) return undefined;
    const unwireLinks = followLinksInApp(element, history);
    const tabs = hydrateTabsIslands(element, history);
    const blocks = addCodeButtonHosts(element);
    setCodeBlocks(blocks);
    return () => {
      unwireLinks();
      for (const {host} of blocks) host.remove();
      // Not while the page's root is committing this unmount.
      window.setTimeout(() => tabs.forEach((root) => root.unmount()));
    };
  }, [history]);

  return (
    <>
      <div
        ref={article}
        className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
      <CodeButtons blocks={codeBlocks} />
    </>
  );
}
