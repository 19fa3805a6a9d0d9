/**
 * "Was this page helpful?": the rules, apart from the form. One answer per
 * page per browser, kept in localStorage; the answer goes to the analytics
 * data layer as one `page-feedback` entry.
 */
import type {PageFeedbackEntry} from '@site/src/analytics/dataLayer';

export type Answer = PageFeedbackEntry['answer'];

/** The most the reader may write, counted as typed (the text box's own count). */
export const REASON_MAX_LENGTH = 500;

const KEY_PREFIX = 'help.feedback:';

/** Where a page's answer is kept. */
export function storageKey(path: string): string {
  return `${KEY_PREFIX}${path}`;
}

/**
 * The reasons offered after each answer, by the value sent to analytics; the
 * reader may pick one, or none. Their labels are in `ReasonForm`.
 */
export const REASONS = {
  yes: ['answered', 'steps-worked', 'easy-to-follow', 'other'],
  no: ['wrong-or-outdated', 'missing', 'unclear', 'steps-failed', 'other'],
} as const satisfies Readonly<Record<Answer, readonly string[]>>;

export type Reason = (typeof REASONS)[Answer][number];

/** The storage the browser gives, when it gives one (a browser may refuse access). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether this browser already answered for the page; unreadable storage counts as not answered. */
export function hasAnswered(storage: KeyValueStore | undefined, path: string): boolean {
  try {
    return storage?.getItem(storageKey(path)) != null;
  } catch {
    return false;
  }
}

/** Remembers that the page was answered; a storage that refuses only loses the memory, never the answer. */
export function rememberAnswer(storage: KeyValueStore | undefined, path: string, answer: Answer): void {
  try {
    storage?.setItem(storageKey(path), JSON.stringify({answer, at: new Date().toISOString()}));
  } catch {
    // Private modes and full storage refuse writes: the reader could answer again, nothing else changes.
  }
}

export interface FeedbackInput {
  readonly path: string;
  readonly product: string;
  readonly version: string;
  readonly answer: Answer;
  readonly reason?: string;
  readonly reasonText?: string;
}

/** The data-layer entry for an answer: a reason only from the offered list, the text trimmed and capped. */
export function feedbackEntry({
  path,
  product,
  version,
  answer,
  reason = '',
  reasonText = '',
}: FeedbackInput): PageFeedbackEntry {
  return {
    event: 'page-feedback',
    path,
    product,
    version,
    answer,
    reason: (REASONS[answer] as readonly string[]).includes(reason) ? reason : '',
    reasonText: reasonText.trim().slice(0, REASON_MAX_LENGTH),
  };
}
