/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import LazyMermaid from '../../src/theme/Mermaid';

jest.mock(
  '@theme-original/Mermaid',
  () => ({__esModule: true, default: ({value}: {value: string}) => <svg aria-label={`diagram: ${value}`} />}),
  {virtual: true},
);

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: {callback: Callback; options?: IntersectionObserverInit; disconnected: boolean}[] = [];

beforeEach(() => {
  observers.length = 0;
  (window as unknown as {IntersectionObserver: unknown}).IntersectionObserver = class {
    private readonly record: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = {callback, options, disconnected: false};
      observers.push(this.record);
    }
    observe(): void {}
    disconnect(): void {
      this.record.disconnected = true;
    }
  };
});

describe('diagrams drawn on approach', () => {
  it('holds the place without loading Mermaid until the diagram nears the viewport', () => {
    const {container} = render(<LazyMermaid value="graph LR; A-->B" />);
    expect(screen.queryByLabelText(/diagram:/)).toBeNull();
    expect(container.querySelector('[data-diagram-pending]')).not.toBeNull();
    expect(observers[0].options?.rootMargin).toBe('400px 0px');

    act(() => observers[0].callback([{isIntersecting: false}]));
    expect(screen.queryByLabelText(/diagram:/)).toBeNull();

    jest.useFakeTimers();
    act(() => observers[0].callback([{isIntersecting: true}]));
    // Drawn once the browser is idle, never during the page's start-up.
    expect(screen.queryByLabelText(/diagram:/)).toBeNull();
    act(() => jest.runAllTimers());
    jest.useRealTimers();
    expect(screen.getByLabelText('diagram: graph LR; A-->B')).toBeInTheDocument();
    expect(container.querySelector('[data-diagram-pending]')).toBeNull();
    expect(observers[0].disconnected).toBe(true);
  });

  it('draws at once in a browser without IntersectionObserver', () => {
    delete (window as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
    render(<LazyMermaid value="graph TD; X-->Y" />);
    expect(screen.getByLabelText('diagram: graph TD; X-->Y')).toBeInTheDocument();
  });
});
