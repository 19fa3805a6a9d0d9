/**
 * Turns a doc page's source (`.md` or `.mdx`) into its Markdown twin: plain
 * Markdown for readers' tools and AI assistants. Front matter is reduced to
 * title and description, admonitions and MDX components become plain Markdown,
 * links and images become absolute addresses of the site, and code fences
 * (Mermaid included) keep their language. Parsed with the same remark
 * extensions Docusaurus reads pages with, so a page reads the same way.
 */
import {unified} from 'unified';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';

export interface TwinPage {
  readonly title: string;
  readonly description: string;
  /** The page's absolute address, e.g. `https://help.signiant.com/jet/jobs/partner-jobs/`. */
  readonly url: string;
  /** `.mdx` pages may hold JSX components, imports and expressions. */
  readonly mdx: boolean;
  /**
   * The site path of the page a relative link to a Markdown file leads to
   * (`../routes/overview.md` → `/jet/administration/routes/overview/`), or
   * `undefined` when the file is not a page.
   */
  readonly resolveFileLink?: (relativeFile: string) => string | undefined;
}

/** The few fields of an mdast (and MDX) node this conversion reads or writes. */
interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  alt?: string | null;
  children?: MdNode[];
  attributes?: {type: string; name?: string; value?: unknown}[];
  data?: Record<string, unknown>;
}

/** Docusaurus's admonition keywords, with the label the site shows. */
const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * What Docusaurus rewrites before parsing, outside code fences: `:::note Title`
 * (its older admonition form) becomes the directive `:::note[Title]`, and a
 * heading's explicit id (`## Title {#id}`, which MDX would read as code) goes.
 */
export function normalizeSource(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence === null ? marker : null;
        return line;
      }
      if (fence !== null) return line;
      if (/^#{1,6}\s/.test(line)) return line.replace(/\s*\\?\{#[^}]*\}\s*$/, '');
      return line.replace(
        /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/,
        (whole, colons: string, name: string, title: string) =>
          name in ADMONITIONS ? `${colons}${name}[${title}]` : whole,
      );
    })
    .join('\n');
}

const text = (value: string): MdNode => ({type: 'text', value});
const strong = (value: string): MdNode => ({type: 'strong', children: [text(value)]});
const paragraph = (...children: MdNode[]): MdNode => ({type: 'paragraph', children});

function plainText(node: MdNode): string {
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

function attribute(node: MdNode, name: string): string | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** An admonition as a block quote that opens with its bold label (and title). */
function admonitionQuote(type: string, title: string | undefined, body: MdNode[]): MdNode {
  const label = ADMONITIONS[type] ?? ADMONITIONS.note;
  return {type: 'blockquote', children: [paragraph(strong(title ? `${label}: ${title}` : label)), ...body]};
}

/** Absolute address of a link or image target, as the site resolves it. */
export function absoluteUrl(target: string, page: Pick<TwinPage, 'url' | 'resolveFileLink'>): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return target;
  const [pathPart, hash = ''] = target.split(/#(.*)/s, 2);
  const fragment = target.includes('#') ? `#${hash}` : '';
  if (/\.mdx?$/i.test(pathPart) && !pathPart.startsWith('/')) {
    const resolved = page.resolveFileLink?.(decodeURI(pathPart));
    if (resolved) return new URL(resolved + fragment, page.url).href;
  }
  return new URL(target, page.url).href;
}

/** The Markdown nodes an MDX element stands for: its content, with a label where the element had one. */
function jsxToMarkdown(node: MdNode): MdNode[] {
  const children = node.children ?? [];
  const inline = node.type === 'mdxJsxTextElement';
  switch (node.name) {
    case 'TabItem': {
      const label = attribute(node, 'label') ?? attribute(node, 'value');
      return label ? [paragraph(strong(label)), ...children] : children;
    }
    case 'details': {
      // `<summary>…</summary>` on one line is parsed as a paragraph holding the element.
      const isSummary = (child: MdNode): boolean =>
        child.name === 'summary' ||
        (child.type === 'paragraph' && child.children?.length === 1 && child.children[0].name === 'summary');
      const summary = children.find(isSummary);
      const rest = children.filter((child) => child !== summary);
      return summary ? [paragraph(strong(plainText(summary).trim())), ...rest] : rest;
    }
    case 'Admonition':
      return [admonitionQuote(attribute(node, 'type') ?? 'note', attribute(node, 'title'), children)];
    case 'a': {
      const href = attribute(node, 'href');
      return href ? [{type: 'link', url: href, children}] : children;
    }
    case 'img': {
      const src = attribute(node, 'src');
      return src ? [{type: 'image', url: src, alt: attribute(node, 'alt') ?? ''}] : [];
    }
    case 'br':
      return inline ? [{type: 'break'}] : [];
    default:
      // Any other component (Tabs, a figure, a wrapper): its content, without the tag.
      return children;
  }
}

/** Rewrites the tree in place into plain Markdown; returns the nodes that replace `node`. */
function convert(node: MdNode, page: TwinPage): MdNode[] {
  switch (node.type) {
    case 'yaml':
    case 'toml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxToMarkdown(node).flatMap((child) => convert(child, page));
    case 'containerDirective':
      if (node.name && node.name in ADMONITIONS) {
        const children = node.children ?? [];
        const label = children.find((child) => child.data?.directiveLabel === true);
        const body = children.filter((child) => child !== label).flatMap((child) => convert(child, page));
        return [admonitionQuote(node.name, label ? plainText(label).trim() : undefined, body)];
      }
      break;
    case 'link':
    case 'image':
    case 'definition':
      node.url = absoluteUrl(node.url ?? '', page);
      break;
    case 'code':
      // Docusaurus options such as title="…" or {1,3} mean nothing in plain Markdown.
      node.meta = null;
      return [node];
  }
  if (node.children) node.children = node.children.flatMap((child) => convert(child, page));
  return [node];
}

/** A YAML double-quoted string (JSON's escapes are YAML's). */
function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** The page as plain Markdown, opening with its `# Title`, without front matter. */
export function twinBody(source: string, page: TwinPage): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml', 'toml'])
    .use(remarkGfm)
    .use(remarkDirective)
    .use(page.mdx ? [remarkMdx] : [])
    .use(remarkStringify, {
      bullet: '-',
      fences: true,
      listItemIndent: 'one',
      rule: '-',
      emphasis: '_',
      strong: '*',
    });
  const tree = processor.parse(normalizeSource(source)) as unknown as MdNode;
  convert(tree, page);
  const hasTitle = (tree.children ?? []).some((child) => child.type === 'heading' && child.depth === 1);
  if (!hasTitle)
    tree.children = [{type: 'heading', depth: 1, children: [text(page.title)]}, ...(tree.children ?? [])];
  return `${processor.stringify(tree as never).trimEnd()}\n`;
}

/** The twin file of a body: front matter with the page's title and description, then the body. */
export function withFrontMatter(page: Pick<TwinPage, 'title' | 'description'>, body: string): string {
  const frontMatter = ['---', `title: ${yamlString(page.title)}`];
  if (page.description) frontMatter.push(`description: ${yamlString(page.description)}`);
  frontMatter.push('---');
  return `${frontMatter.join('\n')}\n\n${body}`;
}

/** The twin file of a page's source. */
export function twinFile(source: string, page: TwinPage): string {
  return withFrontMatter(page, twinBody(source, page));
}
