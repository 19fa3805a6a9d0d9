// Ejected from @docusaurus/theme-classic 3.10.2: see src/theme/README.md.
import React, {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Children that are only text, joined into one string (so the block can be copied); anything else as it is. */
function asCode(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The stock code block without its remount once the page has hydrated. The
 * theme remounts every block then so that Prism's inline colours follow the
 * colour mode; here the colours come from a stylesheet
 * (plugins/prism-theme-css.ts), so each block keeps the server's highlighted
 * HTML and Prism does not run again (see ./Content).
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const code = asCode(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
