/** @jest-environment jsdom */
// The pure parts only: the islands themselves are proven in the browser (tests/e2e/article-hydration.spec.ts).
jest.mock('@docusaurus/theme-common/internal', () => ({}), {virtual: true});
jest.mock(
  '@docusaurus/theme-common',
  () => ({ThemeClassNames: {tabs: {container: 'theme-tabs-container'}}}),
  {
    virtual: true,
  },
);
jest.mock('@theme/CodeBlock/Buttons', () => ({__esModule: true, default: () => null}), {virtual: true});

import {inAppTarget} from '../../src/hydration/articleLinks';
import {codeOf, labelsOf} from '../../src/hydration/CodeButtons';
import {readTabsIsland} from '../../src/hydration/tabsIsland';

/** A tabs block as src/theme/Tabs and src/theme/TabItem render it on the server. */
const TABS = `<div data-group-id="os" class="theme-tabs-container tabs-container tabList_TRJ7">
<ul role="tablist" aria-orientation="horizontal" class="tabs tabs--block wide">
<li role="tab" tabindex="-1" aria-selected="false" data-value="windows" class="tabs__item tabItem_hGfb">Windows</li>
<li role="tab" tabindex="0" aria-selected="true" data-value="linux" class="tabs__item tabItem_hGfb tabs__item--active">Linux</li>
</ul>
<div class="margin-top--md">
<p class="help-print-tab-label">Windows</p><div role="tabpanel" class="tabItem_Ymn6" hidden><p>PowerShell</p></div>
<p class="help-print-tab-label">Linux</p><div role="tabpanel" class="tabItem_Ymn6 extra"><p>bash</p></div>
</div></div>`;

function element(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.firstElementChild as HTMLElement;
}

describe('a tabs island, read from the server HTML', () => {
  it('has the tabs, the chosen one, the group, the list classes and each panel class', () => {
    expect(readTabsIsland(element(TABS))).toEqual({
      groupId: 'os',
      queryString: undefined,
      block: true,
      className: 'wide',
      defaultValue: 'linux',
      tabs: [
        {value: 'windows', label: 'Windows', panelClassName: 'tabItem_Ymn6'},
        {value: 'linux', label: 'Linux', panelClassName: 'tabItem_Ymn6 extra'},
      ],
    });
  });

  it('keeps the query-string setting: the word true, or the parameter name', () => {
    const withTrue = element(
      TABS.replace('data-group-id="os"', 'data-group-id="os" data-query-string="true"'),
    );
    expect(readTabsIsland(withTrue)?.queryString).toBe(true);
    const named = element(TABS.replace('data-group-id="os"', 'data-query-string="system"'));
    expect(readTabsIsland(named)).toMatchObject({groupId: undefined, queryString: 'system'});
  });

  it('is refused for HTML of another form (a tab without its value, a panel missing)', () => {
    expect(readTabsIsland(element(TABS.replace(' data-value="linux"', '')))).toBeNull();
    expect(
      readTabsIsland(element(TABS.replace(/<div role="tabpanel"[^>]*hidden><p>PowerShell<\/p><\/div>/, ''))),
    ).toBeNull();
  });
});

describe('links of a kept article', () => {
  const link = (attributes: string): HTMLAnchorElement =>
    element(`<a ${attributes}>x</a>`) as HTMLAnchorElement;

  it('open in the app when they lead to a page of the site, with query and anchor', () => {
    expect(inAppTarget(link('href="/jet/jobs/installer-logs/?os=linux#logs"'))).toBe(
      '/jet/jobs/installer-logs/?os=linux#logs',
    );
    expect(inAppTarget(link('href="/jet/" target="_self"'))).toBe('/jet/');
  });

  it('are left to the browser as core leaves them: other sites, mail, same-page anchors, new tabs, downloads', () => {
    for (const attributes of [
      'href="https://support.signiant.com/"',
      'href="//example.com/x"',
      'href="mailto:help@example.com"',
      'href="#logs"',
      'href="/assets/files/guide.pdf" target="_blank"',
      'href="/jet/" download',
      '',
    ])
      expect(inAppTarget(link(attributes))).toBeNull();
  });
});

describe('the code a kept block copies', () => {
  it('is its lines, one per highlighted line', () => {
    const pre = element(
      '<pre><code><span class="token-line"><span class="token plain">siginit stop</span><br></span>' +
        '<span class="token-line"><span class="token plain"></span><br></span>' +
        '<span class="token-line"><span class="token function">Get-Service</span> x<br></span></code></pre>',
    ) as HTMLPreElement;
    expect(codeOf(pre)).toBe('siginit stop\n\nGet-Service x');
  });

  it("names its language and title as the server wrote them, so the Copy button's name gives them", () => {
    const block = (html: string): HTMLPreElement => element(html).querySelector('pre') as HTMLPreElement;
    const content = '<div class="codeBlockContent_x"><pre><code>siginit stop</code></pre></div>';
    expect(
      labelsOf(block(`<div class="language-bash codeBlockContainer_x theme-code-block">${content}</div>`)),
    ).toEqual({language: 'bash', title: undefined});
    expect(
      labelsOf(
        block(
          `<div class="language-ini codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_x">signiant.ini</div>${content}</div>`,
        ),
      ),
    ).toEqual({language: 'ini', title: 'signiant.ini'});
  });
});
