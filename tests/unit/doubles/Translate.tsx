/** Test double for `@docusaurus/Translate`: the default English message, placeholders filled. */
import type {ReactNode} from 'react';

export interface TranslateParam {
  readonly id?: string;
  readonly message: string;
  readonly description?: string;
}

export function translate(param: TranslateParam, values?: Readonly<Record<string, string>>): string {
  return param.message.replace(/\{(\w+)\}/g, (whole, key: string) => values?.[key] ?? whole);
}

export default function Translate({children}: {children: ReactNode}): ReactNode {
  return children;
}
