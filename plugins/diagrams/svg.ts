/**
 * Turns the SVG Mermaid drew into the markup a page carries: an image with
 * its accessible name and description, its natural size, no inline CSS (the
 * Content-Security-Policy refuses `<style>` and `style="…"`; the site's
 * stylesheet colours it in both colour modes), ids unique to the diagram, and
 * numbers rounded to hundredths. Pure: unit-tested without a browser.
 */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {DIAGRAM_FONT_FAMILY, DIAGRAM_FONT_SIZE_PX} from './mermaidConfig';

/**
 * CSS properties that SVG also accepts as attributes (SVG 1.1 presentation
 * attributes): an inline declaration of one becomes that attribute; any other
 * inline CSS is dropped.
 */
const PRESENTATION_ATTRIBUTES = new Set([
  'alignment-baseline',
  'baseline-shift',
  'clip-path',
  'clip-rule',
  'color',
  'direction',
  'display',
  'dominant-baseline',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'font-family',
  'font-size',
  'font-style',
  'font-variant',
  'font-weight',
  'letter-spacing',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'opacity',
  'overflow',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'visibility',
  'word-spacing',
  'writing-mode',
]);

/** Definitions that draw nothing unless something refers to them. */
const DEFINITIONS = 'marker, symbol, clipPath, linearGradient, radialGradient, filter, pattern, mask';

/** Attributes holding coordinates, whose long decimals are rounded. */
const GEOMETRY_ATTRIBUTES = [
  'd',
  'points',
  'transform',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'refX',
  'refY',
  'markerWidth',
  'markerHeight',
];

export interface FinishOptions {
  /** The id the diagram was drawn with: it prefixes the ids inside the SVG. */
  readonly renderId: string;
  /** The id it gets in the page (unique in the page); its title and description ids derive from it. */
  readonly id: string;
  /** The accessible name used when the diagram has no `accTitle`. */
  readonly fallbackTitle: string;
  /** What the diagram is, for `aria-roledescription` ("flowchart"). */
  readonly roleDescription: string;
  /** A class naming the diagram's kind for the stylesheet. */
  readonly kind: string;
  /** Which of the diagram's drawings this is, when it has two (`wide` or `narrow`), for the stylesheet. */
  readonly layout?: string;
}

export interface FinishedDiagram {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
  readonly description?: string;
  readonly titleId: string;
  /** The median font size of its text, in the drawing's own pixels. */
  readonly textPx: number;
}

