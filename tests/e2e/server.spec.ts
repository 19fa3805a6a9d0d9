/**
 * What nginx (deploy/nginx.conf) answers for the production build: headers,
 * compression, caching, not-found pages and redirects.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {CACHE_IMMUTABLE, CACHE_REVALIDATE, HSTS} from '../../deploy/headers';
import {inlineScriptHashes} from '../../deploy/serverFiles';
import {siteRedirects} from '../../config/redirects';
import {BASE_URL} from '../../playwright.config';

const BUILD = path.join(__dirname, '..', '..', 'build');
const DOC_PAGE = '/jet/jobs/partner-jobs/';
const MAIN_SCRIPT = `/assets/js/${fs.readdirSync(path.join(BUILD, 'assets', 'js')).find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))}`;

/** The `_headers` file as a map from path pattern to header name (lower case) and value. */
function headersFileRules(): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of fs.readFileSync(path.join(BUILD, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('/')) rules.set(line.trim(), (current = new Map()));
    else if (line.startsWith('  ') && current) {
      const colon = line.indexOf(':');
      current.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return rules;
}

function builtFile(urlPath: string): string {
  return path.join(BUILD, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
}

test.describe('headers', () => {
  test('a page answers with every header the _headers file gives static hosts, HSTS only over https', async ({
    request,
  }) => {
    const everyPath = headersFileRules().get('/*');
    expect(everyPath?.size).toBeGreaterThan(4);
    for (const url of [DOC_PAGE, '/', MAIN_SCRIPT, '/no-such-page/']) {
      const headers = (await request.get(url)).headers();
      for (const [name, value] of everyPath ?? []) {
        if (name === HSTS.name.toLowerCase()) expect(headers[name], `${url} over http`).toBeUndefined();
        else expect(headers[name], `${name} of ${url}`).toBe(value);
      }
    }
  });

  test('the policy allows every inline script of every served page by its hash', async ({request}) => {
    const policy = (await request.get(DOC_PAGE)).headers()['content-security-policy'];
    const stubs = new Set(siteRedirects().map((r) => builtFile(r.from)));
    const pages = (fs.readdirSync(BUILD, {recursive: true}) as string[])
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(BUILD, file))
      .filter((file) => !stubs.has(file));
    expect(pages.length).toBeGreaterThan(250);
    for (const page of pages) {
      for (const hash of inlineScriptHashes(fs.readFileSync(page, 'utf8'))) {
        expect.soft(policy, path.relative(BUILD, page)).toContain(`'${hash}'`);
      }
    }
  });
});

test.describe('compression', () => {
  for (const url of [DOC_PAGE, MAIN_SCRIPT]) {
    test(`${url.startsWith('/assets/') ? 'a hashed script' : 'a page'} comes precompressed: brotli, else gzip, else as is`, async ({
      request,
    }) => {
      const file = builtFile(url);
      for (const [accept, encoding, suffix] of [
        ['gzip, deflate, br', 'br', '.br'],
        ['gzip', 'gzip', '.gz'],
        ['identity', undefined, ''],
      ] as const) {
        const response = await request.get(url, {headers: {'Accept-Encoding': accept}});
        expect(response.status()).toBe(200);
        const headers = response.headers();
        expect(headers['content-encoding'], accept).toBe(encoding);
        // The length of the file made at build time: nothing is compressed per request.
        expect(Number(headers['content-length']), accept).toBe(fs.statSync(file + suffix).size);
        // Pages also vary by Accept: asked for as Markdown, they answer with their twin.
        expect(headers.vary).toBe(url === DOC_PAGE ? 'Accept-Encoding, Accept' : 'Accept-Encoding');
        expect((await response.body()).equals(fs.readFileSync(file))).toBe(true);
      }
    });
  }
});

/** The Content-Encoding nginx answers a GET with (through `agent` when given). */
function encodingOf(url: string, acceptEncoding: string, agent?: http.Agent): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(url, BASE_URL), {agent, headers: {'Accept-Encoding': acceptEncoding}}, (response) => {
        response.resume();
        response.on('end', () => resolve(response.headers['content-encoding']));
      })
      .on('error', reject);
  });
}

test('precompressed copies are still served while 64 connections keep the server busy', async () => {
  // Debian's brotli module skips the .br copies under load when nginx checks symbolic links.
  const agent = new http.Agent({keepAlive: true, maxSockets: 64});
  let busy = true;
  let answered = 0;
  const load = Array.from({length: 64}, async () => {
    while (busy) {
      await encodingOf(MAIN_SCRIPT, 'br, gzip', agent);
      answered += 1;
    }
  });
  try {
    // The load is flowing: as many answers as connections so far.
    await expect.poll(() => answered).toBeGreaterThanOrEqual(64);
    const seen: (string | undefined)[] = [];
    for (let i = 0; i < 10; i++) {
      for (const url of ['/img/logo.svg', '/', DOC_PAGE]) seen.push(await encodingOf(url, 'br'));
    }
    expect(seen).toEqual(seen.map(() => 'br'));
  } finally {
    busy = false;
    await Promise.all(load);
    agent.destroy();
  }
});

