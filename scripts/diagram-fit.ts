/**
 * The writers' check of how every Mermaid diagram reads (`npm run lint:content`):
 * an error when it does not fit the desktop column with its text at least
 * 11 px high, a warning when on a phone (375 px) its text is under 9 px even in
 * its narrow drawing, so that readers must open it full size. Diagrams are
 * drawn as the build draws them, from the same cache, so the check costs the
 * build nothing and needs no browser once the site has been built.
 */
import path from 'node:path';
import {
  DIAGRAM_FONT_SIZE_PX,
  DESKTOP_DIAGRAM_SPACE_PX,
  MAX_DIAGRAM_WIDTH_PX,
  MIN_DESKTOP_TEXT_PX,
  MIN_PHONE_TEXT_PX,
  PHONE_DIAGRAM_SPACE_PX,
} from '../plugins/diagrams/mermaidConfig';
import {closeDiagramRenderer, drawForCheck} from '../plugins/diagrams/drawings';
import {phoneTextPx, type DrawingSize} from '../plugins/diagrams/layouts';
import {DiagramSyntaxError} from '../plugins/diagrams/drawInBrowser';
import type {MermaidFence} from '../plugins/source-checks/page';
import type {LintProblem} from './content-rules';
import {diagramCacheDir} from '../plugins/diagrams/cache';

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

/** The number of participants of a sequence diagram, side by side on the page. */
export function participantCount(source: string): number {
  const names = new Set<string>();
  for (const line of source.split('\n')) {
    const declared = /^\s*(?:participant|actor)\s+([^\s:]+)/.exec(line);
    if (declared) names.add(declared[1]);
    const message = /^\s*([^\s:<>+-]+)\s*(?:<<)?--?(?:>>|>|x|\))[+-]?\s*([^\s:<>+-]+)\s*:/.exec(line);
    if (message) names.add(message[1]).add(message[2]);
  }
  return names.size;
}

/**
 * Why a diagram cannot be read on a phone without opening it, or null when it
 * can: the drawing a phone shows (the narrow one where there is one) has text
 * under 9 px in the 375 px column.
 */
export function phoneReadabilityProblem(
  shown: DrawingSize,
  type: string,
  source: string,
  hasNarrow: boolean,
): string | null {
  const textPx = phoneTextPx(shown);
  if (textPx >= MIN_PHONE_TEXT_PX) return null;
  const fits = Math.floor((PHONE_DIAGRAM_SPACE_PX * shown.textPx) / MIN_PHONE_TEXT_PX);
  const drawing = hasNarrow ? 'even in the narrow drawing made for phones, ' : '';
  const fix = type.startsWith('flowchart')
    ? 'put fewer boxes side by side (split it into two diagrams, or chain the steps one after another), ' +
      'and shorten the longest labels'
    : `its ${participantCount(source)} participants stand side by side: show fewer in one diagram (split it), ` +
      'and give them short names (`participant A as Short name`)';
  return (
    `on a phone (375 px) the diagram's text is ${textPx.toFixed(1)} px high, under ${MIN_PHONE_TEXT_PX} px: ` +
    `${drawing}it is drawn ${shown.width} px wide and ${fits} px fits; readers must open it full size. To fix: ${fix}.`
  );
}

/**
 * Problems and warnings of how the diagrams on the given pages read, each on
 * its fence's line. A diagram that does not parse is left to the shared source
 * checks (`scripts/lib/sourceChecks.ts`), which word it as the build does.
 */
export async function diagramProblems(
  pages: ReadonlyArray<{file: string; fences: readonly MermaidFence[]}>,
): Promise<LintProblem[]> {
  const problems: LintProblem[] = [];
  try {
    for (const {file, fences} of pages) {
      for (const fence of fences) {
        let drawn;
        try {
          drawn = await drawForCheck(fence.source, diagramCacheDir(path.join(__dirname, '..')));
        } catch (error) {
          if (error instanceof DiagramSyntaxError) continue;
          throw error;
        }
        const problem = diagramFitProblem(drawn.wide.width, drawn.type);
        if (problem) problems.push({file, line: fence.line, message: problem});
        const shown = drawn.narrow ?? drawn.wide;
        const phone = phoneReadabilityProblem(shown, drawn.type, fence.source, Boolean(drawn.narrow));
        if (phone) problems.push({file, line: fence.line, message: phone, warning: true});
      }
    }
  } finally {
    await closeDiagramRenderer();
  }
  return problems;
}
