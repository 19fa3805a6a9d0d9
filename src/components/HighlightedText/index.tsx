import type {ReactNode} from 'react';
import {toSegments} from '@site/src/search/highlight';

export interface Props {
  /** Highlight markup from a search hit; only its `<mark>` runs are kept, as elements. */
  readonly value: string;
}

/** Hit text with its matches in `<mark>`, built as React text: nothing is injected as HTML. */
export default function HighlightedText({value}: Props): ReactNode {
  return toSegments(value).map((segment, i) =>
    segment.marked ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
  );
}
