/** @jest-environment jsdom */
import {act, createRef} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import CodeBlockContent from '../../src/theme/CodeBlock/Content';

// React's `act` warns unless the environment says it supports it.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const highlighted = jest.fn();
let isBrowser = false;
const codeBlockRef = createRef<HTMLPreElement>() as {current: HTMLPreElement | null};

jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => isBrowser}), {virtual: true});
jest.mock(
  '@docusaurus/theme-common/internal',
  () => ({useCodeBlockContext: () => ({wordWrap: {codeBlockRef}})}),
  {virtual: true},
);
jest.mock(
  '@theme-original/CodeBlock/Content',
  () => ({
    __esModule: true,
    default: () => {
      highlighted();
      return (
        <pre>
          <code>client-rendered</code>
        </pre>
      );
    },
  }),
  {virtual: true},
);

const SERVER_HTML =
  '<div class="content"><pre class="prism-code"><code><span class="token keyword">echo</span> hi</code></pre></div>';

describe('code block content', () => {
  beforeEach(() => {
    highlighted.mockClear();
    codeBlockRef.current = null;
    // As core's production browser build defines it (`hydrateRoot`); the development server defines it false.
    process.env.HYDRATE_CLIENT_ENTRY = 'true';
  });
  afterAll(() => {
    delete process.env.HYDRATE_CLIENT_ENTRY;
  });

  it("keeps the server's highlighted HTML while the page hydrates, without running the highlighter, and gives word wrap its <pre>", async () => {
    isBrowser = false;
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    const serverPre = container.querySelector('pre');
    await act(async () => {
      hydrateRoot(container, <CodeBlockContent />);
    });
    expect(highlighted).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(container.querySelector('pre')).toBe(serverPre);
    expect(codeBlockRef.current).toBe(serverPre);
  });

  it('renders as stock on a page reached in the app', async () => {
    isBrowser = true;
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<CodeBlockContent />);
    });
    expect(highlighted).toHaveBeenCalled();
    expect(container.textContent).toBe('client-rendered');
  });

  it('renders as stock on the first render of the development server, which has no server HTML to keep', async () => {
    // `docusaurus start` defines the flag false and renders from scratch (`createRoot`) while useIsBrowser() is still false.
    delete process.env.HYDRATE_CLIENT_ENTRY;
    isBrowser = false;
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<CodeBlockContent />);
    });
    expect(highlighted).toHaveBeenCalled();
    expect(container.textContent).toBe('client-rendered');
  });
});
