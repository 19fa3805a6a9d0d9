/**
 * Remark step that replaces every ```mermaid fence with the diagram drawn as
 * inline SVG, at build time and under `npm start` alike, so the browser runs
 * no diagram code. Drawings are cached on disk (`cache.ts`); a diagram that
 * does not parse fails the build with its file and line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DiagramCache, diagramKey} from './cache';
import {MERMAID_CONFIG, SUPPORTED_DIAGRAMS} from './config';
import {DiagramSyntaxError, MermaidRenderer, type RawDiagram} from './render';
import {finishSvg, type FinishedDiagram} from './svg';

/** The few fields of mdast nodes this step reads or writes. */
interface MarkdownNode {
  type: string;
  lang?: string | null;
  value?: string;
  depth?: number;
  children?: MarkdownNode[];
  position?: {start: {line: number}};
  [key: string]: unknown;
}

interface MarkdownFile {
  path?: string;
  data: {frontMatter?: {title?: unknown}};
}

/** What draws a diagram: the build's Chromium, or a stand-in in tests. */
export type Draw = (source: string, renderId: string) => Promise<RawDiagram>;

export interface DiagramOptions {
  /** Where drawings are cached (`node_modules/.cache/help-diagrams` of the site). */
  readonly cacheDir: string;
  /** Draws a diagram that is not cached yet; by default the shared Chromium renderer. */
  readonly draw?: Draw;
}

/** Everything besides the source that shapes a drawing: a change draws every diagram again. */
const DRAWN_WITH = {
  mermaid: (JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string})
    .version,
  config: MERMAID_CONFIG,
};

/** Lines of a flowchart that set colours of their own, which would defeat the site's light and dark colours. */
const OWN_COLOURS = /^\s*(style|classDef|linkStyle|class)\s|:::/;

/** One renderer and one in-memory table for the whole build, whichever docs instance asks. */
let renderer: MermaidRenderer | undefined;
const drawings = new Map<string, Promise<RawDiagram>>();

/** What this process drew and what it found in the cache, for the build's summary line. */
export const drawingStats = {drawn: 0, cached: 0};

export function diagramRenderer(): MermaidRenderer {
  renderer ??= new MermaidRenderer();
  return renderer;
}

/** Closes the build's browser (the plugin calls it once the build is done). */
export async function closeDiagramRenderer(): Promise<void> {
  await renderer?.close();
}

function drawing(
  source: string,
  cache: DiagramCache,
  draw: Draw,
): {renderId: string; raw: Promise<RawDiagram>} {
  const key = diagramKey(source, DRAWN_WITH);
  const renderId = `d${key.slice(0, 12)}`;
  const entry = `${cache.dir}:${key}`;
  let raw = drawings.get(entry);
  if (!raw) {
    raw = (async () => {
      const cached = await cache.get(key);
      if (cached) {
        drawingStats.cached += 1;
        return cached;
      }
      const drawn = await draw(source, renderId);
      drawingStats.drawn += 1;
      await cache.set(key, drawn);
      return drawn;
    })();
    // A failed drawing is not kept: the writer's next save draws it again.
    raw.catch(() => drawings.delete(entry));
    drawings.set(entry, raw);
  }
  return {renderId, raw};
}

/**
 * One diagram drawn (or read from the cache) and finished as the page would
 * carry it, for checks outside the build such as `npm run lint:content`.
 */
export async function drawForCheck(
  source: string,
  cacheDir: string,
): Promise<FinishedDiagram & {type: string}> {
  const {renderId, raw} = drawing(source, new DiagramCache(cacheDir), (text, id) =>
    diagramRenderer().render(text, id),
  );
  const drawn = await raw;
  const kind = SUPPORTED_DIAGRAMS[drawn.type];
  const finished = finishSvg(drawn.svg, {
    renderId,
    id: renderId,
    fallbackTitle: kind?.label ?? drawn.type,
    roleDescription: (kind?.label ?? drawn.type).toLowerCase(),
    kind: drawn.type.startsWith('flowchart') ? 'flowchart' : drawn.type,
  });
  return {...finished, type: drawn.type};
}

