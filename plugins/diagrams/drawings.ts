/**
 * Drawing a diagram in each of its layouts (`layouts.ts`), once per build:
 * from the on-disk cache when it is there, else in the build's Chromium; the
 * build's remark step and `npm run lint:content` share it.
 */
import fs from 'node:fs';
import {DiagramCache, diagramKey} from './cache';
import {MIN_PHONE_TEXT_PX, SUPPORTED_DIAGRAMS} from './mermaidConfig';
import {
  WIDE_LAYOUT,
  fitToWords,
  labelWords,
  narrowLayouts,
  needsNarrow,
  phoneTextPx,
  pickNarrow,
  sourceFor,
  type Layout,
} from './layouts';
import {DiagramSyntaxError, MermaidRenderer, type RawDiagram} from './drawInBrowser';
import {brokenWords, finishSvg, type FinishedDiagram} from './svg';

/** What draws a diagram: the build's Chromium, or a stand-in in tests. */
export type Draw = (source: string, renderId: string, layout: Layout) => Promise<RawDiagram>;

const MERMAID_VERSION = (
  JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string}
).version;

/** One renderer and one in-memory table for the whole build, whichever docs instance asks. */
let renderer: MermaidRenderer | undefined;
const drawings = new Map<string, Promise<RawDiagram>>();

/** What this process drew and what it found in the cache, for the build's summary line. */
export const drawingStats = {drawn: 0, cached: 0};

export function diagramRenderer(): MermaidRenderer {
  renderer ??= new MermaidRenderer();
  return renderer;
}

/** Draws in the shared Chromium renderer, with the layout's source and configuration. */
export const drawInChromium: Draw = async (source, renderId, layout) => {
  const config = layout.fitWords
    ? fitToWords(layout, await diagramRenderer().longestWordPx(labelWords(source)))
    : layout.config;
  return diagramRenderer().render(sourceFor(source, layout), renderId, config);
};

/** Closes the build's browser (the plugin calls it once the build is done). */
export async function closeDiagramRenderer(): Promise<void> {
  await renderer?.close();
}

/** A drawing under way: the id it is drawn with and what Mermaid returns. */
export interface PendingDrawing {
  readonly renderId: string;
  readonly raw: Promise<RawDiagram>;
}

/**
 * The drawing of `source` in `layout`, keyed by everything that shapes it: the
 * source, Mermaid's version and the layout (its name, direction, configuration
 * and the words it fits its wrapping to).
 */
export function drawing(source: string, layout: Layout, cache: DiagramCache, draw: Draw): PendingDrawing {
  // A layout that fits its wrapping to the longest word depends on the words it measures, too.
  const words = layout.fitWords ? labelWords(source) : undefined;
  const key = diagramKey(source, {mermaid: MERMAID_VERSION, layout, words});
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
      const drawn = await draw(source, renderId, layout);
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
 * The type of the diagram `source` (`flowchart-v2`), parsed by Mermaid in the
 * drawing browser without drawing it, for the checks; a DiagramSyntaxError when
 * it does not parse. A diagram that parsed once is kept in the cache (`cacheDir`).
 */
export async function parsedType(source: string, cacheDir: string): Promise<string> {
  const cache = new DiagramCache(cacheDir);
  const key = diagramKey(source, {mermaid: MERMAID_VERSION, parsed: true});
  const cached = await cache.get(key);
  if (cached) return cached.type;
  const type = await diagramRenderer().parse(source);
  await cache.set(key, {svg: '', type});
  return type;
}

/** Turns a drawing into the SVG the page carries, given the id Mermaid drew it with and its layout. */
export type Finish = (raw: RawDiagram, renderId: string, layout?: string) => FinishedDiagram;

/**
 * The narrow drawing a diagram's page carries beside its wide one, or
 * undefined when the wide one reads at 9 px or more on a phone or no narrow
 * layout reads larger. Layouts are drawn in order of preference until one
 * reads at 9 px; one that cuts a word in two, or that Mermaid cannot draw, is
 * skipped.
 */
export async function narrowDrawing(
  source: string,
  wide: FinishedDiagram,
  type: string,
  options: {cache: DiagramCache; draw: Draw; finish: Finish},
): Promise<FinishedDiagram | undefined> {
  if (!needsNarrow(wide)) return undefined;
  const candidates: FinishedDiagram[] = [];
  for (const layout of narrowLayouts(type)) {
    const {renderId, raw} = drawing(source, layout, options.cache, options.draw);
    let drawn: RawDiagram;
    try {
      drawn = await raw;
    } catch (error) {
      if (error instanceof DiagramSyntaxError) continue;
      throw error;
    }
    if (brokenWords(drawn.svg, source).length > 0) continue;
    const candidate = options.finish(drawn, renderId, 'narrow');
    candidates.push(candidate);
    if (phoneTextPx(candidate) >= MIN_PHONE_TEXT_PX) break;
  }
  return pickNarrow(wide, candidates);
}

/** The label of a diagram type the site supports ("Flowchart"), or undefined. */
export function diagramLabel(type: string): string | undefined {
  return SUPPORTED_DIAGRAMS[type]?.label;
}

/** The stylesheet's class for a diagram type (every flowchart variant is `flowchart`). */
export function diagramKind(type: string): string {
  return type.startsWith('flowchart') ? 'flowchart' : type;
}

/**
 * One diagram drawn (or read from the cache) in its wide layout and, where it
 * needs one, its narrow layout, finished as the page would carry them; for
 * checks outside the build such as `npm run lint:content`.
 */
export async function drawForCheck(
  source: string,
  cacheDir: string,
): Promise<{type: string; wide: FinishedDiagram; narrow?: FinishedDiagram}> {
  const cache = new DiagramCache(cacheDir);
  const {renderId, raw} = drawing(source, WIDE_LAYOUT, cache, drawInChromium);
  const drawn = await raw;
  const label = diagramLabel(drawn.type) ?? drawn.type;
  const finish: Finish = (diagram, id, layout) =>
    finishSvg(diagram.svg, {
      renderId: id,
      id,
      fallbackTitle: label,
      roleDescription: label.toLowerCase(),
      kind: diagramKind(drawn.type),
      layout,
    });
  const wide = finish(drawn, renderId);
  const narrow = await narrowDrawing(source, wide, drawn.type, {cache, draw: drawInChromium, finish});
  return {type: drawn.type, wide, narrow};
}
