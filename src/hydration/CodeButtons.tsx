import React, {useLayoutEffect, useMemo, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';

/** A code block of a kept article: its server `<pre>`, and the element its buttons render into. */
export interface KeptCodeBlock {
  readonly pre: HTMLPreElement;
  readonly host: HTMLElement;
}

/** The code of a highlighted `<pre>`, one line per `.token-line`. */
export function codeOf(pre: HTMLPreElement): string {
  const lines = pre.querySelectorAll('.token-line');
  return lines.length > 0
    ? Array.from(lines, (line) => line.textContent ?? '').join('\n')
    : (pre.textContent ?? '');
}

/**
 * Adds, after each code block's `<pre>` (where the stock layout puts its
 * buttons), an element for its buttons.
 */
export function addCodeButtonHosts(article: HTMLElement): KeptCodeBlock[] {
  return Array.from(article.querySelectorAll<HTMLPreElement>('.theme-code-block pre')).flatMap((pre) => {
    const content = pre.parentElement?.parentElement;
    if (!content) return [];
    const host = document.createElement('div');
    host.className = 'help-island';
    content.append(host);
    return [{pre, host}];
  });
}

/**
 * The language and title the server wrote for a kept block (the stock layout's
 * `language-*` class and its title bar before the content), which the Copy button's name gives.
 */
export function labelsOf(pre: HTMLPreElement): {language?: string; title?: string} {
  const container = pre.closest('.theme-code-block');
  const language = /(?:^|\s)language-(\S+)/.exec(container?.className ?? '')?.[1];
  const first = container?.firstElementChild;
  const title = first && !first.contains(pre) ? first.textContent?.trim() || undefined : undefined;
  return {language, title};
}

function CodeButtonsOf({pre}: {pre: HTMLPreElement}): ReactNode {
  const wordWrap = useCodeWordWrap();
  const {codeBlockRef} = wordWrap;
  // Before word wrap's own effects measure the block.
  useLayoutEffect(() => {
    codeBlockRef.current = pre;
  }, [codeBlockRef, pre]);
  const metadata = useMemo(() => {
    const {language, title} = labelsOf(pre);
    return createCodeBlockMetadata({
      code: codeOf(pre),
      className: undefined,
      language,
      defaultLanguage: undefined,
      metastring: undefined,
      magicComments: [],
      title,
      showLineNumbers: undefined,
    });
  }, [pre]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>
  );
}

/** The stock buttons (Copy, word wrap) of each kept code block, rendered by the page's root into the block. */
export function CodeButtons({blocks}: {blocks: readonly KeptCodeBlock[]}): ReactNode {
  return blocks.map(({pre, host}, index) => createPortal(<CodeButtonsOf pre={pre} />, host, String(index)));
}
