import {extractRecord} from '../../plugins/search-index/extractRecord';

const DOC_PAGE = `<!doctype html><html lang=en class="docs-wrapper plugin-docs plugin-id-jet docs-version-current docs-doc-page">
<head><meta name=docusaurus_version content=current><meta name=description content="Send files to a partner.">
<meta name=keywords content="partner job,b2b transfer"><title>Partner Jobs | Help</title></head>
<body><nav class=navbar><a href=/jet/>Jet</a></nav><aside class=theme-doc-sidebar-container><ul><li>Sidebar entry</ul></aside>
<main><article><nav class=theme-doc-breadcrumbs><ul><li>Jobs<li>Partner Jobs</ul></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Partner Jobs</h1></header>
<p>A partner job sends files.</p>
<h2 id=how>How it works<a href=#how class=hash-link aria-label="Direct link to How it works">&#8203;</a></h2>
<div class="theme-admonition"><div class=admonitionHeading_x><span>icon</span>note</div><div><p>Only receives content.</div></div>
<h3 id=code>Code</h3><div class=theme-code-block><pre><code><div class=token-line><span>ls -la</span><br></div><div class=token-line><span>echo done</span></div></code></pre><button>Copy</button></div>
<table><thead><tr><th>Port<th>Use<tbody><tr><td>443<td>HTTPS</table>
</div></article><nav class=pagination-nav><a>Previous</a></nav></main>
<footer class=footer><p>About Signiant Help</p></footer></body></html>`;

describe('search record extraction', () => {
  const record = extractRecord(DOC_PAGE, '/jet/jobs/partner-jobs/');

  it('takes the version name of a cut version from the page, as Docusaurus writes it', () => {
    const versioned = DOC_PAGE.replace('docs-version-current', 'docs-version-1.0').replace(
      '<meta name=docusaurus_version content=current>',
      '<meta data-rh=true name=docusaurus_version content=1.0 />',
    );
    expect(extractRecord(versioned, '/jet/1.0/jobs/partner-jobs/')).toMatchObject({
      path: '/jet/1.0/jobs/partner-jobs/',
      product: 'jet',
      version: '1.0',
    });
  });

  it('takes title, headings, product, version, description and keywords', () => {
    expect(record).toMatchObject({
      objectID: '/jet/jobs/partner-jobs/',
      path: '/jet/jobs/partner-jobs/',
      title: 'Partner Jobs',
      headings: ['How it works', 'Code'],
      product: 'jet',
      version: 'current',
      description: 'Send files to a partner.',
      keywords: ['partner job', 'b2b transfer'],
    });
  });

  it('keeps the article text, code and tables, without navigation, footer or template text', () => {
    const content = record?.content ?? '';
    expect(content).toContain('A partner job sends files.');
    expect(content).toContain('Only receives content.');
    expect(content).toContain('ls -la echo done');
    expect(content).toContain('Port · Use · 443 · HTTPS');
    for (const furniture of [
      'Sidebar entry',
      'On this page',
      'Previous',
      'About Signiant Help',
      'Copy',
      'note',
      'Jet',
      '\u200b',
    ]) {
      expect(content).not.toContain(furniture);
    }
    expect(content.startsWith('A partner job')).toBe(true);
  });

  it('splits the article into its lead and its h2/h3 sections, each with its anchor and the text under it', () => {
    expect(record?.lead).toBe('A partner job sends files.');
    expect(record?.sections).toEqual([
      {anchor: 'how', heading: 'How it works', level: 2, content: 'Only receives content.'},
      {
        anchor: 'code',
        heading: 'Code',
        level: 3,
        parent: 'How it works',
        content: 'ls -la echo done Port · Use · 443 · HTTPS',
      },
    ]);
  });

  it('separates table cells, across rows too, but not a table from the text after it', () => {
    const page = DOC_PAGE.replace(
      '<table><thead><tr><th>Port<th>Use<tbody><tr><td>443<td>HTTPS</table>',
      '<table><tr><th>Kind<th>Connects<th>Typical use</tr><tr><td><p>Gateway<td>Two <b>sites</b><td>Relay</tr></table><p>After the table.</p>',
    );
    const content = extractRecord(page, '/jet/jobs/partner-jobs/')?.content ?? '';
    expect(content).toContain('Kind · Connects · Typical use · Gateway · Two sites · Relay After the table.');
  });

  it('skips pages that are not documentation pages', () => {
    expect(
      extractRecord('<html class="plugin-pages"><body><h1>Help</h1></body></html>', '/'),
    ).toBeUndefined();
    expect(extractRecord(DOC_PAGE.replace('plugin-id-jet', 'plugin-id-unknown'), '/x/')).toBeUndefined();
  });
});
