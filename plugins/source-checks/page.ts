/**
 * What the checks read from a page's source, parsed the way Docusaurus parses
 * it (remark with front matter, GFM, directives, and MDX for `.mdx`): its
 * links and images with their lines, the anchors its headings get (as
 * `plugins/remark-heading-ids.ts` and then Docusaurus name them) and its
 * Mermaid fences. Lines count from the top of the file, as the build's do.
 */
import {unified} from 'unified';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {normalizeSource} from '../markdown-twins/twinFromSource';
import {textOf, type MarkdownNode} from '../remark-heading-ids';
import {headingSlug} from '../../src/navigation/headingSlug';

export interface PageLink {
  /** As written: `/jet/jobs/partner-jobs/#x`, `../routes/overview.md`, `#x`. */
  readonly url: string;
  readonly line: number;
  /** An image's source rather than a link. */
  readonly image: boolean;
}

export interface MermaidFence {
  /** The line of the opening fence. */
  readonly line: number;
  readonly source: string;
}

export interface PageSource {
  readonly links: readonly PageLink[];
  /** The ids of the page's headings. */
  readonly anchors: ReadonlySet<string>;
  readonly fences: readonly MermaidFence[];
  /** Where and why the page does not parse at all (then it has no links, anchors or fences). */
  readonly error?: {readonly line: number; readonly message: string};
}

interface Node extends MarkdownNode {
  url?: string;
  lang?: string | null;
  name?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  position?: {start: {line: number}};
  children?: Node[];
}

/** `{#custom-id}` at the end of a heading's line. */
const EXPLICIT_ID = /\\?\{#([^}\s]+)\}\s*$/;

/**
 * Makes repeated ids unique as Docusaurus's heading step does (github-slugger:
 * `setup`, `setup-1`, `setup-2`).
 */
function uniqueIds(): (id: string) => string {
  const occurrences = new Map<string, number>();
  return (id) => {
    let result = id;
    while (occurrences.has(result)) {
      const count = (occurrences.get(id) ?? 0) + 1;
      occurrences.set(id, count);
      result = `${id}-${count}`;
    }
    occurrences.set(result, 0);
    return result;
  };
}

function attributeValues(node: Node, names: readonly string[]): string[] {
  if (node.type === 'html') {
    const pattern = new RegExp(`\\b(?:${names.join('|')})\\s*=\\s*["']([^"']+)["']`, 'g');
    return [...(node.value ?? '').matchAll(pattern)].map((match) => match[1]);
  }
  return (node.attributes ?? [])
    .filter(
      (a) => a.type === 'mdxJsxAttribute' && names.includes(a.name ?? '') && typeof a.value === 'string',
    )
    .map((a) => a.value as string);
}

/** Reads `source` (a page's whole text; `mdx` for `.mdx` pages). */
export function readPage(source: string, mdx: boolean): PageSource {
  let tree: Node;
  try {
    tree = unified()
      .use(remarkParse)
      .use(remarkFrontmatter, ['yaml', 'toml'])
      .use(remarkGfm)
      .use(remarkDirective)
      .use(mdx ? [remarkMdx] : [])
      .parse(normalizeSource(source)) as Node;
  } catch (error) {
    const {line, reason = String(error)} = error as {line?: number; reason?: string};
    // MDX names the place in its reason, `(7:1-7:7)`, when it gives no line of its own.
    const place = Number(/\((\d+):\d+/.exec(reason)?.[1] ?? 1);
    return {
      links: [],
      anchors: new Set(),
      fences: [],
      error: {line: line ?? place, message: `the page does not parse as MDX: ${reason}`},
    };
  }
  const lines = source.split('\n');
  const links: PageLink[] = [];
  const anchors = new Set<string>();
  const fences: MermaidFence[] = [];
  const unique = uniqueIds();
  const visit = (node: Node): void => {
    const line = node.position?.start.line ?? 1;
    if ((node.type === 'link' || node.type === 'definition') && node.url) {
      links.push({url: node.url, line, image: false});
    } else if (node.type === 'image' && node.url) {
      links.push({url: node.url, line, image: true});
    } else if (node.type === 'html' || node.type.startsWith('mdxJsx')) {
      for (const url of attributeValues(node, ['href'])) links.push({url, line, image: false});
      for (const url of attributeValues(node, ['src'])) links.push({url, line, image: true});
    } else if (node.type === 'code' && node.lang === 'mermaid') {
      fences.push({line, source: node.value ?? ''});
    } else if (node.type === 'heading') {
      const explicit = EXPLICIT_ID.exec(lines[line - 1] ?? '')?.[1];
      const id = explicit ?? headingSlug(textOf(node));
      if (id) anchors.add(explicit ?? unique(id));
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return {links, anchors, fences};
}
