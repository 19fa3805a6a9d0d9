// Ejected from @docusaurus/theme-classic 3.10.2: a text button ('Copy' → 'Copied!' for 1500 ms) named after the code it copies, with an announced result, instead of the icon that shows on hover only.
import type {ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import CopyCodeButton from './CopyCodeButton';

export type {Props};

export default function CopyButton({className}: Props): ReactNode {
  const {
    metadata: {code, language, title},
  } = useCodeBlockContext();
  return (
    <CopyCodeButton
      code={code}
      language={language}
      title={typeof title === 'string' ? title : undefined}
      className={className}
    />
  );
}
