/**
 * Remark step that replaces every ```mermaid fence with the diagram drawn as
 * inline SVG, at build time and under `npm start` alike, so the browser runs
 * no diagram code. Where a phone would show the drawing's text under 9 px, a
 * narrow drawing goes beside it (`layouts.ts`). Drawings are cached on disk
 * (`cache.ts`, `drawings.ts`); a diagram that does not parse fails the build
 * with its file and line.
 */
import path from 'node:path';
import {DiagramCache} from './cache';
import {
  diagramKind,
  diagramLabel,
  drawInChromium,
  drawing,
  narrowDrawing,
  type Draw,
  type Finish,
} from './drawings';
import {WIDE_LAYOUT, boxClasses} from './layouts';
import {DiagramSyntaxError, type RawDiagram} from './drawInBrowser';
import {ruleProblem, syntaxProblem} from './problems';
import {finishSvg, type FinishedDiagram} from './svg';

export {closeDiagramRenderer, diagramRenderer, drawingStats, type Draw} from './drawings';

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

export interface DiagramOptions {
  /** Where drawings are cached (`node_modules/.cache/help-diagrams` of the site). */
  readonly cacheDir: string;
  /**
   * The preview's way: a diagram that cannot be drawn shows its error in the page, in place of the
   * drawing, rather than failing the page (which would show nothing at all).
   */
  readonly errorsInPage?: boolean;
  /** Draws a diagram that is not cached yet; by default the shared Chromium renderer. */
  readonly draw?: Draw;
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

/** Text for an HTML attribute or element. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * What a diagram's box carries: its drawing (the wide one, and the narrow one
 * where it has one) and the button that opens it full size. The button shows
 * where the diagram's text is under 9 px (`boxClasses`), and on keyboard focus
 * everywhere; `ImageZoom` wires it, and without scripts it is hidden.
 */
export function diagramHtml(wide: FinishedDiagram, narrow?: FinishedDiagram): string {
  const name = escapeHtml(`Open full size: ${wide.title}`);
  return (
    wide.svg +
    (narrow?.svg ?? '') +
    `<button type="button" class="help-diagram__open" aria-haspopup="dialog" aria-label="${name}">Open full size</button>`
  );
}

/**
 * The element that holds a diagram in the page: a box the diagram is scaled to
 * fit (`src/css/diagrams.css`); on the page it opens full size (`ImageZoom`).
 */
export function diagramElement(className: string, html: string): MarkdownNode {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      attribute('className', className),
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify({__html: html}),
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
                        value: {type: 'Literal', value: html, raw: JSON.stringify(html)},
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

/** The wide drawing of a fence, or the build's error naming its file and line (`problems.ts`). */
async function wideDrawing(
  pending: Promise<RawDiagram>,
  source: string,
  at: (line: number) => string,
  fenceLine: number,
): Promise<RawDiagram> {
  let raw: RawDiagram;
  try {
    raw = await pending;
  } catch (error) {
    if (!(error instanceof DiagramSyntaxError)) throw error;
    const problem = syntaxProblem(error.message, error.line, source, fenceLine);
    throw new Error(`${at(problem.line)}: ${problem.message}`);
  }
  const problem = ruleProblem(raw.type, source, fenceLine);
  if (problem) throw new Error(`${at(problem.line)}: ${problem.message}`);
  return raw;
}

export default function remarkDiagrams(
  options: DiagramOptions,
): (tree: MarkdownNode, file: MarkdownFile) => Promise<void> {
  const cache = new DiagramCache(options.cacheDir);
  const draw: Draw = options.draw ?? drawInChromium;
  return async (tree, file) => {
    const title = typeof file.data.frontMatter?.title === 'string' ? file.data.frontMatter.title : '';
    const fences = findFences(tree, title);
    if (fences.length === 0) return;
    const usedIds = new Map<string, number>();
    const names = new Map<string, number>();
    const at = (line: number): string => where(file, line);
    const drawn = fences.map(({node}) => drawing(node.value ?? '', WIDE_LAYOUT, cache, draw));
    for (const [index, {node, context}] of fences.entries()) {
      const fenceLine = node.position?.start.line ?? 1;
      const source = node.value ?? '';
      const {renderId, raw: pending} = drawn[index];
      let raw: RawDiagram;
      try {
        raw = await wideDrawing(pending, source, at, fenceLine);
      } catch (error) {
        if (!options.errorsInPage) throw error;
        const message = error instanceof Error ? error.message : String(error);
        Object.assign(
          node,
          diagramElement('help-diagram-error', `<pre role="alert">${escapeHtml(message)}</pre>`),
        );
        delete node.lang;
        delete node.value;
        delete node.meta;
        continue;
      }
      const label = diagramLabel(raw.type) ?? raw.type;
      // The same diagram twice on a page: the second's ids get a suffix.
      const seen = usedIds.get(renderId) ?? 0;
      usedIds.set(renderId, seen + 1);
      const fallback = `${label}: ${context || 'diagram'}`;
      const repeat = (names.get(fallback) ?? 0) + 1;
      names.set(fallback, repeat);
      const finish: Finish = (diagram, drawnWith, layout) => {
        try {
          return finishSvg(diagram.svg, {
            renderId: drawnWith,
            id: seen === 0 ? drawnWith : `${drawnWith}-${seen + 1}`,
            fallbackTitle: repeat === 1 ? fallback : `${fallback} (${repeat})`,
            roleDescription: label.toLowerCase(),
            kind: diagramKind(raw.type),
            layout,
          });
        } catch (error) {
          throw new Error(`${at(fenceLine)}: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      const wide = finish(raw, renderId);
      const narrow = await narrowDrawing(source, wide, raw.type, {cache, draw, finish});
      const html = diagramHtml(narrow ? finish(raw, renderId, 'wide') : wide, narrow);
      Object.assign(node, diagramElement(boxClasses(wide, narrow).join(' '), html));
      delete node.lang;
      delete node.value;
      delete node.meta;
    }
  };
}
