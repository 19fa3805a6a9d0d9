/**
 * The drawings a diagram gets. Every diagram is drawn wide, as its writer
 * wrote it. Where the wide drawing's text would be under 9 px on a phone, the
 * diagram is drawn again for a narrow column (a flowchart top-down or
 * left-right, whichever reads larger, with narrower labels; a sequence diagram
 * with narrower participants and its messages wrapped to them), and the page
 * carries both: the stylesheet shows the wide drawing while its text stays at
 * 11 px or more and the narrow one below that (`src/css/diagrams.css`). Where
 * the text shown is still under 9 px, the box shows its "Open full size"
 * button. Pure: unit-tested without a browser.
 */
import {
  DIAGRAM_BREAKPOINTS_PX,
  MERMAID_CONFIG,
  MIN_DESKTOP_TEXT_PX,
  MIN_PHONE_TEXT_PX,
  NARROW_CONFIG_STEPS,
  PHONE_DIAGRAM_SPACE_PX,
  SMALLEST_PHONE_DIAGRAM_SPACE_PX,
  type MermaidConfig,
} from './mermaidConfig';

/** One way of drawing a diagram: Mermaid's configuration and, for a flowchart, the direction it is drawn in. */
export interface Layout {
  /** Names the layout in the cache key and in the drawing's class. */
  readonly name: string;
  readonly config: MermaidConfig;
  /** The direction a flowchart is drawn in, in place of the writer's. */
  readonly direction?: 'TD' | 'LR';
  /**
   * Room (px) left beside the diagram's longest word when its wrapping width
   * grows to fit that word (else Mermaid cuts the word in two); the wide
   * layout keeps the writer's wrapping.
   */
  readonly fitWords?: {readonly marginPx: number};
}

/** What a drawing's size is judged by: its drawn width and the median size of its text. */
export interface DrawingSize {
  readonly width: number;
  readonly textPx: number;
}

export const WIDE_LAYOUT: Layout = {name: 'wide', config: MERMAID_CONFIG};

