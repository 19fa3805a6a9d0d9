/**
 * Opens a zoomable element larger in a modal `<dialog>`: a copy of it above
 * the page (the page itself does not move), centred. An image or figure is
 * scaled to fit the window; a diagram opens at least at its full drawn size
 * (the drawing the page shows at this width, wide or narrow), and where that
 * is larger than the window it pans (drag, touch or scroll). A diagram opens
 * from its "Open full size" button or a click on it.
 * Escape, a click (not a drag) or the close button closes it, and focus
 * returns to the element. Loaded only on pages that have something to zoom.
 */
import {translate} from '@docusaurus/Translate';
import {ZOOMABLE_CLASS, zoomableName} from './zoomables';
import styles from './styles.module.css';

/** Share of the window the enlarged copy may fill. */
const FILL = 0.92;
/** A diagram opened on a large window grows at most this much past its drawn size. */
const MAX_DIAGRAM_GROWTH = 2;
/** A pointer that moves further than this between press and release pans; it does not close. */
const DRAG_PX = 5;

const ADDED_ATTRIBUTES = ['tabindex', 'role', 'aria-haspopup', 'aria-label'] as const;

function label(name: string): string {
  return name
    ? translate({id: 'help.ImageZoom.openNamed', message: 'Open larger: {name}'}, {name})
    : translate({id: 'help.ImageZoom.open', message: 'Open larger'});
}

/** The attributes zoom sets on an element, as they were before. */
type SavedAttributes = readonly (readonly [string, string | null])[];

function restore(element: Element, saved: SavedAttributes): void {
  for (const [name, value] of saved) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/** The drawing a diagram's box shows: of its wide and narrow drawings, the one laid out at this width. */
function shownDrawing(element: Element): SVGSVGElement | null {
  if (!element.matches('.help-diagram')) return null;
  const drawings = Array.from(element.querySelectorAll<SVGSVGElement>(':scope > svg'));
  return drawings.find((svg) => svg.getClientRects().length > 0) ?? drawings[0] ?? null;
}

/** The "Open full size" button a diagram's box carries (built with the page), or null. */
function openButton(element: Element): HTMLButtonElement | null {
  return element.querySelector<HTMLButtonElement>(':scope > .help-diagram__open');
}

/** The drawn size of a diagram's SVG (its width and height attributes), or null for anything else. */
function diagramSize(svg: SVGSVGElement | null): {width: number; height: number} | null {
  const width = Number(svg?.getAttribute('width'));
  const height = Number(svg?.getAttribute('height'));
  return width > 0 && height > 0 ? {width, height} : null;
}

/** The copy of a diagram's box keeps only the drawing shown in the page, without its button. */
function keepShownDrawing(element: Element, copy: HTMLElement): void {
  const drawings = Array.from(element.querySelectorAll(':scope > svg'));
  const shown = drawings.indexOf(shownDrawing(element) as SVGSVGElement);
  Array.from(copy.querySelectorAll(':scope > svg')).forEach((svg, index) => {
    if (index !== shown) svg.remove();
    else svg.classList.remove('help-diagram__svg--wide', 'help-diagram__svg--narrow');
  });
  openButton(copy)?.remove();
  // Sized by its drawing: the box's width no longer picks anything.
  copy.style.containerType = 'normal';
}

/** A diagram's copy at its full drawn size or larger: the SVG is drawn again at that size, so it stays sharp. */
function diagramCopy(copy: HTMLElement, size: {width: number; height: number}): HTMLElement {
  const fit = Math.min((window.innerWidth * FILL) / size.width, (window.innerHeight * FILL) / size.height);
  const scale = Math.min(Math.max(fit, 1), MAX_DIAGRAM_GROWTH);
  copy.classList.add(styles.diagram);
  const svg = copy.querySelector('svg');
  if (svg) {
    const width = Math.round(size.width * scale);
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(Math.round(size.height * scale)));
    // Set through the CSSOM (which the Content-Security-Policy allows): the page's fit-the-column rules must not shrink it.
    svg.style.width = `${width}px`;
    svg.style.maxWidth = 'none';
  }
  copy.style.maxWidth = 'none';
  return copy;
}

