/** A promise marked settled the way React's `use()` reads synchronously (its `status` and `value`). */
type MarkedPromise = Promise<void> & {status?: 'fulfilled'; value?: void};

/** What a first touch of the page looks like: the article must be live before its click or key lands. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

let idle: Promise<void> | undefined;

/**
 * Settles once the browser is idle after the first load (at most `timeoutMs`
 * later), or at the reader's first touch of the page, whichever comes first.
 * One promise for the whole page life.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  if (idle) return idle;
  let resolve: () => void = () => undefined;
  const promise: MarkedPromise = new Promise<void>((done) => {
    resolve = done;
  });
  const settle = (): void => {
    if (promise.status) return;
    // Marked settled at once, so that a hydration attempt in this very event reads it without waiting a microtask.
    promise.status = 'fulfilled';
    promise.value = undefined;
    for (const type of FIRST_TOUCH) document.removeEventListener(type, settle, true);
    resolve();
  };
  for (const type of FIRST_TOUCH) document.addEventListener(type, settle, true);
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(settle, {timeout: timeoutMs});
  else window.setTimeout(settle, 1);
  idle = promise;
  return promise;
}
