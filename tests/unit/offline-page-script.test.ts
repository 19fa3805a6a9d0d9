/** @jest-environment jsdom */
/**
 * The offline page's script (plugins/error-pages/storedPagesScript.ts), run
 * over a page cache of this browser: what it lists, and what the page says
 * where it is opened. The browser suite runs it for real (tests/e2e/offline.spec.ts).
 */
import {STORED_PAGES_SCRIPT} from '../../plugins/error-pages/storedPagesScript';

const PAGE = `<main><h1>You are offline</h1>
<p id="help-offline-explanation">This page has not been saved for offline reading on this device.</p>
<p><a id="help-offline-retry" href="">Try again</a></p>
<section id="help-stored-pages" hidden><h2>Pages you can read offline</h2></section>
<section id="help-offline-search" hidden><h2>Search offline</h2><p></p></section></main>`;

/** Runs the script at `pathname` with these pages stored (address and title). */
async function runAt(pathname: string, stored: Record<string, string>): Promise<void> {
  window.history.replaceState({}, '', pathname);
  document.body.innerHTML = PAGE;
  document.title = 'You are offline | Help';
  const requests = Object.keys(stored).map((path) => ({url: `${location.origin}${path}`}));
  const cache = {
    keys: async () => requests,
    match: async (request: {url: string}) => ({
      text: async () => `<title>${stored[new URL(request.url).pathname]} | Help</title>`,
    }),
  };
  Object.assign(window, {caches: {open: async () => cache, match: async () => undefined}});
  await (new Function(`return ${STORED_PAGES_SCRIPT.replace(/;\s*$/, '')}`) as () => Promise<void>)();
}

const section = (): HTMLElement => document.getElementById('help-stored-pages')!;

describe("the offline page's list of stored pages", () => {
  it('names each product once: its heading links to the section root when that is stored', async () => {
    await runAt('/media-engine/', {
      '/jet/': 'Jet',
      '/jet/jobs/partner-jobs/': 'Partner Jobs',
      '/flight-deck/jobs/job-groups/': 'Job Groups',
      '/': 'Home',
    });
    const headings = Array.from(section().querySelectorAll('h3'));
    expect(headings.map((h) => h.textContent)).toEqual(['Jet', 'Flight Deck', 'Other pages']);
    expect(headings[0].querySelector('a')?.getAttribute('href')).toBe('/jet/');
    expect(headings[1].querySelector('a')).toBeNull();
    expect(Array.from(section().querySelectorAll('li a')).map((a) => a.textContent)).toEqual([
      'Partner Jobs',
      'Job Groups',
      'Home',
    ]);
    expect(section().textContent!.match(/Jet/g)).toHaveLength(1);
    expect(section().hidden).toBe(false);
  });

  it('shows a product whose root alone is stored as its heading link, with no empty list', async () => {
    await runAt('/media-engine/', {'/jet/': 'Jet'});
    expect(section().querySelectorAll('ul')).toHaveLength(0);
    expect(section().querySelector('h3 a')?.textContent).toBe('Jet');
  });

  it('speaks of the address asked for when it stands in for a page not stored', async () => {
    await runAt('/media-engine/', {});
    expect(document.querySelector('h1')?.textContent).toBe('You are offline');
    expect(document.getElementById('help-offline-retry')?.parentElement?.hidden).toBe(false);
    expect(section().hidden).toBe(true);
  });

  it.each(['/offline/', '/offline.html'])(
    'opened at its own address (%s), speaks of the pages kept',
    async (path) => {
      await runAt(path, {'/jet/': 'Jet'});
      expect(document.querySelector('h1')?.textContent).toBe('Reading offline');
      expect(document.title).toBe('Reading offline | Help');
      expect(document.getElementById('help-offline-explanation')?.textContent).toBe(
        'Every page of Help you open on this device is kept for reading without a connection.',
      );
      expect(document.body.textContent).not.toContain('has not been saved');
      expect(document.getElementById('help-offline-retry')?.parentElement?.hidden).toBe(true);
    },
  );
});
