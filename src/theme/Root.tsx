/**
 * Swizzled (Root, provided for sites to fill) from @docusaurus/core 3.10.2:
 * adds the navigation announcer, the slow-load indicator and the load-error
 * message around every page.
 */
import type {ReactNode} from 'react';
import RouteAnnouncer from '@site/src/components/RouteAnnouncer';
import SlowLoadIndicator from '@site/src/components/SlowLoadIndicator';
import PageLoadError from '@site/src/components/PageLoadError';
import {usePageLoadState} from '@site/src/pageLoading/usePageLoadState';

export interface Props {
  readonly children: ReactNode;
}

export default function Root({children}: Props): ReactNode {
  const {slow, failedAddress, announcement} = usePageLoadState();
  return (
    <>
      {children}
      <RouteAnnouncer message={announcement} />
      {slow && failedAddress === null && <SlowLoadIndicator />}
      {failedAddress !== null && <PageLoadError address={failedAddress} />}
    </>
  );
}
