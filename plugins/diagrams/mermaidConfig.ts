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

/** A Mermaid configuration, as `mermaid.initialize` takes it. */
export type MermaidConfig = Readonly<Record<string, unknown>>;

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

/** The doc page's text column at a 375 px window (1 rem of padding each side), less the diagram box's padding and border. */
export const PHONE_DIAGRAM_SPACE_PX = 375 - 32 - 18;

/** The same column at a 320 px window, the narrowest phones': text readable there needs no button. */
export const SMALLEST_PHONE_DIAGRAM_SPACE_PX = 320 - 32 - 18;

/** The smallest text a diagram should show on a phone without being opened full size. */
export const MIN_PHONE_TEXT_PX = 9;

/**
 * What a diagram's narrow drawings change in Mermaid's configuration, tried in
 * this order for phones when the wide drawing's text would be under 9 px
 * there: labels wrapped narrower and boxes closer; a sequence diagram's
 * participants narrower, with their names and messages wrapped to them.
 */
export const NARROW_CONFIG_STEPS = [
  {
    name: 'narrow',
    changes: {
      flowchart: {wrappingWidth: 130, nodeSpacing: 30, rankSpacing: 40},
      sequence: {width: 100, actorMargin: 10, wrapPadding: 5},
    },
  },
  {
    name: 'narrower',
    changes: {
      flowchart: {wrappingWidth: 90, nodeSpacing: 15, rankSpacing: 30, padding: 8},
      sequence: {width: 75, actorMargin: 8, wrapPadding: 4},
    },
  },
] as const;

/**
 * Container widths (px) at which a box may switch between its drawings or
 * show its "Open full size" button: `src/css/diagrams.css` has one container
 * query for each, the build gives each box the classes of its own. Closer
 * steps at phone widths (a 375 px window's column is 325 px wide).
 */
export const DIAGRAM_BREAKPOINTS_PX = [300, 325, 350, 375, 400, 450, 500, 550, 600, 650, 700] as const;
