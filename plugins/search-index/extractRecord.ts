/**
 * Turns one built HTML page into a search record: title, headings and the
 * article's own text, without breadcrumbs, table of contents, pagination,
 * footer or template labels (admonition titles, heading anchors, buttons).
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode} from 'domhandler';
import {isProductId} from '../../src/products';
import type {SearchRecord, SearchSection} from '../../src/search/types';

/** Parts of a doc article that are page furniture, not the writer's text. */
const FURNITURE = [
  'nav',
  'button',
  'script',
  'style',
  'svg',
  'header',
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '[class*="admonitionHeading"]',
].join(', ');

const BLOCKS = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'tr',
  'pre',
  'blockquote',
  'dt',
  'dd',
  'div',
  'table',
  'ul',
  'ol',
  'br',
  'figcaption',
  'details',
  'summary',
]);

/** Shown between table cells, so a snippet from a table reads "Kind · Connects" rather than "Kind Connects". */
const CELL_SEPARATOR = ' · ';

const isCell = (name: string): boolean => name === 'td' || name === 'th';

/**
 * What goes before a block element's text: a space, or the cell separator for
 * a table cell that follows another cell (in its row or the row before).
 * `afterCell` carries whether the last block closed was a cell.
 */
function blockOpening(name: string, state: {afterCell: boolean}): string {
  const opening = isCell(name) && state.afterCell ? CELL_SEPARATOR : ' ';
  if (name === 'table' || !['tr', 'thead', 'tbody', 'tfoot'].includes(name)) state.afterCell = false;
  return opening;
}

function blockClosing(name: string, state: {afterCell: boolean}): string {
  if (isCell(name)) state.afterCell = true;
  else if (name === 'table') state.afterCell = false;
  return ' ';
}

/** Text of nodes with a space between block elements, whitespace collapsed. */
function blockText(nodes: readonly AnyNode[]): string {
  const parts: string[] = [];
  const state = {afterCell: false};
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      parts.push(node.data);
    } else if (node.type === 'tag') {
      const isBlock = BLOCKS.has(node.name);
      if (isBlock) parts.push(blockOpening(node.name, state));
      node.children.forEach(walk);
      if (isBlock) parts.push(blockClosing(node.name, state));
    }
  };
  nodes.forEach(walk);
  return clean(parts.join(''));
}

const clean = (text: string): string =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The article split at its h2 and h3 headings: the lead (text before the
 * first) and each heading with its anchor and the text under it up to the next
 * h2 or h3. An h3 names its h2 as `parent`. Headings without an id get no
 * section (their text stays with the one before).
 */
function splitSections(root: AnyNode): {lead: string; sections: SearchSection[]} {
  const lead: string[] = [];
  const sections: (Omit<SearchSection, 'content'> & {parts: string[]})[] = [];
  let parts = lead;
  let parent: string | undefined;
  const state = {afterCell: false};
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      parts.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const level = node.name === 'h2' ? 2 : node.name === 'h3' ? 3 : 0;
    const anchor = node.attribs.id;
    if (level !== 0 && anchor) {
      const heading = blockText([node]);
      if (heading !== '') {
        if (level === 2) parent = heading;
        const section = {
          anchor,
          heading,
          level: level as 2 | 3,
          ...(level === 3 && parent !== undefined ? {parent} : {}),
          parts: [] as string[],
        };
        sections.push(section);
        parts = section.parts;
        return;
      }
    }
    const isBlock = BLOCKS.has(node.name);
    if (isBlock) parts.push(blockOpening(node.name, state));
    node.children.forEach(walk);
    if (isBlock) parts.push(blockClosing(node.name, state));
  };
  walk(root);
  return {
    lead: clean(lead.join('')),
    sections: sections.map(({parts: text, ...section}) => ({...section, content: clean(text.join(''))})),
  };
}

function metaContent($: CheerioAPI, name: string): string {
  return ($(`meta[name="${name}"]`).attr('content') ?? '').trim();
}

/** The record for a built docs page, or `undefined` for any other page (home, search, errors). */
export function extractRecord(html: string, path: string): SearchRecord | undefined {
  const $ = load(html);
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  if (!classes.includes('docs-doc-page')) return undefined;
  const product = classes.find((c) => c.startsWith('plugin-id-'))?.slice('plugin-id-'.length);
  if (!isProductId(product)) return undefined;

  const markdown = $('article .theme-doc-markdown').first();
  if (markdown.length === 0) return undefined;
  const title = blockText(markdown.find('h1').first().toArray());
  markdown.find(FURNITURE).remove();
  const headings = markdown
    .find('h2, h3')
    .toArray()
    .map((heading) => blockText([heading]))
    .filter((heading) => heading !== '');

  const {lead, sections} = splitSections(markdown.get(0) as AnyNode);
  return {
    objectID: path,
    title,
    path,
    headings,
    content: blockText(markdown.toArray()),
    lead,
    sections,
    product,
    version: metaContent($, 'docusaurus_version') || 'current',
    description: metaContent($, 'description'),
    keywords: metaContent($, 'keywords')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter((keyword) => keyword !== ''),
  };
}