/** A copy of the element, sized for the dialog, with its own attributes. */
function enlargedCopy(element: Element, saved: SavedAttributes): HTMLElement {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.classList.remove(ZOOMABLE_CLASS, styles.zoomable);
  restore(copy, saved);
  for (const name of ['data-zoomable', 'loading', 'id']) copy.removeAttribute(name);
  const drawn = diagramSize(shownDrawing(element));
  if (drawn) {
    keepShownDrawing(element, copy);
    return diagramCopy(copy, drawn);
  }

  const {width, height} = element.getBoundingClientRect();
  const scale = Math.min((window.innerWidth * FILL) / width, (window.innerHeight * FILL) / height);
  const frame = document.createElement('div');
  frame.className = styles.frame;
  frame.style.width = `${Math.round(width * scale)}px`;
  frame.style.height = `${Math.round(height * scale)}px`;
  if (copy instanceof HTMLImageElement) {
    // An image is drawn again at the larger size, from its best source.
    copy.src = (element as HTMLImageElement).currentSrc || copy.src;
    copy.removeAttribute('srcset');
    copy.removeAttribute('width');
    copy.removeAttribute('height');
    copy.className = styles.image;
  } else {
    // Anything else (a figure, a table) keeps its layout and is scaled as a whole.
    copy.classList.add(styles.scaled);
    copy.style.width = `${width}px`;
    copy.style.height = `${height}px`;
    copy.style.transform = `scale(${scale})`;
  }
  frame.append(copy);
  return frame;
}

/** Mouse drags pan the dialog's content; a click closes it only when the pointer did not move. */
function panAndClose(dialog: HTMLDialogElement): void {
  let start: {x: number; y: number; left: number; top: number} | null = null;
  let dragged = false;
  dialog.addEventListener('pointerdown', (event) => {
    dragged = false;
    // Touch pans by itself (the dialog scrolls); only a mouse or pen is moved here.
    start =
      event.pointerType === 'touch'
        ? null
        : {x: event.clientX, y: event.clientY, left: dialog.scrollLeft, top: dialog.scrollTop};
  });
  dialog.addEventListener('pointermove', (event) => {
    if (!start || event.buttons === 0) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > DRAG_PX || Math.abs(dy) > DRAG_PX) dragged = true;
    dialog.scrollLeft = start.left - dx;
    dialog.scrollTop = start.top - dy;
  });
  dialog.addEventListener('pointerup', () => {
    start = null;
  });
  dialog.addEventListener('click', () => {
    if (!dragged) dialog.close();
    dragged = false;
  });
}

type Zoomable = HTMLElement | SVGElement;

function open(element: Zoomable, name: string, saved: SavedAttributes): void {
  const dialog = document.createElement('dialog');
  dialog.className = styles.dialog;
  dialog.setAttribute(
    'aria-label',
    name || translate({id: 'help.ImageZoom.dialog', message: 'Enlarged view'}),
  );
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.close;
  close.setAttribute(
    'aria-label',
    translate({id: 'help.ImageZoom.close', message: 'Close the enlarged view'}),
  );
  close.textContent = '×';
  dialog.append(close, enlargedCopy(element, saved));
  // Escape closes a modal dialog by itself; a click (not a drag) closes it too.
  panAndClose(dialog);
  dialog.addEventListener('close', () => {
    dialog.remove();
    (openButton(element) ?? element).focus({preventScroll: true});
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus({preventScroll: true});
}

/** Makes the elements open larger on click, Enter or Space; returns what undoes it. */
export function attachZoom(elements: readonly Element[]): () => void {
  const wired = elements.filter(
    (element): element is Zoomable => element instanceof HTMLElement || element instanceof SVGElement,
  );
  // Named and noted before the button's attributes below replace the element's own.
  const names = new Map(wired.map((element) => [element, zoomableName(element)]));
  const saved = new Map(
    wired.map((element): [Zoomable, SavedAttributes] => [
      element,
      ADDED_ATTRIBUTES.map((name) => [name, element.getAttribute(name)] as const),
    ]),
  );
  const openTarget = (event: Event): void => {
    const element = event.currentTarget as Zoomable;
    open(element, names.get(element) ?? '', saved.get(element) ?? []);
  };
  const onClick = (event: Event): void => {
    event.preventDefault();
    openTarget(event);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    openTarget(event);
  };
  for (const element of wired) {
    element.classList.add(ZOOMABLE_CLASS, styles.zoomable);
    element.addEventListener('click', onClick);
    // A diagram's own button is its control (a click on the drawing opens it too); anything else becomes one.
    if (openButton(element)) continue;
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'button');
    element.setAttribute('aria-haspopup', 'dialog');
    element.setAttribute('aria-label', label(names.get(element) ?? ''));
    element.addEventListener('keydown', onKeyDown as EventListener);
  }
  return () => {
    for (const element of wired) {
      element.classList.remove(ZOOMABLE_CLASS, styles.zoomable);
      restore(element, saved.get(element) ?? []);
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown as EventListener);
    }
    document
      .querySelectorAll(`dialog.${styles.dialog}`)
      .forEach((dialog) => (dialog as HTMLDialogElement).close());
  };
}
