/** @jest-environment jsdom */
import {act} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import LastUpdated from '../../src/theme/LastUpdated';

// Tells React that this test wraps its renders in act().
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

const formatted = jest.fn();
let isBrowser = false;

jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => isBrowser}), {virtual: true});
jest.mock(
  '@docusaurus/theme-common',
  () => ({ThemeClassNames: {common: {lastUpdated: 'theme-last-updated'}}}),
  {virtual: true},
);
jest.mock(
  '@theme-original/LastUpdated',
  () => ({
    __esModule: true,
    default: () => {
      formatted();
      return <span className="theme-last-updated">Last updated on client</span>;
    },
  }),
  {virtual: true},
);

const SERVER_HTML =
  '<span class="theme-last-updated">Last updated<!-- --> on <b><time datetime="2026-11-20T00:00:00.000Z">Nov 20, 2026</time></b></span>';

describe('"Last updated" on a doc page', () => {
  beforeEach(() => {
    formatted.mockClear();
    process.env.HYDRATE_CLIENT_ENTRY = 'true';
  });
  afterAll(() => {
    delete process.env.HYDRATE_CLIENT_ENTRY;
  });

  it("keeps the server's date while a first load hydrates, without formatting it again", async () => {
    isBrowser = false;
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    await act(async () => {
      hydrateRoot(container, <LastUpdated lastUpdatedAt={Date.UTC(2026, 10, 20)} />);
    });
    expect(formatted).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(SERVER_HTML);
  });

  it('is formatted as stock on a page reached in the app, and in the preview', async () => {
    for (const [browser, flag] of [
      [true, 'true'],
      [false, undefined],
    ] as const) {
      isBrowser = browser;
      if (flag) process.env.HYDRATE_CLIENT_ENTRY = flag;
      else delete process.env.HYDRATE_CLIENT_ENTRY;
      const container = document.createElement('div');
      await act(async () => {
        createRoot(container).render(<LastUpdated lastUpdatedAt={Date.UTC(2026, 10, 20)} />);
      });
      expect(container.textContent).toBe('Last updated on client');
    }
    expect(formatted).toHaveBeenCalledTimes(2);
  });
});
