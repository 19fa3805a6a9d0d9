import {STATIC_PAGES, darkSchemeCss, toStaticHtml} from '../../plugins/error-pages';
import {STORED_PAGES_SCRIPT} from '../../plugins/error-pages/storedPagesScript';

const PAGE =
  '<html><head><link rel=stylesheet href=/assets/css/styles.css><link rel=preload href=/assets/js/main.js as=script>' +
  '<script>document.documentElement.dataset.theme="dark"</script></head>' +
  '<body><nav class=navbar><button class=navbar__toggle>Menu</button><a class=navbar__brand href=/>Help</a>' +
  '<div class=help-section-dropdown><label for=s>Section</label><select id=s><option>Jet</option></select></div>' +
  '<form role=search><input placeholder=Search></form>' +
  '<div class=navbar-sidebar><a href=/jet/>Jet</a></div><div class=navbar-sidebar__backdrop></div></nav>' +
  '<h1>Something went wrong</h1><a href=https://support.example/>Support</a>' +
  '<script src=/assets/js/runtime~main.js defer></script></body></html>';

describe('static error pages', () => {
  it('keep the links and styles but drop every script and every control that needs one', () => {
    const html = toStaticHtml(PAGE);
    expect(html).not.toMatch(
      /<script|as=script|<button|<select|<form|<input|help-section-dropdown|navbar-sidebar/,
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.css">');
    expect(html).toContain('<a class="navbar__brand" href="/">Help</a>');
    expect(html).toContain('<a href="https://support.example/">Support</a>');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
  });

  it('follow the system colour scheme with the dark theme rules, and may add one script', () => {
    const html = toStaticHtml(PAGE, {
      darkCss: '@media (prefers-color-scheme: dark){:root{--x:1}}',
      script: 'void 0',
    });
    expect(html).toContain('<style>@media (prefers-color-scheme: dark){:root{--x:1}}</style></head>');
    expect(html).toMatch(/<script>void 0<\/script><\/body>/);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('only the offline page carries a script: the list of stored pages', () => {
    expect(STATIC_PAGES.offline.script).toBe(STORED_PAGES_SCRIPT);
    expect(STATIC_PAGES['500'].script).toBeUndefined();
    expect(STORED_PAGES_SCRIPT).toContain('"help-pages"');
    expect(STORED_PAGES_SCRIPT).not.toMatch(/innerHTML|insertAdjacentHTML/);
  });
});

describe('darkSchemeCss', () => {
  it('rewrites top-level dark-theme rules to apply under prefers-color-scheme: dark', () => {
    const css =
      '@charset "utf-8";:root{--bg:#fff}html[data-theme=dark]{--bg:#000}.a,[data-theme=dark] .b{color:red}' +
      ":where([data-theme='dark']){--c:1}[data-theme=dark]:root{--d:2}@media (min-width:1px){[data-theme=dark] .e{color:blue}}.f{color:green}";
    expect(darkSchemeCss(css)).toBe(
      '@media (prefers-color-scheme: dark){html:root{--bg:#000}:root .b{color:red}:where(:root){--c:1}:root:root{--d:2}}',
    );
  });

  it('keeps dark rules inside their cascade layer', () => {
    expect(
      darkSchemeCss('@layer a,b;@layer a{html{--x:1}html[data-theme=dark]{--x:2}}@layer b{p{color:red}}'),
    ).toBe('@media (prefers-color-scheme: dark){@layer a{html:root{--x:2}}}');
  });

  it('reads the stylesheet as CSS: commas inside a selector function and braces inside strings', () => {
    const css =
      ':is([data-theme=dark],.x) .g,.h{content:"}"}.i::before{content:"{"}[data-theme="dark"] .j{--k:{a:b}}';
    expect(darkSchemeCss(css)).toBe(
      '@media (prefers-color-scheme: dark){:is(:root,.x) .g{content:"}"}:root .j{--k:{a:b}}}',
    );
  });

  it('reads stylesheets that are not minified, comments included', () => {
    const css =
      '/* dark */\n[data-theme=dark] .a {\n  color: red;\n}\n\n@media print {\n  [data-theme=dark] .b { color: blue; }\n}\n';
    expect(darkSchemeCss(css)).toBe('@media (prefers-color-scheme: dark){\n:root .a {\n  color: red;\n}}');
  });

  it('gives nothing for a stylesheet without dark rules', () => {
    expect(darkSchemeCss('a{color:red}')).toBe('');
  });
});
