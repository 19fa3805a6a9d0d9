/**
 * Opens a zoomable element larger in a modal `<dialog>`: a copy of it, scaled
 * to fit the window, above the page (the page itself does not move). Escape,
 * a click anywhere or the close button closes it, and focus returns to the
 * element. Loaded only on pages that have something to zoom.
 */
import {translate} from '@docusaurus/Translate';
import {ZOOMABLE_CLASS, zoomableName} from './zoomables';
import styles from './styles.module.css';

/** Share of the window the enlarged copy may fill. */
const FILL = 0.92;

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

/** A copy of the element at its drawn size, scaled to fit the window, with its own attributes. */
function enlargedCopy(element: Element, saved: SavedAttributes): HTMLElement {
  const {width, height} = element.getBoundingClientRect();
  const scale = Math.min((window.innerWidth * FILL) / width, (window.innerHeight * FILL) / height);
  const frame = document.createElement('div');
  frame.className = styles.frame;
  frame.style.width = `${Math.round(width * scale)}px`;
  frame.style.height = `${Math.round(height * scale)}px`;
  const copy = element.cloneNode(true) as HTMLElement;
  copy.classList.remove(ZOOMABLE_CLASS, styles.zoomable);
  restore(copy, saved);
  for (const name of ['data-zoomable', 'loading', 'id']) copy.removeAttribute(name);
  if (copy instanceof HTMLImageElement) {
    // An image is drawn again at the larger size, from its best source.
    copy.src = (element as HTMLImageElement).currentSrc || copy.src;
    copy.removeAttribute('srcset');
    copy.removeAttribute('width');
    copy.removeAttribute('height');
    copy.className = styles.image;
  } else {
    // Anything else (an SVG diagram, a figure) keeps its layout and is scaled as a whole.
    copy.classList.add(styles.scaled);
    copy.style.width = `${width}px`;
    copy.style.height = `${height}px`;
    copy.style.transform = `scale(${scale})`;
  }
  frame.append(copy);
  return frame;
}

type Zoomable = HTMLElement | SVGElement;

function open(element: Zoomable, name: string, saved: SavedAttributes): void {
  const dialog = document.createElement('dialog');
  dialog.className = styles.dialog;
  dialog.setAttribute('aria-label', name || translate({id: 'help.ImageZoom.dialog', message: 'Enlarged view'}));
  const close = document.createElement('button');
  close.type = 'button';
  close.className = styles.close;
  close.setAttribute('aria-label', translate({id: 'help.ImageZoom.close', message: 'Close the enlarged view'}));
  close.textContent = '×';
  dialog.append(close, enlargedCopy(element, saved));
  // Escape closes a modal dialog by itself; any click closes it too.
  dialog.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    dialog.remove();
    element.focus({preventScroll: true});
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus({preventScroll: true});
}

/** Makes the elements open larger on click, Enter or Space; returns what undoes it. */
export function attachZoom(elements: readonly Element[]): () => void {
  const wired = elements.filter((element): element is Zoomable => element instanceof HTMLElement || element instanceof SVGElement);
  // Named and noted before the button's attributes below replace the element's own.
  const names = new Map(wired.map((element) => [element, zoomableName(element)]));
  const saved = new Map(
    wired.map((element): [Zoomable, SavedAttributes] => [element, ADDED_ATTRIBUTES.map((name) => [name, element.getAttribute(name)] as const)]),
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
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'button');
    element.setAttribute('aria-haspopup', 'dialog');
    element.setAttribute('aria-label', label(names.get(element) ?? ''));
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown as EventListener);
  }
  return () => {
    for (const element of wired) {
      element.classList.remove(ZOOMABLE_CLASS, styles.zoomable);
      restore(element, saved.get(element) ?? []);
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown as EventListener);
    }
    document.querySelectorAll(`dialog.${styles.dialog}`).forEach((dialog) => (dialog as HTMLDialogElement).close());
  };
}
