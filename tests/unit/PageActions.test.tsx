/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import PageActions from '../../src/components/PageActions';
import {copyPageMarkdown, type CopyDependencies} from '../../src/components/PageActions/copyPage';
import {COPY_FEEDBACK_MS} from '../../src/clipboard/useCopyFeedback';

const TWIN = '/jet/jobs/partner-jobs/index.md';
const MARKDOWN = '---\ntitle: "Partner Jobs"\n---\n\n# Partner Jobs\n';

function dependencies(
  options: {load?: 'ok' | 'missing' | 'offline'; clipboard?: 'ok' | 'refused'} = {},
): CopyDependencies & {
  copied: string[];
} {
  const copied: string[] = [];
  return {
    copied,
    fetch: jest.fn(async () => {
      if (options.load === 'offline') throw new TypeError('Failed to fetch');
      return {
        ok: options.load !== 'missing',
        status: options.load === 'missing' ? 404 : 200,
        text: async () => MARKDOWN,
      };
    }),
    writeText: async (text) => {
      const value = await text;
      if (options.clipboard === 'refused')
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      copied.push(value);
    },
  };
}

async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

describe('copyPageMarkdown', () => {
  it("copies the page's Markdown twin", async () => {
    const deps = dependencies();
    await expect(copyPageMarkdown(TWIN, deps)).resolves.toBe('copied');
    expect(deps.fetch).toHaveBeenCalledWith(TWIN);
    expect(deps.copied).toEqual([MARKDOWN]);
  });

  it('tells a twin that could not be loaded from a clipboard the browser refused', async () => {
    await expect(copyPageMarkdown(TWIN, dependencies({load: 'missing'}))).resolves.toBe('unavailable');
    await expect(copyPageMarkdown(TWIN, dependencies({load: 'offline'}))).resolves.toBe('unavailable');
    await expect(copyPageMarkdown(TWIN, dependencies({clipboard: 'refused'}))).resolves.toBe('refused');
  });
});

describe('page actions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('"Copy page" copies the Markdown, reads "Copied!" for 1500 ms, then "Copy page" again', async () => {
    const deps = dependencies();
    render(<PageActions twinUrl={TWIN} dependencies={deps} />);
    const button = screen.getByRole('button', {name: 'Copy page'});
    fireEvent.click(button);
    await settle();
    expect(deps.copied).toEqual([MARKDOWN]);
    expect(button).toHaveTextContent('Copied!');
    expect(screen.getByRole('status')).toHaveTextContent('copied to the clipboard as Markdown');
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(button).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveTextContent('Copy page');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says what to do when the clipboard is refused, and keeps saying it', async () => {
    render(<PageActions twinUrl={TWIN} dependencies={dependencies({clipboard: 'refused'})} />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    await settle();
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS * 3));
    expect(screen.getByRole('status')).toHaveTextContent(/did not allow copying.*"View as Markdown"/);
    expect(screen.getByRole('button', {name: 'Copy page'})).toBeInTheDocument();
  });

  it('says so when the Markdown cannot be loaded', async () => {
    render(<PageActions twinUrl={TWIN} dependencies={dependencies({load: 'offline'})} />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy page'}));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('could not be loaded, so nothing was copied');
  });

  it('offers "View as Markdown" in a menu that Escape closes, returning focus to its button', () => {
    render(<PageActions twinUrl={TWIN} dependencies={dependencies()} />);
    const toggle = screen.getByText('More ways to use this page').closest('summary') as HTMLElement;
    const details = toggle.closest('details') as HTMLDetailsElement;
    fireEvent.click(toggle);
    details.open = true;
    expect(screen.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', TWIN);
    fireEvent.keyDown(screen.getByRole('link', {name: 'View as Markdown'}), {key: 'Escape'});
    expect(details.open).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('closes the menu on a click elsewhere', () => {
    render(
      <>
        <p>Elsewhere</p>
        <PageActions twinUrl={TWIN} dependencies={dependencies()} />
      </>,
    );
    const details = screen.getByText('More ways to use this page').closest('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(details.open).toBe(false);
  });
});
