import {writeToClipboard} from '@site/src/clipboard/writeToClipboard';

/** What became of a request to copy the page: copied, its Markdown could not be loaded, or the browser refused the clipboard. */
export type CopyOutcome = 'copied' | 'unavailable' | 'refused';

export interface CopyDependencies {
  readonly fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;
  /** Writes text to the clipboard; rejects when the browser refuses. */
  readonly writeText: (text: Promise<string>) => Promise<void>;
}

/**
 * Writes text that is still loading. Safari only allows the clipboard within
 * the click, so where the browser accepts a pending item (ClipboardItem) the
 * write starts at once; elsewhere the text is awaited, then written.
 */
export async function writePendingText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await writeToClipboard(await text);
}

const browserDependencies: CopyDependencies = {
  fetch: (url) => window.fetch(url, {headers: {Accept: 'text/markdown'}}),
  writeText: writePendingText,
};

/** Loads the page's Markdown twin and copies it. */
export async function copyPageMarkdown(
  twinUrl: string,
  dependencies: CopyDependencies = browserDependencies,
): Promise<CopyOutcome> {
  let loadFailed = false;
  const text = dependencies.fetch(twinUrl).then(async (response) => {
    if (!response.ok) throw new Error(`The page's Markdown answered ${response.status}`);
    return response.text();
  });
  // The failure is reported through the outcome, not as an unhandled rejection.
  text.catch(() => {
    loadFailed = true;
  });
  try {
    await dependencies.writeText(text);
    return 'copied';
  } catch {
    await text.catch(() => undefined);
    return loadFailed ? 'unavailable' : 'refused';
  }
}