test.describe('caching', () => {
  test('hashed assets are cached for a year; pages and unhashed files are revalidated', async ({request}) => {
    expect((await request.get(MAIN_SCRIPT)).headers()['cache-control']).toBe(CACHE_IMMUTABLE);
    for (const url of [DOC_PAGE, '/', '/sitemap.xml', '/img/logo.svg', '/404.html']) {
      expect((await request.get(url)).headers()['cache-control'], url).toBe(CACHE_REVALIDATE);
    }
  });

  test('revalidating an unchanged page costs a 304 without a body', async ({request}) => {
    const first = await request.get(DOC_PAGE);
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get(DOC_PAGE, {headers: {'If-None-Match': etag}});
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
  });
});

test.describe('not found', () => {
  for (const url of ['/no-such-page/', '/jet/no-such-page', '/assets/js/missing.0123abcd.js', '/img/']) {
    test(`${url} answers 404 with the not-found page, revalidated`, async ({request}) => {
      const response = await request.get(url);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe(CACHE_REVALIDATE);
      expect(await response.text()).toContain('Page Not Found');
    });
  }

  test('the server-side files of the build are not served', async ({request}) => {
    for (const url of ['/_headers', '/_redirects', '/_nginx/server.conf', '/_nginx/http.conf']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toContain('Page Not Found');
    }
  });
});

test.describe('redirects', () => {
  test('a folder address without its trailing slash answers 301 to it, query kept', async ({request}) => {
    const response = await request.get('/jet/jobs/partner-jobs?from=mail', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/jet/jobs/partner-jobs/?from=mail');
  });

  test('every legacy and menu-group address answers 301 to its page in one hop, with or without the slash', async ({
    request,
  }) => {
    const redirects = siteRedirects();
    expect(redirects.length).toBeGreaterThan(50);
    for (const {from, to} of redirects) {
      for (const address of [from, from.slice(0, -1)]) {
        const response = await request.get(address, {maxRedirects: 0});
        expect.soft(response.status(), address).toBe(301);
        expect.soft(response.headers().location, address).toBe(to);
      }
    }
    const withQuery = await request.get(`${redirects[0].from}?q=1`, {maxRedirects: 0});
    expect(withQuery.headers().location).toBe(`${redirects[0].to}?q=1`);
  });

  test('any other address under /manager-agents/ leads to the same Flight Deck page, else its nearest parent, else /flight-deck/', async ({
    request,
  }) => {
    const cases: Array<[string, string]> = [
      // The page exists under /flight-deck/.
      ['/manager-agents/administration/agents/overview/', '/flight-deck/administration/agents/overview/'],
      ['/manager-agents/administration/agents/overview', '/flight-deck/administration/agents/overview/'],
      // Gone: its nearest existing parent.
      [
        '/manager-agents/administration/agents/overview/retired-page/',
        '/flight-deck/administration/agents/overview/',
      ],
      ['/manager-agents/jobs/media-mover/jobs/old/deeper/', '/flight-deck/jobs/media-mover/jobs/'],
      // A menu-group folder: straight to the group's first page, in one hop.
      ['/manager-agents/administration/', '/flight-deck/administration/dashboards/interface-dashboard/'],
      // Nothing of the path exists: the product's root.
      ['/manager-agents/no-such-section/page/', '/flight-deck/'],
      ['/manager-agents/', '/flight-deck/'],
      ['/manager-agents', '/flight-deck/'],
      // A legacy address keeps its own target.
      ['/manager-agents/jobs/media-mover/', '/flight-deck/jobs/media-mover/overview/'],
      ['/manager-agents/certificates/understanding-trusts/', '/flight-deck/certificates/configuring-trusts/'],
    ];
    for (const [address, target] of cases) {
      const response = await request.get(address, {maxRedirects: 0});
      expect.soft(response.status(), address).toBe(301);
      expect.soft(response.headers().location, address).toBe(target);
      if (response.status() === 301)
        expect.soft((await request.get(target, {maxRedirects: 0})).status(), target).toBe(200);
    }
    const withQuery = await request.get('/manager-agents/administration/agents/overview/old/?q=1', {
      maxRedirects: 0,
    });
    expect(withQuery.headers().location).toBe('/flight-deck/administration/agents/overview/?q=1');
  });
});
