/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import PageFeedback from '../../src/components/PageFeedback';
import {
  REASONS,
  feedbackEntry,
  hasAnswered,
  rememberAnswer,
  storageKey,
  type KeyValueStore,
} from '../../src/components/PageFeedback/feedback';
import type {DataLayerEntry} from '../../src/analytics/dataLayer';

const PAGE = {path: '/jet/jobs/partner-jobs/', product: 'jet', version: 'current'};

function memoryStorage(): KeyValueStore & {items: Map<string, string>} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const refusingStorage: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('feedback rules', () => {
  it('makes one data-layer entry with path, product, version, answer and reason', () => {
    expect(
      feedbackEntry({...PAGE, answer: 'no', reason: 'wrong-or-outdated', reasonText: '  Port is wrong.  '}),
    ).toEqual({
      event: 'page-feedback',
      ...PAGE,
      answer: 'no',
      reason: 'wrong-or-outdated',
      reasonText: 'Port is wrong.',
    });
  });

  it('keeps only offered reasons and at most 500 characters of text', () => {
    const entry = feedbackEntry({
      ...PAGE,
      answer: 'yes',
      reason: '<img src=x onerror=alert(1)>',
      reasonText: 'x'.repeat(700),
    });
    expect(entry.reason).toBe('');
    expect(feedbackEntry({...PAGE, answer: 'yes', reason: 'steps-failed'}).reason).toBe('');
    expect(REASONS.no).toContain('steps-failed');
    // The form's limit of 500 characters, as the entry keeps it.
    expect(entry.reasonText).toHaveLength(500);
  });

  it('remembers one answer per page, and treats refused storage as not answered without failing', () => {
    const storage = memoryStorage();
    expect(hasAnswered(storage, PAGE.path)).toBe(false);
    rememberAnswer(storage, PAGE.path, 'yes');
    expect(hasAnswered(storage, PAGE.path)).toBe(true);
    expect(hasAnswered(storage, '/jet/')).toBe(false);
    expect(JSON.parse(storage.items.get(storageKey(PAGE.path)) ?? '{}')).toMatchObject({answer: 'yes'});
    expect(() => rememberAnswer(refusingStorage, PAGE.path, 'no')).not.toThrow();
    expect(hasAnswered(refusingStorage, PAGE.path)).toBe(false);
    expect(hasAnswered(undefined, PAGE.path)).toBe(false);
  });
});

describe('"Was this page helpful?"', () => {
  function setup(storage: KeyValueStore = memoryStorage()) {
    const pushed: DataLayerEntry[] = [];
    const view = render(<PageFeedback {...PAGE} storage={storage} push={(entry) => pushed.push(entry)} />);
    return {pushed, storage, ...view};
  }

  it('asks with Yes and No under a heading', () => {
    setup();
    expect(screen.getByRole('region', {name: 'Was this page helpful?'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Yes'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'No'})).toBeInTheDocument();
  });

  it('asks for an optional reason, counts the characters as typed, sends one entry and thanks the reader', async () => {
    const {pushed, storage} = setup();
    fireEvent.click(screen.getByRole('button', {name: 'No'}));
    const form = await screen.findByRole('form', {name: 'Thanks! What went wrong? (optional)'});
    expect(form).toHaveFocus();
    expect(pushed).toEqual([]);
    fireEvent.click(screen.getByRole('radio', {name: 'The steps did not work'}));
    const text = screen.getByRole('textbox', {name: 'Tell us more (optional)'});
    expect(text).toHaveAttribute('maxlength', '500');
    expect(text).toHaveAccessibleDescription(/0 of 500 characters/);
    fireEvent.change(text, {target: {value: 'Step 3 fails'}});
    expect(screen.getByText('12 of 500 characters')).toBeInTheDocument();
    fireEvent.change(text, {target: {value: 'y'.repeat(600)}});
    expect(screen.getByText('500 of 500 characters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Send'}));

    expect(pushed).toEqual([
      {event: 'page-feedback', ...PAGE, answer: 'no', reason: 'steps-failed', reasonText: 'y'.repeat(500)},
    ]);
    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent('Thank you for your feedback!');
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Yes'})).not.toBeInTheDocument();
    expect(hasAnswered(storage, PAGE.path)).toBe(true);
  });

  it('sends the answer without a reason when the reader leaves before sending one', async () => {
    const {pushed, unmount} = setup();
    fireEvent.click(screen.getByRole('button', {name: 'Yes'}));
    await screen.findByRole('form');
    unmount();
    expect(pushed).toEqual([{event: 'page-feedback', ...PAGE, answer: 'yes', reason: '', reasonText: ''}]);
  });

  it('takes one answer per page per browser: an answered page says so instead of asking', () => {
    const storage = memoryStorage();
    rememberAnswer(storage, PAGE.path, 'yes');
    const {pushed} = setup(storage);
    expect(screen.queryByRole('button', {name: 'Yes'})).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You have told us about this page already');
    expect(pushed).toEqual([]);
  });

  it('still works where the browser refuses storage', async () => {
    const {pushed} = setup(refusingStorage);
    fireEvent.click(screen.getByRole('button', {name: 'Yes'}));
    await screen.findByRole('form');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Send'}));
    });
    expect(pushed).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you');
  });
});