/** Rounds every decimal number in `value` to two places, without trailing zeros. */
export function roundNumbers(value: string): string {
  let output = '';
  let last = 0;
  // Path data may run numbers together ("1.5.25" is 1.5 and .25): a rounded number
  // that would merge with the one before it gets a space.
  for (const match of value.matchAll(/[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi)) {
    const between = value.slice(last, match.index);
    const rounded = Math.round(Number(match[0]) * 100) / 100;
    const text = String(Object.is(rounded, -0) ? 0 : rounded);
    const joins = between === '' && output !== '' && /[\d.]$/.test(output) && /^\d/.test(text);
    output += between + (joins ? ' ' : '') + text;
    last = match.index + match[0].length;
  }
  return output + value.slice(last);
}

/** `a: b; c: d` → [['a', 'b'], ['c', 'd']], lower-case property names, empty ones skipped. */
export function declarations(style: string): [string, string][] {
  return style
    .split(';')
    .map((part) => {
      const colon = part.indexOf(':');
      return colon === -1
        ? ['', '']
        : [part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim()];
    })
    .filter((pair): pair is [string, string] => pair[0] !== '' && pair[1] !== '');
}

/** Inline CSS → presentation attributes (the declaration wins, as in CSS); the rest is dropped. */
function inlineStylesToAttributes($: CheerioAPI): void {
  $('[style]').each((_, element) => {
    const node = $(element);
    for (const [property, value] of declarations(node.attr('style') ?? '')) {
      if (PRESENTATION_ATTRIBUTES.has(property)) node.attr(property, value.replace(/\s*!important$/, ''));
    }
    node.removeAttr('style');
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every id the SVG keeps starts with the diagram's id (Mermaid leaves some
 * bare, such as a sequence diagram's `arrowhead` marker, which two diagrams on
 * one page would share); ids nothing refers to are removed.
 */
function scopeIds($: CheerioAPI, svg: Cheerio<Element>, id: string): void {
  const markup = $.xml(svg);
  const referenced = new Set<string>();
  for (const match of markup.matchAll(/url\(#([^)"']+)\)|href="#([^"]+)"/g))
    referenced.add(match[1] ?? match[2]);
  const renames = new Map<string, string>();
  svg.find('[id]').each((_, element) => {
    const node = $(element);
    const current = node.attr('id') ?? '';
    if (!referenced.has(current)) {
      node.removeAttr('id');
      return;
    }
    const scoped =
      current.startsWith(`${id}-`) || current.startsWith(`${id}_`) ? current : `${id}-${current}`;
    renames.set(current, scoped);
    node.attr('id', scoped);
  });
  svg
    .find(DEFINITIONS)
    .filter((_, element) => !$(element).attr('id'))
    .remove();
  if (renames.size === 0) return;
  svg.find('*').each((_, element) => {
    for (const [name, value] of Object.entries(element.attribs)) {
      if (!value.includes('#')) continue;
      const updated = value.replace(
        /url\(#([^)"']+)\)|^#(.+)$/g,
        (whole, inUrl?: string, inHref?: string) => {
          const target = renames.get(inUrl ?? inHref ?? '');
          if (!target) return whole;
          return inUrl ? `url(#${target})` : `#${target}`;
        },
      );
      if (updated !== value) element.attribs[name] = updated;
    }
  });
}

/**
 * Font attributes that repeat what the stylesheet sets on the whole diagram
 * (`src/css/diagrams.css`), kept only where an ancestor sets another value.
 */
const INHERITED_DEFAULTS: Readonly<Record<string, readonly string[]>> = {
  'font-family': [DIAGRAM_FONT_FAMILY.replace(/\s+/g, '')],
  'font-size': [`${DIAGRAM_FONT_SIZE_PX}px`, String(DIAGRAM_FONT_SIZE_PX)],
  'font-weight': ['normal', '400'],
  'font-style': ['normal'],
};

function removeInheritedDefaults($: CheerioAPI, svg: Cheerio<Element>): void {
  for (const [name, defaults] of Object.entries(INHERITED_DEFAULTS)) {
    const isDefault = (value: string | undefined): boolean =>
      value === undefined || defaults.includes(value.replace(/\s+/g, '').replace(/&quot;|'/g, '"'));
    svg.find(`[${name}]`).each((_, element) => {
      const node = $(element);
      if (!isDefault(node.attr(name))) return;
      const overridden =
        node.parentsUntil(svg).filter((__, parent) => !isDefault(parent.attribs[name])).length > 0;
      if (!overridden) node.removeAttr(name);
    });
  }
}

/** Shapes without a size and groups left without content draw nothing: they only cost bytes. */
function removeEmpty(svg: Cheerio<Element>): void {
  svg
    .find('rect')
    .filter((_, element) => !element.attribs.width || !element.attribs.height)
    .remove();
  let empty = svg.find('g, defs').filter((_, element) => element.children.length === 0);
  while (empty.length > 0) {
    const parents = empty.parent();
    empty.remove();
    empty = parents.filter(
      (_, element) => ['g', 'defs'].includes(element.name) && element.children.length === 0,
    );
  }
}

/** The median font size of the drawing's labels: each text's own or inherited `font-size`, else the diagrams' size. */
function medianTextPx($: CheerioAPI, svg: Cheerio<Element>): number {
  const sizes = svg
    .find('text')
    .filter((_, text) => $(text).text().trim() !== '')
    .map((_, text) => {
      const sized = $(text).closest('[font-size]');
      const size = parseFloat(sized.length > 0 ? (sized.attr('font-size') ?? '') : '');
      return Number.isFinite(size) && size > 0 ? size : DIAGRAM_FONT_SIZE_PX;
    })
    .get()
    .sort((a, b) => a - b);
  if (sizes.length === 0) return DIAGRAM_FONT_SIZE_PX;
  const middle = Math.floor(sizes.length / 2);
  return sizes.length % 2 ? sizes[middle] : (sizes[middle - 1] + sizes[middle]) / 2;
}

function textOf(node: Cheerio<Element>): string {
  return node.text().replace(/\s+/g, ' ').trim();
}

/** The viewBox as numbers, or an error naming what Mermaid returned. */
function viewBoxOf(svg: Cheerio<Element>): [number, number, number, number] {
  const numbers = (svg.attr('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (
    numbers.length !== 4 ||
    numbers.some((n) => !Number.isFinite(n)) ||
    numbers[2] <= 0 ||
    numbers[3] <= 0
  ) {
    throw new Error(`Mermaid drew an SVG without a usable viewBox ("${svg.attr('viewBox') ?? ''}").`);
  }
  return numbers as [number, number, number, number];
}

export function finishSvg(raw: string, options: FinishOptions): FinishedDiagram {
  // The id Mermaid was given is a random-looking token: replacing it everywhere renames
  // its ids, their references and its CSS scope in one pass.
  const source =
    options.renderId === options.id
      ? raw
      : raw.replace(new RegExp(escapeRegExp(options.renderId), 'g'), options.id);
  const $ = load(source, {xml: true});
  const svg = $('svg').first() as Cheerio<Element>;
  if (svg.length === 0) throw new Error('Mermaid returned no SVG.');
  if (svg.find('foreignObject').length > 0) {
    throw new Error(
      'The diagram has HTML labels (<foreignObject>), which the page cannot carry without inline styles.',
    );
  }

  const title = textOf(svg.children('title').first()) || options.fallbackTitle;
  const description = textOf(svg.children('desc').first()) || undefined;
  svg.children('title, desc').remove();
  svg.find('style').remove();
  inlineStylesToAttributes($);
  svg.find('*').each((_, element) => {
    for (const name of Object.keys(element.attribs)) {
      if (name.startsWith('data-') || (name === 'name' && element.name !== 'meta'))
        delete element.attribs[name];
      else if (GEOMETRY_ATTRIBUTES.includes(name))
        element.attribs[name] = roundNumbers(element.attribs[name]);
    }
  });
  scopeIds($, svg, options.id);
  removeEmpty(svg);
  removeInheritedDefaults($, svg);

  const [x, y, width, height] = viewBoxOf(svg).map((n) => Math.round(n * 100) / 100);
  const textPx = medianTextPx($, svg);
  const titleId = `${options.id}-title`;
  const descriptionId = `${options.id}-desc`;
  for (const name of Object.keys(svg.attr() ?? {})) {
    if (name !== 'xmlns' && name !== 'xmlns:xlink') svg.removeAttr(name);
  }
  svg.attr({
    id: options.id,
    class: [
      'help-diagram__svg',
      `help-diagram__svg--${options.kind}`,
      ...(options.layout ? [`help-diagram__svg--${options.layout}`] : []),
    ].join(' '),
    viewBox: `${x} ${y} ${width} ${height}`,
    width: String(Math.ceil(width)),
    height: String(Math.ceil(height)),
    role: 'img',
    'aria-roledescription': options.roleDescription,
    'aria-labelledby': titleId,
    ...(description ? {'aria-describedby': descriptionId} : {}),
  });
  if (description) svg.prepend($('<desc/>').attr('id', descriptionId).text(description));
  svg.prepend($('<title/>').attr('id', titleId).text(title));
  return {
    svg: $.xml(svg),
    width: Math.ceil(width),
    height: Math.ceil(height),
    title,
    description,
    titleId,
    textPx,
  };
}

/** The lines of text of a drawing in document order: each line `<tspan>` of a label, or the label itself. */
function textLines($: CheerioAPI): string[] {
  return $('text')
    .toArray()
    .flatMap((text) => {
      const lines = $(text).children('tspan');
      const parts = lines.length > 1 ? lines.toArray() : [text];
      return parts.map((part) => $(part).text().replace(/\s+/g, ' ').trim());
    })
    .filter((line) => line !== '');
}

/**
 * Words of the source that the drawing splits across two lines (Mermaid cuts a
 * word longer than its wrapping width wherever it runs out of room, as
 * "Configura" and "tion"): a drawing that does reads badly.
 */
export function brokenWords(raw: string, source: string): string[] {
  const lines = textLines(load(raw, {xml: true}));
  const broken: string[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const before = lines[index - 1].replace(/-$/, '');
    const after = lines[index];
    if (!/[\p{L}\p{N}]$/u.test(before) || !/^[\p{L}\p{N}]/u.test(after)) continue;
    const head = /[\p{L}\p{N}]+$/u.exec(before)?.[0] ?? '';
    const tail = /^[\p{L}\p{N}]+/u.exec(after)?.[0] ?? '';
    if (source.includes(head + tail) && !source.includes(`${before} ${after}`)) broken.push(head + tail);
  }
  return broken;
}