function merged(base: MermaidConfig, changes: MermaidConfig): MermaidConfig {
  const result: Record<string, unknown> = {...base};
  for (const [key, value] of Object.entries(changes)) {
    const current = base[key];
    result[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? {...current, ...value}
        : value;
  }
  return result;
}

/**
 * The narrow layouts to try for a diagram of `type` (as Mermaid reports it),
 * in order of preference (closest to the writer's drawing first); none for
 * other kinds. A flowchart is tried top-down and left-right at each step.
 */
export function narrowLayouts(type: string): Layout[] {
  const flowchart = type.startsWith('flowchart');
  if (!flowchart && type !== 'sequence') return [];
  return NARROW_CONFIG_STEPS.flatMap(({name, changes}): Layout[] => {
    const config = merged(MERMAID_CONFIG, changes);
    if (!flowchart) return [{name, config, fitWords: FIT_WORDS}];
    return [
      {name: `${name}-td`, config, direction: 'TD', fitWords: FIT_WORDS},
      {name: `${name}-lr`, config, direction: 'LR', fitWords: FIT_WORDS},
    ];
  });
}

const FLOWCHART_HEADER =
  /^(\s*(?:flowchart|graph)(?:-elk)?)(?:[ \t]+(?:LR|RL|TD|TB|BT))?(?=[ \t]*;?[ \t]*$)/m;
const SUBGRAPH_DIRECTION = /^(\s*direction[ \t]+)(?:LR|RL|TD|TB|BT)\b/gm;

/** The source as `layout` draws it: a flowchart's direction, and its groups', replaced by the layout's. */
export function sourceFor(source: string, layout: Layout): string {
  const direction = layout.direction;
  if (!direction) return source;
  return source
    .replace(FLOWCHART_HEADER, `$1 ${direction}`)
    .replace(SUBGRAPH_DIRECTION, `$1${direction === 'TD' ? 'TB' : direction}`);
}

/** Mermaid's own words, which a drawing never shows. */
const KEYWORDS = new Set(
  (
    'flowchart graph subgraph end direction sequenceDiagram participant actor as autonumber activate deactivate ' +
    'note over left right of loop alt else opt par and critical break rect box create destroy'
  ).split(' '),
);

/** The words of a diagram's labels, as Mermaid wraps them (at spaces); its title, description, comments and keywords left out. */
export function labelWords(source: string): string[] {
  const words = source
    .split('\n')
    .filter((line) => !/^\s*(accTitle|accDescr|%%)/.test(line))
    .flatMap((line) => line.split(/[\s"[\](){}|]+|[-<>=.]{2,}[x)]?/));
  return [...new Set(words.filter((word) => word !== '' && !KEYWORDS.has(word)))];
}

/** Space Mermaid leaves around a wrapped line, besides the words. */
const FIT_WORDS = {marginPx: 8} as const;

/**
 * A narrow layout's configuration with its wrapping widths grown, where
 * needed, to fit the longest word (`longestWordPx`) on one line.
 */
export function fitToWords(layout: Layout, longestWordPx: number): MermaidConfig {
  const config = layout.config;
  const longest = Math.ceil(longestWordPx) + (layout.fitWords?.marginPx ?? 0);
  const flowchart = config.flowchart as {wrappingWidth: number};
  const sequence = config.sequence as {width: number; wrapPadding: number};
  return merged(config, {
    flowchart: {wrappingWidth: Math.max(flowchart.wrappingWidth, longest)},
    sequence: {width: Math.max(sequence.width, longest + 2 * sequence.wrapPadding)},
  });
}

/** The text height (px) of a drawing shown in a column `spacePx` wide: scaled down to fit, never up. */
export function shownTextPx(drawing: DrawingSize, spacePx: number): number {
  return drawing.textPx * Math.min(1, spacePx / drawing.width);
}

/** The text height (px) of a drawing in a phone's column (375 px window). */
export function phoneTextPx(drawing: DrawingSize): number {
  return shownTextPx(drawing, PHONE_DIAGRAM_SPACE_PX);
}

/** Whether the wide drawing's text is under 9 px on a phone, so that a narrow drawing is tried. */
export function needsNarrow(wide: DrawingSize): boolean {
  return phoneTextPx(wide) < MIN_PHONE_TEXT_PX;
}

/**
 * The narrow drawing the page carries beside the wide one, from the
 * candidates in order of preference: the first whose text on a phone is 9 px
 * or more, else the one with the largest text (the shorter on a tie); none
 * unless its text there is at least a pixel larger than the wide one's (else
 * its bytes buy nothing).
 */
export function pickNarrow<T extends DrawingSize & {height: number}>(
  wide: DrawingSize,
  candidates: readonly T[],
): T | undefined {
  const best =
    candidates.find((candidate) => phoneTextPx(candidate) >= MIN_PHONE_TEXT_PX) ??
    ([...candidates].sort((a, b) => phoneTextPx(b) - phoneTextPx(a) || a.height - b.height)[0] as
      T | undefined);
  return best && phoneTextPx(best) >= phoneTextPx(wide) + 1 ? best : undefined;
}

/** The container width below which a drawing's text would be under `minPx`, or 0 if never. */
function widthForText(drawing: DrawingSize, minPx: number): number {
  return drawing.textPx <= minPx ? Infinity : (drawing.width * minPx) / drawing.textPx;
}

/**
 * The classes of a diagram's box, for the container queries of
 * `src/css/diagrams.css`: below which breakpoint the narrow drawing replaces
 * the wide one (rounded down: the wide one stays a little longer, so desktops
 * keep it), and below which the "Open full size" button shows (rounded up, so
 * that it shows wherever the text is under 9 px).
 */
export function boxClasses(wide: DrawingSize, narrow?: DrawingSize): string[] {
  const classes = ['help-diagram'];
  if (narrow) {
    const below = widthForText(wide, MIN_DESKTOP_TEXT_PX);
    const breakpoint = [...DIAGRAM_BREAKPOINTS_PX].reverse().find((px) => px <= below);
    classes.push(`help-diagram--narrow-below-${breakpoint ?? DIAGRAM_BREAKPOINTS_PX[0]}`);
  }
  const small = widthForText(narrow ?? wide, MIN_PHONE_TEXT_PX);
  if (small > SMALLEST_PHONE_DIAGRAM_SPACE_PX) {
    const breakpoint = DIAGRAM_BREAKPOINTS_PX.find((px) => px >= small);
    classes.push(breakpoint ? `help-diagram--open-below-${breakpoint}` : 'help-diagram--open-always');
  }
  return classes;
}
