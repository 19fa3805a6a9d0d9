/**
 * Pages for machines, through nginx (deploy/nginx.conf) on the production
 * build: Markdown twins, content negotiation and the llms.txt files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type APIResponse} from '@playwright/test';
import * as cheerio from 'cheerio';
import {docIdsOf, isCategory} from '../../config/sidebarTree';
import {PRODUCTS, contentDir, type ProductId} from '../../src/products';
import {pageRoutes} from '../routeLists';
import {sidebarItems} from '../../sidebars';

const ROOT = path.join(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');
const MARKDOWN = 'text/markdown; charset=utf-8';

/** Every value of a header the answer repeats (nginx sends Vary twice: Accept-Encoding, then Accept). */
function headerValues(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .flatMap((header) => header.value.split(',').map((value) => value.trim()));
}

/** A product's pages as its side menu orders them, the section root first. */
function menuRoutes(id: ProductId): string[] {
  return [`/${id}/`, ...docIdsOf(sidebarItems(id)).map((docId) => `/${id}/${docId}/`)];
}

function sourceOf(id: ProductId, docId: string): string {
  const base = path.join(ROOT, contentDir(id), docId);
  const file = [`${base}.md`, `${base}.mdx`].find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`No source for ${id}/${docId}`);
  return fs.readFileSync(file, 'utf8');
}

/** The first page in menu order whose source has a table, a code block, an admonition and a diagram. */
function pageWithEverything(): {route: string; language: string} {
  for (const {id} of PRODUCTS) {
    for (const docId of docIdsOf(sidebarItems(id))) {
      const source = sourceOf(id, docId);
      const language = [...source.matchAll(/^```([a-z]+)/gm)]
        .map((m) => m[1])
        .find((lang) => lang !== 'mermaid');
      const complete =
        /^\|.*\|\s*$/m.test(source) &&
        /^:::(note|tip|info|warning|danger|caution)/m.test(source) &&
        /^```mermaid/m.test(source);
      if (language && complete) return {route: `/${id}/${docId}/`, language};
    }
  }
  throw new Error('No page has a table, a code block, an admonition and a diagram.');
}

/** The site paths an llms.txt links, in order (`https://…/jet/x/index.md` → `/jet/x/`). */
function linkedRoutes(llms: string): string[] {
  return [...llms.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) =>
    new URL(m[1]).pathname.replace(/index\.md$/, ''),
  );
}

test.describe('content negotiation', () => {
  const PAGE = '/jet/jobs/partner-jobs/';

  test('a page asked for as Markdown answers with its twin, and says that pages vary by Accept', async ({
    request,
  }) => {
    const markdown = await request.get(PAGE, {headers: {Accept: 'text/markdown, text/html;q=0.5'}});
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toBe(MARKDOWN);
    expect(await markdown.text()).toBe(fs.readFileSync(path.join(BUILD, PAGE, 'index.md'), 'utf8'));
    expect(headerValues(markdown, 'vary')).toContain('Accept');

    const html = await request.get(PAGE, {headers: {Accept: 'text/html,application/xhtml+xml,*/*;q=0.8'}});
    expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(headerValues(html, 'vary')).toEqual(expect.arrayContaining(['Accept', 'Accept-Encoding']));
  });

  test('the twin is also served at its own address, precompressed, and its page names it in <head>', async ({
    request,
  }) => {
    const twin = await request.get(`${PAGE}index.md`, {headers: {'Accept-Encoding': 'br'}});
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toBe(MARKDOWN);
    expect(twin.headers()['content-encoding']).toBe('br');
    const $ = cheerio.load(await (await request.get(PAGE)).text());
    expect($('link[rel=alternate][type="text/markdown"]').attr('href')).toBe(`${PAGE}index.md`);
  });

  test('a page without a twin answers with its HTML; redirects and unknown pages are unchanged', async ({
    request,
  }) => {
    const accept = {Accept: 'text/markdown'};
    const home = await request.get('/', {headers: accept});
    expect(home.status()).toBe(200);
    expect(home.headers()['content-type']).toBe('text/html; charset=utf-8');
    const slashless = await request.get(PAGE.slice(0, -1), {headers: accept, maxRedirects: 0});
    expect(slashless.status()).toBe(301);
    expect(slashless.headers().location).toBe(PAGE);
    const missing = await request.get('/jet/no-such-page/', {headers: accept});
    expect(missing.status()).toBe(404);
    // Files other than pages do not vary by Accept.
    expect(headerValues(await request.get('/img/logo.svg'), 'vary')).not.toContain('Accept');
  });
});

test('the twin of a page with a table, a code block, an admonition and a diagram is plain Markdown', async ({
  request,
}) => {
  const {route, language} = pageWithEverything();
  const $ = cheerio.load(await (await request.get(route)).text());
  const twin = await (await request.get(route, {headers: {Accept: 'text/markdown'}})).text();
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(twin) ?? [];
  expect(frontMatter.split('\n').map((line) => line.split(':')[0])).toEqual(['title', 'description']);
  expect(frontMatter).toContain(JSON.stringify($('h1').first().text().trim()));
  expect(body.startsWith(`# ${$('h1').first().text().trim()}\n`)).toBe(true);
  expect(body, 'a table').toMatch(/^\| .* \|\n\| -+ \|/m);
  expect(body, 'the code block with its language').toContain(`\`\`\`${language}\n`);
  expect(body, 'the diagram as a Mermaid fence').toContain('```mermaid\n');
  expect(body, 'admonitions as quotes').toMatch(/^> \*\*(Note|Tip|Info|Warning|Danger|Caution)/m);
  expect(body).not.toMatch(/^:::/m);
  for (const [, target] of body.matchAll(/\]\(([^)\s]+)\)/g))
    expect(target, 'links are absolute').toMatch(/^(https?:|mailto:)/);
});

test.describe('llms.txt', () => {
  test('/llms.txt has a line for each of the four products, linking its llms.txt', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const items = (await response.text()).split('\n').filter((line) => line.startsWith('- '));
    expect(items).toHaveLength(PRODUCTS.length);
    expect(linkedRoutes(items.join('\n'))).toEqual(PRODUCTS.map((p) => `/${p.id}/llms.txt`));
    items.forEach((item, i) => expect(item).toContain(`[${PRODUCTS[i].name}]`));
  });

  for (const {id, name} of PRODUCTS) {
    test(`/${id}/llms.txt lists exactly ${name}'s routes in menu order; llms-full.txt holds each page`, async ({
      request,
    }) => {
      const llms = await (await request.get(`/${id}/llms.txt`)).text();
      const routes = linkedRoutes(llms).filter((route) => !route.endsWith('.txt'));
      expect(routes).toEqual(menuRoutes(id));
      const canonical = pageRoutes()
        .filter((row) => row.route.startsWith(`/${id}/`))
        .map((row) => row.route);
      expect(routes).toEqual(expect.arrayContaining(canonical));
      // One line of description per page, under the menu group's heading.
      for (const line of llms.split('\n').filter((l) => /^\s*- \[/.test(l))) expect(line).toMatch(/\): \S/);
      for (const {label} of sidebarItems(id).filter(isCategory)) {
        expect(llms).toContain(`\n## ${label}\n`);
      }

      const full = await (await request.get(`/${id}/llms-full.txt`)).text();
      const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => new URL(m[1]).pathname);
      expect(sources).toEqual(menuRoutes(id));
    });
  }
});
