/**
 * The writers' check that every Mermaid diagram fits the desktop text column
 * with its text at least 11 px high (`npm run lint:content`). Diagrams are
 * drawn as the build draws them, from the same cache, so the check costs the
 * build nothing.
 */
import path from 'node:path';
import {
  DIAGRAM_FONT_SIZE_PX,
  DESKTOP_DIAGRAM_SPACE_PX,
  MAX_DIAGRAM_WIDTH_PX,
  MIN_DESKTOP_TEXT_PX,
} from '../plugins/diagrams/config';
import {closeDiagramRenderer, drawForCheck} from '../plugins/diagrams/remark';
import type {LintProblem} from './content-rules';

export interface MermaidFence {
  /** 1-based line of the opening fence in the file. */
  readonly line: number;
  readonly source: string;
}

/** The ```mermaid fences of a page, with the line each opens on. */
export function mermaidFences(text: string): MermaidFence[] {
  const fences: MermaidFence[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^\s*(```+|~~~+)\s*mermaid\s*$/.exec(lines[index]);
    if (!open) continue;
    const body: string[] = [];
    let end = index + 1;
    while (
      end < lines.length &&
      !(lines[end].trim().startsWith(open[1]) && lines[end].trim().replace(/[`~]/g, '') === '')
    ) {
      body.push(lines[end]);
      end += 1;
    }
    fences.push({line: index + 1, source: body.join('\n')});
    index = end;
  }
  return fences;
}

/** The text height, in px, of a diagram `width` px wide once scaled into the desktop column. */
export function desktopTextPx(width: number): number {
  return DIAGRAM_FONT_SIZE_PX * Math.min(1, DESKTOP_DIAGRAM_SPACE_PX / width);
}

/** Why a diagram drawn `width` px wide does not fit, or null when it does. */
export function diagramFitProblem(width: number, type: string): string | null {
  if (width <= MAX_DIAGRAM_WIDTH_PX) return null;
  const fix = type.startsWith('flowchart')
    ? 'draw it top-down (`flowchart TD`) or split it'
    : 'shorten its messages or split it into two diagrams';
  return (
    `the diagram is drawn ${width} px wide: in the desktop column its text would be ` +
    `${desktopTextPx(width).toFixed(1)} px high, under ${MIN_DESKTOP_TEXT_PX} px (at most ${MAX_DIAGRAM_WIDTH_PX} px wide fits); ${fix}`
  );
}

const CACHE_DIR = path.join(__dirname, '..', 'node_modules', '.cache', 'help-diagrams');

/** Problems of the diagrams on the given pages, each on its fence's line. */
export async function diagramProblems(
  pages: ReadonlyArray<{file: string; text: string}>,
): Promise<LintProblem[]> {
  const problems: LintProblem[] = [];
  try {
    for (const {file, text} of pages) {
      for (const fence of mermaidFences(text)) {
        let drawn;
        try {
          drawn = await drawForCheck(fence.source, CACHE_DIR);
        } catch (error) {
          problems.push({
            file,
            line: fence.line,
            message: `the diagram does not draw: ${(error as Error).message.split('\n')[0]}`,
          });
          continue;
        }
        const problem = diagramFitProblem(drawn.width, drawn.type);
        if (problem) problems.push({file, line: fence.line, message: problem});
      }
    }
  } finally {
    await closeDiagramRenderer();
  }
  return problems;
}
