/**
 * Remark step that gives every Markdown heading the id `headingSlug` derives
 * from its text. It runs before Docusaurus's own heading step, which keeps an
 * id set here (adding `-1`, `-2` to repeats), builds the table of contents from
 * it and reports links to anchors that do not exist.
 */
import {headingSlug} from '../src/navigation/headingSlug';

/** The few fields of an mdast node this step reads or writes. */
export interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
  data?: {hProperties?: Record<string, unknown>} & Record<string, unknown>;
}

/** `{#custom-id}` at the end, or a trailing comment, sets an explicit id that Docusaurus handles. */
function hasExplicitId(heading: MarkdownNode): boolean {
  const last = heading.children?.at(-1);
  if (!last) return false;
  if (last.type === 'html' || last.type === 'mdxTextExpression') return true;
  return last.type === 'text' && /\{#[^}]+\}\s*$/.test(last.value ?? '');
}

export function textOf(node: MarkdownNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'html' || node.type.startsWith('mdx')) return '';
  return (node.children ?? []).map(textOf).join('');
}

function visitHeadings(node: MarkdownNode, onHeading: (heading: MarkdownNode) => void): void {
  if (node.type === 'heading') onHeading(node);
  node.children?.forEach((child) => visitHeadings(child, onHeading));
}

export default function remarkHeadingIds(): (tree: MarkdownNode) => void {
  return (tree) => {
    visitHeadings(tree, (heading) => {
      if (hasExplicitId(heading)) return;
      const id = headingSlug(textOf(heading));
      if (id === '') return;
      heading.data ??= {};
      heading.data.hProperties = {...heading.data.hProperties, id};
    });
  };
}
