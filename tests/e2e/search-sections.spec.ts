/**
 * Section hits: a hit that opens at a section names it (`Page › Section`) and
 * lands on the page with that heading in view, below the sticky header, from
 * the header dropdown and from the results page; a question whose answer is a
 * section of a page (tests/search/section-queries.tsv) opens there; the line
 * under the hit is the sentence of that section that matches, its words
 * marked; the results page lists the page's best section first.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {createSearchClient, type SearchHit} from '../../src/search/client';
import {toSegments} from '../../src/search/highlight';
import {hitHref} from '../../src/search/hitHref';
import {shownSentence} from '../../src/search/textFragment';
import {SNIPPET_WORDS} from '../../src/search/snippet';
import {buildFolderBackend} from '../../plugins/search-index/fileSource';
import {readQueries, QUESTIONS_FILE} from '../../scripts/lib/queries';
import {readSectionQueries} from '../../bench/searchSections';
import {expect, test, waitForHydration} from './fixtures';
import {openSearch} from './searchBox';

const BUILD = path.join(__dirname, '..', '..', 'build');

/** The first customer question whose best hit opens at a section, as the built index answers it. */
async function sectionQuestion(): Promise<{query: string; product: SearchHit['product']; hit: SearchHit}> {
  const search = createSearchClient(buildFolderBackend(BUILD));
  for (const c of readQueries(QUESTIONS_FILE)) {
    const [hit] = (await search.search({query: c.query, product: c.product, page: 0, hitsPerPage: 5})).hits;
    if (hit?.section) return {query: c.query, product: c.product, hit};
  }
  throw new Error('no question of questions.tsv has a section as its best hit');
}

