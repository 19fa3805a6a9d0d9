/**
 * What every diagram is drawn with. Mermaid lays a diagram out with these
 * settings; its colours come from `src/css/diagrams.css`, so the same SVG
 * serves light and dark mode.
 */

/**
 * Text of diagrams. Mermaid sizes every box to the text as measured in the
 * build's Chromium, so the font must have the same widths where readers see it:
 * DejaVu Sans (installed with the build's fonts) derives from Bitstream Vera,
 * which shares Verdana's metrics; Verdana ships with Windows and macOS.
 * `src/css/diagrams.css` names the same fonts.
 */
export const DIAGRAM_FONT_FAMILY = 'Verdana, "DejaVu Sans", "Bitstream Vera Sans", sans-serif';
export const DIAGRAM_FONT_SIZE_PX = 16;

/** Mermaid's configuration (layout only: the theme's colours are replaced by the site's stylesheet). */
export const MERMAID_CONFIG = {
  startOnLoad: false,
  securityLevel: 'strict',
  suppressErrorRendering: true,
  theme: 'neutral',
  fontFamily: DIAGRAM_FONT_FAMILY,
  fontSize: DIAGRAM_FONT_SIZE_PX,
  // Labels as SVG text, not HTML in <foreignObject>: plain SVG scales and needs no inline styles.
  htmlLabels: false,
  flowchart: {useMaxWidth: false, htmlLabels: false, wrappingWidth: 200},
  sequence: {useMaxWidth: false, wrap: true, actorMargin: 25, width: 130},
} as const;

/**
 * Diagram types the site's stylesheet colours, keyed by the type Mermaid
 * reports. A diagram of another type fails the build until its colours are
 * added to `src/css/diagrams.css` and its type here.
 */
export const SUPPORTED_DIAGRAMS: Readonly<Record<string, {readonly label: string}>> = {
  flowchart: {label: 'Flowchart'},
  'flowchart-v2': {label: 'Flowchart'},
  flowchartElk: {label: 'Flowchart'},
  sequence: {label: 'Sequence diagram'},
};

/** The doc page's text column at a 1280 px window, less the diagram box's padding and border. */
export const DESKTOP_DIAGRAM_SPACE_PX = 724 - 18;

/** The smallest text a diagram may be scaled to on a desktop; `npm run lint:content` holds every diagram to it. */
export const MIN_DESKTOP_TEXT_PX = 11;

/** The widest a diagram may be drawn: scaled into the desktop column, its text stays at least 11 px high. */
export const MAX_DIAGRAM_WIDTH_PX = Math.floor(
  (DESKTOP_DIAGRAM_SPACE_PX * DIAGRAM_FONT_SIZE_PX) / MIN_DESKTOP_TEXT_PX,
);
