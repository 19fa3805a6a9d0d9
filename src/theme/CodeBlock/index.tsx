// Wrapped from @docusaurus/theme-classic 3.10.2: see src/theme/README.md.
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import '../../prism/registerLanguages';

type Props = WrapperProps<typeof CodeBlockType>;

/** The stock code block, with Prism's extra languages registered before it first renders. */
export default function CodeBlockWithLanguages(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
