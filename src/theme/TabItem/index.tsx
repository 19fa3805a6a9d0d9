import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type {Props} from '@theme/TabItem';

/**
 * The stock tab panel, preceded by its tab's label for paper: on screen the
 * label is hidden (the tab list says it); in print every panel is shown, each
 * under its label (`src/css/custom.css`, print rules).
 */
export default function TabItemWithPrintedLabel(props: Props): ReactNode {
  return (
    <>
      <p className="help-print-tab-label">{props.label ?? props.value}</p>
      <TabItem {...props} />
    </>
  );
}
