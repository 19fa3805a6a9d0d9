/** Writing text to the clipboard, for the copy buttons. */

/** Writes text to the clipboard; rejects when the browser refuses. */
export type WriteText = (text: string) => Promise<void>;

/** The Clipboard API needs a secure context; plain http falls back to the older copy command. */
export const writeToClipboard: WriteText = async (text) => {
  if (navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy');
};
