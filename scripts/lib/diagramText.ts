/**
 * How a diagram's box shows on the page, measured in the browser: which of
 * its drawings shows and how large its text is drawn. Shared by the browser
 * tests and `bench/diagram-text.ts`; self-contained, so that Playwright can
 * run it in the page (`locator.evaluateAll(measureDiagramBoxes)`).
 */

export interface DiagramBoxMeasure {
  /** The accessible name of the drawing shown. */
  readonly name: string;
  /** Which drawing shows: the narrow one (drawn for phones) or the wide one. */
  readonly layout: 'wide' | 'narrow';
  /** How many of the box's drawings are laid out (1 unless something is wrong). */
  readonly drawingsShown: number;
  /** Its drawn width (the SVG's width attribute). */
  readonly natural: number;
  /** The median height of its text as drawn: each label's font size times the drawing's scale. */
  readonly textPx: number;
}

export function measureDiagramBoxes(boxes: Element[]): DiagramBoxMeasure[] {
  return boxes.map((box) => {
    const drawings = Array.from(box.querySelectorAll(':scope > svg'));
    const shown = drawings.filter((svg) => svg.getClientRects().length > 0);
    const svg = shown[0] ?? drawings[0];
    const sizes = Array.from(svg.querySelectorAll('text'))
      .filter((text) => (text.textContent ?? '').trim() !== '' && text.getClientRects().length > 0)
      .map((text) => {
        const matrix = text.getScreenCTM();
        return parseFloat(getComputedStyle(text).fontSize) * (matrix ? Math.hypot(matrix.a, matrix.b) : 1);
      })
      .sort((a, b) => a - b);
    const middle = Math.floor(sizes.length / 2);
    return {
      name: svg.querySelector('title')?.textContent ?? '',
      layout: svg.classList.contains('help-diagram__svg--narrow') ? 'narrow' : 'wide',
      drawingsShown: shown.length,
      natural: Number(svg.getAttribute('width')),
      textPx: sizes.length % 2 ? sizes[middle] : (sizes[middle - 1] + sizes[middle]) / 2,
    };
  });
}
