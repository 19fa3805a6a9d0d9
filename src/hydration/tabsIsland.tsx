import React, {startTransition, type ReactNode} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {Router} from 'react-router-dom';
import type {History} from 'history';
import {
  ScrollControllerProvider,
  TabsProvider,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import {TabContent, TabList} from '@site/src/theme/Tabs';

/** One tab of a server-rendered tabs block, as its HTML says it. */
interface KeptTab {
  readonly value: string;
  readonly label: string;
  readonly panelClassName: string;
}

/** What an island needs to hydrate a tabs block of the article, read from the server's HTML (src/theme/Tabs writes it). */
export interface TabsIslandData {
  readonly groupId?: string;
  readonly queryString?: string | boolean;
  readonly block: boolean;
  readonly className?: string;
  readonly defaultValue: string;
  readonly tabs: readonly KeptTab[];
}

/** The island data of one `.tabs-container`, or null where its HTML does not have the expected form. */
export function readTabsIsland(container: HTMLElement): TabsIslandData | null {
  const list = container.querySelector(':scope > [role=tablist]');
  const panels = Array.from(container.querySelectorAll(':scope > div > [role=tabpanel]'));
  const items = list ? Array.from(list.querySelectorAll(':scope > [role=tab]')) : [];
  if (items.length === 0 || items.length !== panels.length) return null;
  const tabs = items.map((item, index) => ({
    value: (item as HTMLElement).dataset.value ?? '',
    label: item.textContent ?? '',
    panelClassName: panels[index]!.className,
  }));
  const selected = items.findIndex((item) => item.getAttribute('aria-selected') === 'true');
  if (selected < 0 || tabs.some((tab) => tab.value === '')) return null;
  const {groupId, queryString} = container.dataset;
  const listClasses = Array.from(list!.classList).filter((name) => name !== 'tabs' && name !== 'tabs--block');
  return {
    groupId,
    queryString: queryString === 'true' ? true : queryString,
    block: list!.classList.contains('tabs--block'),
    className: listClasses.length > 0 ? listClasses.join(' ') : undefined,
    defaultValue: tabs[selected]!.value,
    tabs,
  };
}

/** A tab's printed label and its panel, whose content stays the server's HTML (React never touches it). */
function KeptTabPanel({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className: string;
}): ReactNode {
  const {selectedValue} = useTabs();
  return (
    <>
      <p className="help-print-tab-label">{label}</p>
      <div
        role="tabpanel"
        className={className}
        hidden={value !== selectedValue}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    </>
  );
}

/** The inside of a `.tabs-container` as src/theme/Tabs renders it, with the panels' content kept. */
function TabsIsland({data}: {data: TabsIslandData}): ReactNode {
  const children = data.tabs.map((tab) => (
    <KeptTabPanel key={tab.value} value={tab.value} label={tab.label} className={tab.panelClassName} />
  ));
  const value = useTabsContextValue({...data, children});
  return (
    <TabsProvider value={value}>
      <TabList className={data.className} />
      <TabContent>{children}</TabContent>
    </TabsProvider>
  );
}

/**
 * Hydrates each tabs block of a kept article as a root of its own, inside the
 * block's server `<div>`: the stock tab state, stored choice (`groupId`, kept
 * in step across blocks by the storage events) and address (`queryString`,
 * through the page's own history).
 */
export function hydrateTabsIslands(article: HTMLElement, history: History): Root[] {
  const roots: Root[] = [];
  for (const container of Array.from(article.querySelectorAll<HTMLElement>('.tabs-container'))) {
    const data = readTabsIsland(container);
    if (!data) continue;
    startTransition(() => {
      roots.push(
        hydrateRoot(
          container,
          <Router history={history}>
            <ScrollControllerProvider>
              <TabsIsland data={data} />
            </ScrollControllerProvider>
          </Router>,
        ),
      );
    });
  }
  return roots;
}
