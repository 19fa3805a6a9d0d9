/**
 * Search records of the preview, made from the pages' sources (the preview
 * renders no HTML to read them from, as the build's index does): each page's
 * plain-Markdown twin split at its `##` and `###` headings, with the anchors
 * Docusaurus gives those headings.
 */
import {headingSlug} from '../../src/navigation/headingSlug';
import type {SearchRecord, SearchSection} from '../../src/search/types';

/** A heading line of the twin (`## Text` or `### Text`). */
const HEADING = /^(#{1,3})\s+(.*?)\s*#*\s*$/;

/** Markdown syntax that is not text: comments (a new page's hints to its writer), emphasis, code ticks, link targets, images, list and quote markers. */
function plainText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^```.*$/gm, ' ')
    .replace(/^\s*(?:[-*+]|\d+\.|>)\s+/gm, ' ')
    .replace(/[*_`|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page's lead (text before its first h2/h3) and sections, from its plain-Markdown body. */
export function markdownSections(body: string): {lead: string; sections: SearchSection[]} {
  const lead: string[] = [];
  const sections: (Omit<SearchSection, 'content'> & {lines: string[]})[] = [];
  const seen = new Map<string, number>();
  let parent: string | undefined;
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const heading = inFence ? null : HEADING.exec(line);
    if (heading && heading[1].length >= 2) {
      const text = plainText(heading[2]);
      const slug = headingSlug(text);
      // Docusaurus numbers repeated ids: `notes`, `notes-1`, `notes-2`.
      const repeats = seen.get(slug) ?? 0;
      seen.set(slug, repeats + 1);
      const level = heading[1].length as 2 | 3;
      if (level === 2) parent = text;
      sections.push({
        anchor: repeats === 0 ? slug : `${slug}-${repeats}`,
        heading: text,
        level,
        ...(level === 3 && parent !== undefined && {parent}),
        lines: [],
      });
    } else if (!heading) {
      (sections.at(-1)?.lines ?? lead).push(line);
    }
  }
  return {
    lead: plainText(lead.join('\n')),
    sections: sections.map(({lines, ...section}) => ({...section, content: plainText(lines.join('\n'))})),
  };
}

/** What the preview knows of a page: its docs plugin metadata and its plain-Markdown body. */
export interface PreviewPage {
  readonly product: SearchRecord['product'];
  readonly version: string;
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly body: string;
}

export function previewRecord(page: PreviewPage): SearchRecord {
  const path = page.permalink.endsWith('/') ? page.permalink : `${page.permalink}/`;
  const {lead, sections} = markdownSections(page.body);
  return {
    objectID: path,
    title: page.title,
    path,
    headings: sections.map((section) => section.heading),
    content: [lead, ...sections.flatMap((s) => [s.heading, s.content])].join(' '),
    lead,
    sections,
    product: page.product,
    version: page.version,
    description: page.description,
    keywords: [...page.keywords],
  };
}
