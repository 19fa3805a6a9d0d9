/** @jest-environment jsdom */
import {renderHook, waitFor} from '@testing-library/react';
import {useImageZoom} from '../../src/components/ImageZoom/useImageZoom';
import {attachZoom} from '../../src/components/ImageZoom/zoom';
import {findZoomables, zoomableName} from '../../src/components/ImageZoom/zoomables';

function content(html: string): HTMLElement {
  document.body.innerHTML = `<div class="markdown">${html}</div>`;
  return document.body.firstElementChild as HTMLElement;
}

// jsdom has no modal dialogs: the parts of <dialog> zoom uses.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('what opens larger', () => {
  it('images, elements marked data-zoomable and .help-diagram wrappers, in page order', () => {
    const root = content(`
      <p><img src="/a.png" alt="A"></p>
      <div class="help-diagram"><svg aria-label="Flow"><title>Flow</title></svg><img src="/inside.png" alt="inside"></div>
      <table data-zoomable aria-label="Table"></table>
      <a href="/x/"><img src="/linked.png" alt="linked"></a>
      <img src="/icon.png" alt="icon" width="16" height="16">
      <img src="/off.png" alt="off" data-zoomable="false">`);
    expect(findZoomables(root).map((element) => zoomableName(element))).toEqual(['A', 'Flow', 'Table']);
  });

  it('opens every diagram, wide or narrow: none scrolls in the page any more', () => {
    const root = content(`
      <div class="help-diagram"><svg width="1400" height="80"><title>Wide</title></svg></div>
      <div class="help-diagram"><svg width="300" height="80" aria-label="Narrow"><title>Narrow</title></svg></div>`);
    expect(findZoomables(root).map((element) => zoomableName(element))).toEqual(['Wide', 'Narrow']);
  });

  it('finds nothing in plain text, so nothing more is loaded', () => {
    expect(findZoomables(content('<p>Words only.</p><pre><code>ls</code></pre>'))).toEqual([]);
  });
});

