/** The programmable part of the content guide, as pure functions. */
import matter from 'gray-matter';

export interface LintProblem {
  file: string;
  line: number;
  message: string;
}

export const MAX_DESCRIPTION_LENGTH = 160;
export const MIN_PROSE_WORDS = 200;
/** Overview, guide and section landing pages run longer. */
export const MIN_PROSE_WORDS_LONG = 400;
export const MIN_LINKS = 2;

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;
const FENCE = /^\s*(```+|~~~+)(.*)$/;

/** True for pages the guide asks to run 400+ words: overviews, guides and section roots. */
export function isLongFormPage(file: string): boolean {
  const name = file.replace(/\\/g, '/').split('/').pop() ?? '';
  return /^index\.mdx?$/.test(name) || /(overview|guide)/.test(name);
}

/** Body lines that are prose: no code, tables, headings, directives, imports or HTML-only lines. */
export function proseText(body: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1].startsWith(fence) && fenceMatch[2].trim() === '') {
        fence = null;
      }
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    const trimmed = line.trim();
    if (
      trimmed.startsWith('|') ||
      trimmed.startsWith('#') ||
      trimmed.startsWith(':::') ||
      /^(import|export)\s/.test(trimmed) ||
      /^<[^>]+>$/.test(trimmed)
    ) {
      continue;
    }
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Line number (1-based, in the whole file) of the first match of `pattern`. */
function lineOf(source: string, pattern: RegExp): number {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => pattern.test(line));
  return index === -1 ? 1 : index + 1;
}

export function lintPage(file: string, source: string): LintProblem[] {
  const problems: LintProblem[] = [];
  const report = (line: number, message: string) => problems.push({file, line, message});

  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    report(1, `front matter is not valid YAML: ${(error as Error).message}`);
    return problems;
  }
  const data = parsed.data as Record<string, unknown>;
  const bodyOffset = source.split('\n').length - parsed.content.split('\n').length;

  if (typeof data.title !== 'string' || data.title.trim() === '') {
    report(1, 'front matter needs a `title`');
  }
  if (typeof data.description !== 'string' || data.description.trim() === '') {
    report(1, 'front matter needs a one-sentence `description` of what the reader can do here');
  } else if (data.description.length > MAX_DESCRIPTION_LENGTH) {
    report(
      1,
      `\`description\` is ${data.description.length} characters; keep it within ${MAX_DESCRIPTION_LENGTH}`,
    );
  }
  if (!Array.isArray(data.keywords) || data.keywords.length === 0) {
    report(1, 'front matter needs `keywords`: the words a customer would search for');
  }

  const placeholder = PLACEHOLDER.exec(source);
  if (placeholder) {
    report(lineOf(source, PLACEHOLDER), `placeholder text "${placeholder[0]}": write the real content`);
  }

  const words = countWords(proseText(parsed.content));
  const minimum = isLongFormPage(file) ? MIN_PROSE_WORDS_LONG : MIN_PROSE_WORDS;
  if (words < minimum) {
    report(bodyOffset + 1, `${words} words of prose; this page needs at least ${minimum}`);
  }

  const links = parsed.content.match(/\]\((\/|https?:\/\/)[^)]*\)/g) ?? [];
  if (links.length < MIN_LINKS) {
    report(bodyOffset + 1, `${links.length} link(s) to related pages; add at least ${MIN_LINKS}`);
  }
  const fileLink = /\]\((?!https?:)[^)]*\.mdx?(#[^)]*)?\)/;
  if (fileLink.test(parsed.content)) {
    report(
      bodyOffset + lineOf(parsed.content, fileLink),
      'link by URL (`/jet/jobs/partner-jobs/`), not by Markdown file path',
    );
  }

  let fence: string | null = null;
  parsed.content.split('\n').forEach((line, index) => {
    const match = FENCE.exec(line);
    if (!match) return;
    if (fence !== null) {
      if (match[1].startsWith(fence) && match[2].trim() === '') fence = null;
      return;
    }
    fence = match[1];
    if (match[2].trim() === '') {
      report(bodyOffset + index + 1, 'code fence without a language (```bash, ```json, ```text ...)');
    }
  });

  return problems;
}
