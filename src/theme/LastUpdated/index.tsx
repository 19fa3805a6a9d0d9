// Wrapped from @docusaurus/theme-classic 3.10.2: on a first load, "Last updated …" keeps the date the server wrote.
import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import {useKeepsServerHtml} from '@site/src/hydration/useKeepsServerHtml';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * The stock line, except while a first load hydrates: the server already
 * wrote the date in words, and formatting it again sets up the browser's date
 * formatter (`Intl.DateTimeFormat`), one of the larger single costs of a doc
 * page's start. Pages reached in the app format it as stock.
 */
export default function LastUpdatedKeptFromServer(props: Props): ReactNode {
  if (useKeepsServerHtml())
    return (
      <span
        className={ThemeClassNames.common.lastUpdated}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  return <LastUpdated {...props} />;
}
