import {escapeHtml, productPageList, sitePageList} from '../../plugins/page-lists/html';
import {pageFromShell, pageListEntries} from '../../plugins/page-lists';
import type {ProductMenu} from '../../plugins/markdown-twins/llms';

const page = (path: string, title: string) => ({title, description: '', url: `https://help.test${path}`});

const JET: ProductMenu = {
  name: 'Jet',
  summary: '',
  url: 'https://help.test/jet/',
  root: page('/jet/', 'Jet'),
  entries: [
    {group: 'General', entries: [{page: page('/jet/general/overview/', 'Jet <Overview>')}]},
    {
      group: 'Administration',
      entries: [
        {page: page('/jet/administration/adding-users/', 'Adding Users')},
        {
          group: 'Routes',
          entries: [{page: page('/jet/administration/routes/partner-routes/', 'Partner Routes')}],
        },
      ],
    },
  ],
};
const ENGINE: ProductMenu = {
  name: 'Media Engine',
  summary: '',
  url: 'https://help.test/media-engine/',
  entries: [],
};

describe('page lists', () => {
  test('escape every text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  test("a product's pages under its menu groups, subgroups nested, other products linked", () => {
    const {title, main} = productPageList(JET, [JET, ENGINE]);
    expect(title).toBe('All Jet pages');
    expect(main).toContain('<ul><li><a href="/jet/">Jet</a></li></ul><h2>General</h2>');
    expect(main).toContain('<a href="/jet/general/overview/">Jet &lt;Overview&gt;</a>');
    expect(main).toContain(
      '<li>Routes<ul><li><a href="/jet/administration/routes/partner-routes/">Partner Routes</a></li></ul></li>',
    );
    expect(main).toContain('<a href="/media-engine/all-pages/">Media Engine</a>');
    expect(main).not.toContain('href="/jet/all-pages/"');
  });

  test('every product, a section each, groups one level down', () => {
    const {main} = sitePageList([JET, ENGINE]);
    expect(main).toContain('<h2><a href="/jet/all-pages/">Jet</a></h2>');
    expect(main).toContain('<h3>Administration</h3>');
  });

  test('the list the not-found page reads: each page once, by address and title', () => {
    expect(pageListEntries([JET])).toEqual([
      ['/jet/', 'Jet'],
      ['/jet/general/overview/', 'Jet <Overview>'],
      ['/jet/administration/adding-users/', 'Adding Users'],
      ['/jet/administration/routes/partner-routes/', 'Partner Routes'],
    ]);
  });

  test("made in another page's shell: its title, address and main replaced, its scripts gone", () => {
    const shell =
      '<html class="plugin-x"><head><title>Search Jet help | Help</title><meta property="og:title" content="Search">' +
      '<link rel="canonical" href="https://help.test/jet/search/"><script src="/main.js"></script></head>' +
      '<body><nav class="navbar"><button>Menu</button></nav><main class="page_x"><form><input></form></main></body></html>';
    const html = pageFromShell(
      shell,
      {title: 'All Jet pages', main: '<h1>All Jet pages</h1>'},
      {siteTitle: 'Help', url: 'https://help.test/jet/all-pages/', darkCss: ''},
    );
    expect(html).toContain('<title>All Jet pages | Help</title>');
    expect(html).toContain('<link rel="canonical" href="https://help.test/jet/all-pages/">');
    expect(html).toContain('<main class="container margin-vert--lg"><h1>All Jet pages</h1></main>');
    expect(html).not.toMatch(/<script|<button|<form/);
  });
});