describe('zoom', () => {
  it('makes each element a button that opens a labelled dialog on click, Enter or Space, and restores focus on close', () => {
    const root = content(
      '<img src="/a.png" alt="Route map"><div class="help-diagram"><svg role="img" aria-label="Flow"></svg></div><table data-zoomable aria-label="Steps"></table>',
    );
    const [image, diagram, table] = findZoomables(root) as HTMLElement[];
    const detach = attachZoom([image, diagram, table]);
    expect(table.getAttribute('aria-label')).toBe('Open larger: Steps');
    expect(image.getAttribute('role')).toBe('button');
    expect(image.getAttribute('tabindex')).toBe('0');
    expect(image.getAttribute('aria-haspopup')).toBe('dialog');
    expect(image.getAttribute('aria-label')).toBe('Open larger: Route map');

    image.click();
    let dialog = document.querySelector('dialog');
    expect(dialog?.hasAttribute('open')).toBe(true);
    expect(dialog?.getAttribute('aria-label')).toBe('Route map');
    expect(new URL(dialog?.querySelector('img')?.src ?? '').pathname).toBe('/a.png');
    expect(dialog?.querySelector('img')?.hasAttribute('role')).toBe(false);
    dialog?.click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(image);

    for (const key of ['Enter', ' ']) {
      diagram.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
      dialog = document.querySelector('dialog');
      expect(dialog?.querySelector('svg')).not.toBeNull();
      dialog?.close();
    }
    table.click();
    expect(document.querySelector('dialog table')?.getAttribute('aria-label')).toBe('Steps');
    document.querySelector('dialog')?.click();
    diagram.dispatchEvent(new KeyboardEvent('keydown', {key: 'a', bubbles: true}));
    expect(document.querySelector('dialog')).toBeNull();

    detach();
    expect(image.hasAttribute('role')).toBe(false);
    expect(diagram.getAttribute('aria-label')).toBeNull();
    expect(table.getAttribute('aria-label')).toBe('Steps');
    image.click();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('opens a diagram at no less than its full drawn size, at most twice it, drawn again rather than stretched', () => {
    const root = content(`
      <div class="help-diagram"><svg width="1400" height="80"><title>Wide</title></svg></div>
      <div class="help-diagram"><svg width="300" height="80"><title>Small</title></svg></div>`);
    const [wide, small] = findZoomables(root) as HTMLElement[];
    const detach = attachZoom([wide, small]);
    wide.click();
    // jsdom's window is 1024 px wide: the wide diagram keeps its 1400 px and pans.
    expect(document.querySelector('dialog svg')?.getAttribute('width')).toBe('1400');
    expect(document.querySelector('dialog svg')?.getAttribute('height')).toBe('80');
    document.querySelector('dialog')?.close();
    small.click();
    expect(document.querySelector('dialog svg')?.getAttribute('width')).toBe('600');
    document.querySelector('dialog')?.close();
    detach();
  });

  it('leaves a diagram with its own button a plain box: the button opens the drawing shown, alone, and gets focus back', () => {
    const root = content(`
      <div class="help-diagram help-diagram--narrow-below-600"><svg class="help-diagram__svg help-diagram__svg--wide" width="900" height="80"><title>Flow</title></svg><svg class="help-diagram__svg help-diagram__svg--narrow" width="450" height="300"><title>Flow</title></svg><button type="button" class="help-diagram__open" aria-label="Open full size: Flow">Open full size</button></div>`);
    const [box] = findZoomables(root) as HTMLElement[];
    const [, narrow] = Array.from(box.querySelectorAll('svg'));
    // The page shows the narrow drawing (jsdom lays nothing out: only it has boxes here).
    narrow.getClientRects = () => [new DOMRect(0, 0, 300, 200)] as unknown as DOMRectList;
    const button = box.querySelector('button') as HTMLButtonElement;
    const detach = attachZoom([box]);
    expect(box.hasAttribute('role')).toBe(false);
    expect(box.hasAttribute('tabindex')).toBe(false);
    expect(box.hasAttribute('aria-label')).toBe(false);

    button.click();
    const dialog = document.querySelector('dialog');
    expect(dialog?.getAttribute('aria-label')).toBe('Flow');
    const copies = Array.from(dialog?.querySelectorAll('svg') ?? []);
    expect(copies).toHaveLength(1);
    expect(copies[0].getAttribute('class')).toBe('help-diagram__svg');
    // The narrow drawing (450 × 300), grown to twice its size in jsdom's 1024 × 768 window.
    expect([copies[0].getAttribute('width'), copies[0].getAttribute('height')]).toEqual(['900', '600']);
    expect(dialog?.querySelector('button.help-diagram__open')).toBeNull();
    dialog?.close();
    expect(document.activeElement).toBe(button);

    // A click on the drawing itself opens it too.
    narrow.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    expect(document.querySelector('dialog')).not.toBeNull();
    document.querySelector('dialog')?.close();
    detach();
    button.click();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('pans on a mouse drag without closing, and closes on a click that did not move', () => {
    const root = content(
      '<div class="help-diagram"><svg width="1400" height="80"><title>Wide</title></svg></div>',
    );
    const [wide] = findZoomables(root) as HTMLElement[];
    const detach = attachZoom([wide]);
    wide.click();
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    const pointer = (type: string, x: number, buttons: number) =>
      dialog.dispatchEvent(
        Object.assign(new MouseEvent(type, {clientX: x, clientY: 10, buttons, bubbles: true}), {
          pointerType: 'mouse',
        }),
      );
    pointer('pointerdown', 400, 1);
    pointer('pointermove', 300, 1);
    expect(dialog.scrollLeft).toBe(100);
    pointer('pointerup', 300, 0);
    dialog.click();
    expect(dialog.open).toBe(true);
    pointer('pointerdown', 300, 1);
    pointer('pointerup', 300, 0);
    dialog.click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(wide);
    detach();
  });
});

describe('a click that comes before the zoom code', () => {
  it('is kept, and opens the dialog once the code has loaded', async () => {
    document.body.innerHTML = `<article><div class="theme-doc-markdown">
      <div class="help-diagram"><svg width="300" height="80" aria-label="Flow"></svg>
      <button type="button" class="help-diagram__open">Open full size</button></div></div></article>`;
    const button = document.querySelector('button')!;
    const {unmount} = renderHook(() => useImageZoom('/flight-deck/jobs/'));
    button.click();
    expect(document.querySelector('dialog')).toBeNull();
    await waitFor(() => expect(document.querySelector('dialog')?.hasAttribute('open')).toBe(true));
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    unmount();
  });
});
