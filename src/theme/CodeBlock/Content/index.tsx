// Wrapped from @docusaurus/theme-classic 3.10.2: see src/theme/README.md.
import React, {useLayoutEffect, useRef, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
// The content of plugins/prism-on-demand (its theme folder), which loads Prism on demand.
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useKeepsServerHtml} from '@site/src/hydration/useKeepsServerHtml';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * The stock code, except while the page first hydrates from the server's HTML:
 * the server already wrote the highlighted code, so the block keeps that HTML
 * instead of running the highlighter over every block again during start-up
 * (the largest script cost of a doc page with code after React itself). Pages
 * reached by client navigation, and every page of the development server
 * (where there is no server HTML to keep), render as stock. Word wrap measures
 * the kept `<pre>` as usual.
 */
export default function CodeBlockContentKeptFromServer(props: Props): ReactNode {
  // Decided once: a block hydrated from server HTML keeps it for its whole life.
  const keepServerHtml = useKeepsServerHtml();
  const {codeBlockRef} = useCodeBlockContext().wordWrap;
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!keepServerHtml) return;
    // The stock content hands this ref to its <pre> through a `ref` prop; the kept <pre> gets it here.
    codeBlockRef.current = box.current?.querySelector('pre') ?? null;
  }, [keepServerHtml, codeBlockRef]);

  if (keepServerHtml) {
    return (
      <div
        ref={box}
        className={styles.content}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={box} className={styles.content}>
      <Content {...props} />
    </div>
  );
}
