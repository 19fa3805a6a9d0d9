/** The lines of a page that a reader sees as text, for rules about wording. */

export interface ReaderLine {
  /** 1-based line number in the whole file, front matter included. */
  readonly line: number;
  readonly text: string;
}

const FENCE = /^\s*(```+|~~~+)(.*)$/;
/** A Markdown link, `[text](address)`. */
const LINK = /\[([^\]]*)\]\([^)\s]*(?:\s+"[^"]*")?\)/g;

/** A line as the reader reads it: each link as its text. */
function linkTexts(text: string): string {
  return text.replace(LINK, '$1');
}

/**
 * Every line of `source` except those inside code fences, whose text is code
 * rather than wording. Mermaid fences are kept: their labels are shown to the
 * reader in the drawn diagram. Fence lines themselves are left out.
 */
export function readerLines(source: string): ReaderLine[] {
  const kept: ReaderLine[] = [];
  let fence: {marker: string; code: boolean} | null = null;
  source.split('\n').forEach((text, index) => {
    const match = FENCE.exec(text);
    if (fence !== null) {
      if (match && match[1].startsWith(fence.marker) && match[2].trim() === '') fence = null;
      else if (!fence.code) kept.push({line: index + 1, text});
      return;
    }
    if (match) {
      fence = {marker: match[1], code: match[2].trim() !== 'mermaid'};
      return;
    }
    kept.push({line: index + 1, text: linkTexts(text)});
  });
  return kept;
}

/** A problem on one line of a page, before the page's file is attached. */
export interface LineProblem {
  readonly line: number;
  readonly message: string;
}
