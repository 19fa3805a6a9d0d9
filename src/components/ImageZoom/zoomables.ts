/**
 * What opens larger on click or Enter: images of the page's content, and any
 * element marked `data-zoomable` or wrapped as `.help-diagram` (diagrams drawn
 * ahead of time, scaled to fit the column). Images inside links keep their link;
 * the parts of a zoomable element are not zoomable on their own.
 */
export const ZOOMABLE_SELECTOR = 'img, [data-zoomable], .help-diagram';

/** Elements already wired (`tabindex` etc. added); also how the styles find them. */
export const ZOOMABLE_CLASS = 'help-zoomable';

/** Images smaller than this on both sides are icons: not worth opening larger. */
const MIN_SIDE_PX = 48;

function isTiny(element: Element): boolean {
  if (element.tagName !== 'IMG') return false;
  const image = element as HTMLImageElement;
  const width = image.width || Number(image.getAttribute('width'));
  const height = image.height || Number(image.getAttribute('height'));
  return width > 0 && height > 0 && width < MIN_SIDE_PX && height < MIN_SIDE_PX;
}

/** The zoomable elements below `root`, in page order. */
export function findZoomables(root: ParentNode): Element[] {
  const candidates = Array.from(root.querySelectorAll(ZOOMABLE_SELECTOR));
  return candidates.filter(
    (element) =>
      element.getAttribute('data-zoomable') !== 'false' &&
      !element.closest('a, button') &&
      !candidates.some((other) => other !== element && other.contains(element)) &&
      !isTiny(element),
  );
}

/** A short name for the element: its alt text, label or title. */
export function zoomableName(element: Element): string {
  const named = element.matches('img') ? element : element.querySelector('img, svg, [role="img"]');
  const candidates = [
    element.getAttribute('aria-label'),
    element.getAttribute('alt'),
    element.getAttribute('title'),
    named?.getAttribute('aria-label'),
    named?.getAttribute('alt'),
    named?.querySelector('title')?.textContent,
  ];
  return candidates.map((value) => value?.trim() ?? '').find((value) => value !== '') ?? '';
}
