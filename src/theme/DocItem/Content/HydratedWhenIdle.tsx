import React, {Suspense, use, type ReactNode} from 'react';
import {useKeepsServerHtml} from '@site/src/hydration/useKeepsServerHtml';
import {whenIdle} from '@site/src/hydration/whenIdle';

function WaitsForIdle({children}: {children: ReactNode}): ReactNode {
  use(whenIdle());
  return children;
}

/**
 * On a first load, the article hydrates after the rest of the page, once the
 * browser is idle or at the reader's first touch: React leaves a suspended
 * boundary's server HTML in place and hydrates it when the promise settles
 * (selective hydration). Elsewhere (server, `npm start`, client navigation)
 * it renders at once.
 */
export default function HydratedWhenIdle({children}: {children: ReactNode}): ReactNode {
  const waits = useKeepsServerHtml();
  return <Suspense fallback={null}>{waits ? <WaitsForIdle>{children}</WaitsForIdle> : children}</Suspense>;
}
