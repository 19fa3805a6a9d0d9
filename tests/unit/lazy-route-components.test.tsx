/** @jest-environment jsdom */
import {act} from 'react';
import {createRoot} from 'react-dom/client';
import lazyComponentCreator from '../../src/routing/lazyComponentCreator';

const created: string[] = [];

// Core's creator needs the generated route registry; this double records each call and returns a loadable-like component.
jest.mock(
  '@docusaurus/ComponentCreator',
  () => ({
    __esModule: true,
    default: (path: string, hash: string) => {
      created.push(`${path}-${hash}`);
      const Route = ({label}: {label?: string}) => <p>{`${path} ${label ?? ''}`.trim()}</p>;
      Route.preload = () => Promise.resolve(`loaded ${path}`);
      return Route;
    },
  }),
  {virtual: true},
);

describe('route components made on first use', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('makes no route component while the route table is built', () => {
    lazyComponentCreator('/jet/', 'a1');
    lazyComponentCreator('/jet/jobs/', 'b2');
    expect(created).toEqual([]);
  });

  it('makes a route component once, on preload, and renders that one with its props', async () => {
    const Route = lazyComponentCreator('/jet/jobs/', 'b2');
    lazyComponentCreator('/flight-deck/', 'c3');
    await expect(Route.preload()).resolves.toBe('loaded /jet/jobs/');
    expect(created).toEqual(['/jet/jobs/-b2']);

    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Route label="ready" />));
    expect(container.textContent).toBe('/jet/jobs/ ready');
    expect(created).toEqual(['/jet/jobs/-b2']);
    act(() => root.unmount());
  });

  it('makes the component on first render when nothing preloaded it', async () => {
    const Route = lazyComponentCreator('*', 'x');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Route />));
    expect(container.textContent).toBe('*');
    expect(created).toEqual(['*-x']);
    act(() => root.unmount());
  });
});
