import crypto from 'node:crypto';
import {CACHE_IMMUTABLE, HSTS, type Header} from '../../deploy/headers';
import {
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  nginxHttpConf,
  nginxServerConf,
  redirectsFile,
  styleAttributes,
} from '../../deploy/serverFiles';

// Expected values from `printf '<script text>' | openssl dgst -sha256 -binary | base64`.
const ALERT = 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=';
const READY = 'sha256-L8goxJv88Piiz8iaa5XifWJmzeEpUHqjUGiz/eUgN/8=';

const HEADERS: Header[] = [
  {name: 'Content-Security-Policy', value: "default-src 'self'"},
  {name: 'X-Frame-Options', value: 'DENY'},
];
const REDIRECTS = [
  {from: '/manager-agents/jobs/job-groups/', to: '/flight-deck/jobs/manager-interface/job-groups/'},
  {from: '/jet/administration/', to: '/jet/administration/logging-into-the-signiant-console/'},
];

describe('inline script hashes', () => {
  it('hash the exact text of each executable inline script, in page order', () => {
    const html =
      '<html><head><script>alert(1)</script><script src=/assets/js/main.js defer></script></head>' +
      '<body><script type=module>document.documentElement.dataset.ready = "1";</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([ALERT, READY]);
  });

  it('leave out data blocks such as JSON-LD, which browsers never run', () => {
    const html =
      '<script type=application/ld+json>{"@type":"BreadcrumbList"}</script>' +
      '<script type="text/javascript">alert(1)</script><script type="application/json">{}</script>' +
      '<script type="Application/X-JavaScript; charset=utf-8">alert(1)</script><script type=text/template>x</script>';
    expect(inlineScriptHashes(html)).toEqual([ALERT, ALERT]);
  });

  it('hash the raw text of a script, with its entities and markup untouched', () => {
    const text = 'document.body.innerHTML = "<p>&amp;</p>";';
    const expected = `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;
    expect(inlineScriptHashes(`<div>&amp;</div><script>${text}</script>`)).toEqual([expected]);
  });
});

describe('inline styles', () => {
  it('hash the exact text of each <style> element, in page order', () => {
    const text = '.note{color:#111}';
    const expected = `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;
    expect(
      inlineStyleHashes(`<head><style>${text}</style></head><body><svg><style>${text}</style></svg></body>`),
    ).toEqual([expected, expected]);
    expect(inlineStyleHashes('<link rel=stylesheet href=/assets/css/styles.css>')).toEqual([]);
  });

  it('list every element with a style attribute, quoted or not, but not inside <noscript>', () => {
    const html =
      '<body><svg style="display: none;"></svg><span class=token style=color:#393A34>x</span>' +
      '<noscript><iframe style="display:none;visibility:hidden"></iframe></noscript><p class=style>ok</p></body>';
    expect(styleAttributes(html)).toEqual(['<svg style="display: none;">', '<span style="color:#393A34">']);
    expect(styleAttributes('<svg display=none><path fill=#111 /></svg>')).toEqual([]);
  });
});

describe('nginx includes', () => {
  const http = nginxHttpConf(REDIRECTS);

  it('map each old address, with and without its slash, to its target', () => {
    expect(http).toContain(
      '    /manager-agents/jobs/job-groups/ /flight-deck/jobs/manager-interface/job-groups/;\n',
    );
    expect(http).toContain(
      '    /manager-agents/jobs/job-groups /flight-deck/jobs/manager-interface/job-groups/;\n',
    );
    expect(http).toContain(
      '    /jet/administration /jet/administration/logging-into-the-signiant-console/;\n',
    );
  });

  it('give hashed assets the long cache and https answers HSTS', () => {
    expect(http).toContain(`    "~^/assets/" "${CACHE_IMMUTABLE}";`);
    expect(http).toContain(`    https "${HSTS.value}";`);
  });

  it('refuse a redirect path that is not a plain site path', () => {
    expect(() => nginxHttpConf([{from: '/old; return 200/', to: '/'}])).toThrow('is not a plain site path');
    expect(() => redirectsFile([{from: '/a/', to: 'https://elsewhere.example/'}])).toThrow(
      'is not a plain site path',
    );
  });

  it('add every header on every answer, errors included, then redirect with the query kept', () => {
    const server = nginxServerConf(HEADERS);
    expect(server).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(server).toContain('add_header X-Frame-Options "DENY" always;');
    expect(server).toContain(`add_header ${HSTS.name} $help_hsts always;`);
    expect(server).toContain('add_header Cache-Control $help_cache_control always;');
    expect(server).toContain('return 301 $help_redirect$is_args$args;');
  });

  it('refuse a header value nginx would read differently', () => {
    for (const value of ['say "hi"', 'cost $5', 'a\nb']) {
      expect(() => nginxServerConf([{name: 'X-Test', value}])).toThrow('Cannot write');
    }
  });
});

describe('static host files', () => {
  it('_headers sends every header, HSTS included, on every path and the long cache on assets', () => {
    expect(headersFile(HEADERS)).toBe(
      [
        '# Generated after each build by deploy/prepare.ts; do not edit.',
        '/*',
        "  Content-Security-Policy: default-src 'self'",
        '  X-Frame-Options: DENY',
        `  ${HSTS.name}: ${HSTS.value}`,
        '/assets/*',
        `  Cache-Control: ${CACHE_IMMUTABLE}`,
        '/sw.js',
        '  Cache-Control: no-cache',
        '',
      ].join('\n'),
    );
  });

  it('_redirects lists each old address with and without its slash as a 301', () => {
    expect(redirectsFile(REDIRECTS).split('\n').slice(1, 3)).toEqual([
      '/manager-agents/jobs/job-groups/ /flight-deck/jobs/manager-interface/job-groups/ 301',
      '/manager-agents/jobs/job-groups /flight-deck/jobs/manager-interface/job-groups/ 301',
    ]);
  });
});

describe('inline hashes read the raw text the browser hashes', () => {
  const sha = (text: string): string => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

  it('keeps entities and markup-like text inside scripts and styles as written', () => {
    const script = 'if (a && b < c) { x("&amp; </p>"); }\n';
    const style = '.a>b{content:"&amp;"}';
    const page = `<!doctype html><html><head><script>${script}</script><style>${style}</style></head><body><script src=/a.js></script></body></html>`;
    expect(inlineScriptHashes(page)).toEqual([sha(script)]);
    expect(inlineStyleHashes(page)).toEqual([sha(style)]);
  });
});
