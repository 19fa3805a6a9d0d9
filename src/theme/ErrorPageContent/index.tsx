/**
 * Swizzled (wrap) from @docusaurus/theme-classic 3.10.2 `ErrorPageContent`:
 * when a page crashed because its code or styles never arrived, say so plainly
 * and offer a full load of the page; any other crash keeps the stock message.
 */
import type {ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import MissingResources from '@site/src/components/MissingResources';
import {isMissingResourceError} from '@site/src/pageLoading/missingResources';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  if (!isMissingResourceError(props.error)) return <ErrorPageContent {...props} />;
  return (
    <main className="container margin-vert--xl">
      <MissingResources
        placement="content"
        address={typeof window === 'undefined' ? '' : window.location.href}
        onTryAgain={props.tryAgain}
      />
    </main>
  );
}
