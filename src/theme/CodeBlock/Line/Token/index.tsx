// Wrapped from @docusaurus/theme-classic 3.10.2: see src/theme/README.md.
import React, {type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TokenType>;

/**
 * A code token without inline style: its colour comes from the token classes
 * (`plugins/prism-theme-css.ts`), as the Content-Security-Policy refuses
 * `style` attributes in the server-rendered page.
 */
export default function TokenWithoutInlineStyle(props: Props): ReactNode {
  return <Token {...props} style={undefined} />;
}
