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
  sequence: {useMaxWidth: false},
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

/**
 * The narrowest text column the site has (a 375 px phone less the page's
 * padding). A diagram wider than this can scroll sideways, so its box is made
 * keyboard-focusable and named.
 */
export const NARROWEST_COLUMN_PX = 343;
