/** Printing a doc page: the content without the site's furniture, external links with their address. */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {PRODUCTS, contentDir} from '../../src/products';
import {docIdsOf} from '../../config/sidebarTree';
import {sidebarItems} from '../../sidebars';
import {ANALYTICS_BASE_URL} from '../../playwright.config';
import {interceptThirdParties} from './analyticsBuild';
import {expect, test, waitForHydration} from './fixtures';

/** A page with a code block and (in the analytics build) the feedback form. */
const PAGE = '/flight-deck/reference/flight-cli/troubleshooting/';

/** The first page in menu order whose text links to another site. */
function pageWithExternalLink(): string {
  for (const {id} of PRODUCTS) {
    for (const docId of docIdsOf(sidebarItems(id))) {
      const base = path.join(__dirname, '..', '..', contentDir(id), docId);
      const file = [`${base}.md`, `${base}.mdx`].find((candidate) => fs.existsSync(candidate));
      if (file && /\]\(https?:\/\//.test(fs.readFileSync(file, 'utf8'))) return `/${id}/${docId}/`;
    }
  }
  throw new Error('No page links to another site: the external-link check has nothing to print.');
}

test.use({baseURL: ANALYTICS_BASE_URL});

async function printPreview(page: Page, address = PAGE): Promise<void> {
  await page.goto(address);
  await waitForHydration(page);
  await expect(page.getByRole('region', {name: 'Was this page helpful?'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  await page.emulateMedia({media: 'print'});
}

test.beforeEach(({context}) =>
  interceptThirdParties(context, new URL(ANALYTICS_BASE_URL).origin).then(() => undefined),
);

test('leaves out the header, menus, search, feedback and copy buttons; keeps the content', async ({page}) => {
  await printPreview(page);
  for (const hidden of [
    page.locator('.navbar'),
    page.getByRole('combobox', {name: /^SEARCH /}),
    page.locator('.theme-doc-sidebar-container'),
    page.locator('.theme-doc-toc-desktop'),
    page.locator('.theme-doc-toc-mobile'),
    page.locator('.pagination-nav'),
    page.locator('footer.footer'),
    page.getByRole('region', {name: 'Was this page helpful?'}),
    page.getByRole('button', {name: 'Copy page'}),
    page.locator('.theme-code-block button'),
    page.getByRole('link', {name: /^Report a problem/}),
  ]) {
    for (const element of await hidden.all()) await expect(element).toBeHidden();
  }
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.theme-code-block').first()).toBeVisible();
  // The content takes the whole width of the sheet.
  const article = await page.locator('article').boundingBox();
  expect(article?.width ?? 0).toBeGreaterThan((page.viewportSize()?.width ?? 0) * 0.8);
});

test('prints the address of each external link after its text, and none for the site’s own links', async ({
  page,
}) => {
  await printPreview(page, pageWithExternalLink());
  const links = await page.locator('article .markdown a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: a.getAttribute('href') ?? '',
      after: getComputedStyle(a, '::after').content,
    })),
  );
  const external = links.filter((link) => /^https?:/.test(link.href));
  expect(external.length).toBeGreaterThan(0);
  for (const link of external) expect(link.after).toBe(`" (${link.href})"`);
  for (const link of links.filter((l) => l.href.startsWith('/') || l.href.startsWith('#')))
    expect(link.after).toBe('none');
});
