/**
 * The browser's `codeContent.tsx`: Prism loads only when a code block renders
 * in the browser, which is after client navigation (a first load keeps the
 * server's HTML). Until it arrives the code shows as plain text.
 */
import React, {Suspense, lazy, useLayoutEffect, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

const Highlighted = lazy<typeof ContentType>(() => import('./highlighted'));

function PlainCode(): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  return (
    <pre ref={codeBlockRef} className={`prism-code language-${metadata.language ?? 'text'}`} tabIndex={0}>
      <code>{metadata.code}</code>
    </pre>
  );
}

/** The highlighted code, taking over word wrap if the reader turned it on while Prism was loading. */
function HighlightedKeepingWrap(props: Props): ReactNode {
  const {codeBlockRef, isEnabled} = useCodeBlockContext().wordWrap;
  useLayoutEffect(() => {
    const code = codeBlockRef.current?.querySelector('code');
    // The same styles the stock word-wrap toggle sets.
    if (isEnabled && code) Object.assign(code.style, {whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'});
    // Only when the highlighted code replaces the plain one; later toggles work on it directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Highlighted {...props} />;
}

export default function HighlightedLater(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCode />}>
      <HighlightedKeepingWrap {...props} />
    </Suspense>
  );
}