function textOf(node: MarkdownNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

interface Fence {
  readonly node: MarkdownNode;
  /** The nearest heading above the fence, or the page title. */
  readonly context: string;
}

/** Mermaid fences in document order, each with the heading it sits under. */
function findFences(tree: MarkdownNode, pageTitle: string): Fence[] {
  const fences: Fence[] = [];
  let heading = pageTitle;
  const visit = (node: MarkdownNode): void => {
    if (node.type === 'heading') heading = textOf(node).trim() || heading;
    if (node.type === 'code' && node.lang === 'mermaid') fences.push({node, context: heading});
    node.children?.forEach(visit);
  };
  visit(tree);
  return fences;
}

/**
 * The element that holds a diagram in the page: a box the diagram is scaled to
 * fit (`src/css/diagrams.css`); on the page it opens full size (`ImageZoom`).
 */
export function diagramElement(diagram: FinishedDiagram): MarkdownNode {
  const html = {__html: diagram.svg};
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      attribute('className', 'help-diagram'),
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(html),
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [
                {
                  type: 'ExpressionStatement',
                  expression: {
                    type: 'ObjectExpression',
                    properties: [
                      {
                        type: 'Property',
                        kind: 'init',
                        method: false,
                        shorthand: false,
                        computed: false,
                        key: {type: 'Identifier', name: '__html'},
                        value: {type: 'Literal', value: diagram.svg, raw: JSON.stringify(diagram.svg)},
                      },
                    ],
                  },
                },
              ],
            },
          },
        },
      },
    ],
    children: [],
  };
}

function where(file: MarkdownFile, line: number): string {
  return `${file.path ? path.relative(process.cwd(), file.path) : '<unknown file>'}:${line}`;
}

export default function remarkDiagrams(
  options: DiagramOptions,
): (tree: MarkdownNode, file: MarkdownFile) => Promise<void> {
  const cache = new DiagramCache(options.cacheDir);
  const draw: Draw = options.draw ?? ((source, renderId) => diagramRenderer().render(source, renderId));
  return async (tree, file) => {
    const title = typeof file.data.frontMatter?.title === 'string' ? file.data.frontMatter.title : '';
    const fences = findFences(tree, title);
    if (fences.length === 0) return;
    const usedIds = new Map<string, number>();
    const names = new Map<string, number>();
    const drawn = fences.map(({node}) => drawing(node.value ?? '', cache, draw));
    for (const [index, {node, context}] of fences.entries()) {
      const fenceLine = node.position?.start.line ?? 1;
      const source = node.value ?? '';
      const {renderId, raw: pending} = drawn[index];
      let raw: RawDiagram;
      try {
        raw = await pending;
      } catch (error) {
        if (error instanceof DiagramSyntaxError) {
          const lines = source.split('\n').length;
          const line = fenceLine + Math.min(Math.max(error.line ?? 1, 1), lines);
          throw new Error(`${where(file, line)}: the Mermaid diagram does not parse:\n${error.message}`);
        }
        throw error;
      }
      const kind = SUPPORTED_DIAGRAMS[raw.type];
      if (!kind) {
        throw new Error(
          `${where(file, fenceLine)}: Mermaid diagrams of type "${raw.type}" have no colours in the site's stylesheet yet ` +
            `(supported: flowchart, sequenceDiagram). Add them to src/css/diagrams.css and the type to plugins/diagrams/config.ts.`,
        );
      }
      const colourLine = raw.type.startsWith('flowchart')
        ? source.split('\n').findIndex((line) => OWN_COLOURS.test(line))
        : -1;
      if (colourLine !== -1) {
        throw new Error(
          `${where(file, fenceLine + 1 + colourLine)}: diagrams take their colours from the site's theme, in light and dark mode; ` +
            'remove `style`, `classDef`, `class`, `linkStyle` and `:::` from the diagram.',
        );
      }
      const seen = usedIds.get(renderId) ?? 0;
      usedIds.set(renderId, seen + 1);
      const fallback = `${kind.label}: ${context || 'diagram'}`;
      const repeat = (names.get(fallback) ?? 0) + 1;
      names.set(fallback, repeat);
      let finished: FinishedDiagram;
      try {
        finished = finishSvg(raw.svg, {
          renderId,
          id: seen === 0 ? renderId : `${renderId}-${seen + 1}`,
          fallbackTitle: repeat === 1 ? fallback : `${fallback} (${repeat})`,
          roleDescription: kind.label.toLowerCase(),
          kind: raw.type.startsWith('flowchart') ? 'flowchart' : raw.type,
        });
      } catch (error) {
        throw new Error(
          `${where(file, fenceLine)}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      Object.assign(node, diagramElement(finished));
      delete node.lang;
      delete node.value;
      delete node.meta;
    }
  };
}