/** The page is at `path#anchor` with the section heading on screen, not under the sticky navbar. */
async function expectAtSection(
  page: Page,
  {path, section}: Pick<SearchHit, 'path'> & {section?: {anchor: string; heading?: string}},
): Promise<void> {
  const {anchor, heading: text} = section!;
  await expect(page).toHaveURL(new RegExp(`${path}#${anchor}$`));
  const heading = page.locator(`[id="${anchor}"]`);
  await expect(heading).toBeInViewport();
  if (text !== undefined) await expect(heading).toContainText(text);
  await expect
    .poll(async () => {
      const navbar = await page.locator('.navbar').boundingBox();
      const box = await heading.boundingBox();
      return navbar && box ? box.y - (navbar.y + navbar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

test.describe('section hits', () => {
  test('a section hit in the dropdown names page and section and opens the page at the heading', async ({
    page,
    pageErrors,
  }) => {
    const {query, product, hit} = await sectionQuestion();
    await page.goto(`/${product}/`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Open search'});
    if (await toggle.isVisible()) await toggle.click();
    const box = page.getByRole('combobox', {name: /search/i});
    await box.fill(query);
    const option = page.getByRole('listbox').getByRole('option').first();
    await expect(option.locator('a')).toHaveAttribute('href', hitHref(hit, true));
    await expect(option.getByTestId('search-hit-section')).toContainText(hit.section!.heading);
    await expect(option).toContainText(`${hit.title} › ${hit.section!.heading}`);
    await option.locator('a').click();
    await expectAtSection(page, hit);
    expect(pageErrors.messages).toEqual([]);
  });

  test('a section hit on the results page opens the page at the heading', async ({page, pageErrors}) => {
    const {query, product, hit} = await sectionQuestion();
    await page.goto(`/${product}/search/?product=${product}&query=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    const link = page
      .locator('main')
      .locator(`a[href="${hitHref(hit, true)}"]`)
      .first();
    await expect(link).toContainText(hit.section!.heading);
    await link.click();
    await expectAtSection(page, hit);
    expect(pageErrors.messages).toEqual([]);
  });

  test('the section links under a result are touch targets of at least 24 px', async ({page}) => {
    await page.goto('/flight-deck/search/?product=flight-deck&query=agent');
    await waitForHydration(page);
    const links = page.locator('main ul[aria-label^="More sections of"] a');
    await expect(links.first()).toBeVisible();
    for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(24);
    }
    const results = await new AxeBuilder({page}).withRules(['target-size']).analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });
});

/** A question of the section set whose answer is the Password policy section of Understanding Users (asked in other words). */
const PASSWORD_RULES = readSectionQueries().find((c) => c.anchor === 'password-policy')!;

test.describe('a question answered by a section, in the header dropdown', () => {
  for (const open of ['Enter', 'click'] as const) {
    test(`its first hit reads Page › Section, links to the section and, opened by ${open}, lands on its heading below the header`, async ({
      page,
      pageErrors,
    }) => {
      const {query, product, expected, anchor} = PASSWORD_RULES;
      await page.goto(`/${product}/`);
      await waitForHydration(page);
      const box = await openSearch(page);
      await box.fill(query);
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options).toHaveCount(5);
      const first = options.first();
      await expect(first.locator('a')).toHaveAttribute('href', new RegExp(`^${expected}#${anchor}:~:text=`));
      await expect(first.getByTestId('search-hit-section')).toHaveText('› Password policy');
      await expect(first).toContainText('Understanding Users › Password policy');
      if (open === 'Enter') {
        await box.press('ArrowDown');
        await expect(first).toHaveAttribute('aria-selected', 'true');
        await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
        await box.press('Enter');
      } else {
        await first.locator('a').click();
      }
      await expectAtSection(page, {path: expected, section: {anchor, heading: 'Password policy'}});
      expect(pageErrors.messages).toEqual([]);
    });
  }
});

/** The built index's first hit for a section question, as the box and the results page get it. */
async function firstHit({
  query,
  product,
}: {
  query: string;
  product: SearchHit['product'];
}): Promise<SearchHit> {
  const search = createSearchClient(buildFolderBackend(BUILD));
  return (await search.search({query, product, page: 0, hitsPerPage: 5})).hits[0];
}

/** The plain text and the marked words of highlight markup. */
function lineOf(value: string): {text: string; marked: string[]} {
  const segments = toSegments(value);
  return {
    text: segments.map((segment) => segment.text).join(''),
    marked: segments.filter((segment) => segment.marked).map((segment) => segment.text),
  };
}

test.describe('why a hit answers', () => {
  test('the line under a hit is one sentence of its section, with the words searched marked', async ({
    page,
    pageErrors,
  }) => {
    const {query, product, expected, anchor} = PASSWORD_RULES;
    const hit = await firstHit(PASSWORD_RULES);
    expect(hit.url).toBe(`${expected}#${anchor}`);
    const line = lineOf(hit._snippetResult.content.value);
    // One sentence of the section, its words cut to the snippet length, some of them marked.
    expect(hit.content).toContain(line.text.replace(/^…|…$/g, ''));
    expect(line.text.replace(/^…|…$/g, '').split(/\s+/).length).toBeLessThanOrEqual(SNIPPET_WORDS);
    expect(line.text).toMatch(/[.!?…]$/);
    expect(line.marked.length).toBeGreaterThan(0);

    await page.goto(`/${product}/`);
    await waitForHydration(page);
    const box = await openSearch(page);
    await box.fill(query);
    const snippet = page.getByRole('listbox').getByRole('option').first().getByTestId('search-hit-snippet');
    // The snippet hides on small screens; its text and marks are in the page either way.
    await expect(snippet).toHaveText(line.text);
    await expect(snippet.locator('mark')).toHaveText(line.marked);
    expect(pageErrors.messages).toEqual([]);
  });

  test("the results page shows each page's best section first, linked to its heading, then the others", async ({
    page,
    pageErrors,
  }) => {
    const {query, product, expected, anchor} = PASSWORD_RULES;
    const hit = await firstHit(PASSWORD_RULES);
    expect(hit.moreSections.length).toBeGreaterThan(0);
    await page.goto(`/${product}/search/?product=${product}&query=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    const first = page.locator('main ol > li').first();
    const best = first.locator(`a[href^="${expected}#${anchor}:~:text="]`).first();
    await expect(best).toContainText('Understanding Users › Password policy');
    await expect(first.getByTestId('search-hit-snippet')).toHaveText(
      lineOf(hit._snippetResult.content.value).text,
    );
    const others = first.locator('ul[aria-label^="More sections of"] a');
    await expect(others).toHaveText(hit.moreSections.map((section) => section.heading));
    for (const [i, section] of hit.moreSections.entries())
      await expect(others.nth(i)).toHaveAttribute('href', `${expected}#${section.anchor}`);
    await best.click();
    await expectAtSection(page, {path: expected, section: {anchor, heading: 'Password policy'}});
    expect(pageErrors.messages).toEqual([]);
  });
});

/**
 * The case of the section set whose first hit opens at a section with the
 * sentence shown under it standing farthest into that section: opening at the
 * heading alone would leave it off screen.
 */
async function sentenceCase(): Promise<{query: string; product: SearchHit['product']; hit: SearchHit}> {
  const search = createSearchClient(buildFolderBackend(BUILD));
  let farthest: {query: string; product: SearchHit['product']; hit: SearchHit; at: number} | undefined;
  for (const c of readSectionQueries()) {
    const [hit] = (await search.search({query: c.query, product: c.product, page: 0, hitsPerPage: 5})).hits;
    if (!hit?.section || !hit.textFragment) continue;
    const at = hit.content.indexOf(shownSentence(hit._snippetResult.content));
    if (!farthest || at > farthest.at) farthest = {query: c.query, product: c.product, hit, at};
  }
  if (!farthest) throw new Error('no section query opens at a section with a sentence');
  return farthest;
}

/**
 * Where the first words of `sentence` stand on the page, relative to the
 * viewport (words may sit in different elements, so spaces are optional).
 */
async function sentenceBox(page: Page, sentence: string): Promise<{top: number; bottom: number} | null> {
  const start = sentence.split(' ').slice(0, 4).join(' ');
  return page.evaluate((words) => {
    const root = document.querySelector('article') ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: {node: Text; at: number}[] = [];
    let text = '';
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      nodes.push({node, at: text.length});
      text += node.data;
    }
    const escaped = words.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const match = new RegExp(escaped.join('\\s*')).exec(text);
    if (!match) return null;
    const locate = (offset: number) => {
      const found = [...nodes].reverse().find(({at}) => at <= offset) ?? nodes[0];
      return {node: found.node, offset: Math.min(offset - found.at, found.node.data.length)};
    };
    const range = document.createRange();
    const from = locate(match.index);
    const to = locate(match.index + match[0].length);
    range.setStart(from.node, from.offset);
    range.setEnd(to.node, to.offset);
    const rect = range.getBoundingClientRect();
    return {top: rect.top, bottom: rect.bottom};
  }, start);
}

/** The page is at the hit's plain address, with the sentence shown under the hit on screen below the header. */
async function expectOnSentence(page: Page, hit: SearchHit): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${hit.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const sentence = shownSentence(hit._snippetResult.content);
  await expect
    .poll(async () => {
      const box = await sentenceBox(page, sentence);
      const navbar = await page.locator('.navbar').boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      return box !== null && navbar !== null && box.top >= navbar.y + navbar.height && box.bottom <= height;
    }, `"${sentence}" on screen`)
    .toBe(true);
}

test.describe('a hit lands on the sentence shown under it', () => {
  test('opened from the dropdown by a click', async ({page, pageErrors}) => {
    const {query, product, hit} = await sentenceCase();
    await page.goto(`/${product}/`);
    await waitForHydration(page);
    const box = await openSearch(page);
    await box.fill(query);
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first.locator('a')).toHaveAttribute('href', hitHref(hit, true));
    await first.locator('a').click();
    await expectOnSentence(page, hit);
    expect(pageErrors.messages).toEqual([]);
  });

  test('opened from the dropdown by Enter', async ({page, pageErrors}) => {
    const {query, product, hit} = await sentenceCase();
    await page.goto(`/${product}/`);
    await waitForHydration(page);
    const box = await openSearch(page);
    await box.fill(query);
    await expect(page.getByRole('listbox').getByRole('option').first().locator('a')).toHaveAttribute(
      'href',
      hitHref(hit, true),
    );
    await box.press('ArrowDown');
    await box.press('Enter');
    await expectOnSentence(page, hit);
    expect(pageErrors.messages).toEqual([]);
  });

  test('opened from the results page', async ({page, pageErrors}) => {
    const {query, product, hit} = await sentenceCase();
    await page.goto(`/${product}/search/?product=${product}&query=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    await page
      .locator('main')
      .locator(`a[href="${hitHref(hit, true)}"]`)
      .first()
      .click();
    await expectOnSentence(page, hit);
    expect(pageErrors.messages).toEqual([]);
  });

  test('its link opened as a new page (a new tab, a shared link); its plain address alone would not show it', async ({
    page,
    pageErrors,
  }) => {
    const {hit} = await sentenceCase();
    await page.goto(hit.url);
    await waitForHydration(page);
    const sentence = shownSentence(hit._snippetResult.content);
    const box = await sentenceBox(page, sentence);
    expect(box, `"${sentence}" is on the page`).not.toBeNull();
    expect(
      box!.bottom > (page.viewportSize()?.height ?? 0),
      `"${sentence}" below the screen at the section`,
    ).toBe(true);
    await page.goto(hitHref(hit, true));
    await waitForHydration(page);
    await expectOnSentence(page, hit);
    expect(pageErrors.messages).toEqual([]);
  });
});
