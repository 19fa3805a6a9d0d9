/** The programmable part of the content guide, as pure functions. */
import matter from 'gray-matter';
import {hedgeProblems} from './hedge-rules';
import {SOURCE_TALK, thirdPartyRepositoryReason, weakSourceReason} from './source-rules';
import {supportProblems} from './support-rules';
import {MAX_DESCRIPTION_LENGTH, frontMatterFacts, frontMatterProblems} from './lib/frontMatterChecks';

export interface LintProblem {
  file: string;
  line: number;
  message: string;
  /** A warning is printed but does not fail the check. */
  warning?: boolean;
}

export {MAX_DESCRIPTION_LENGTH};
export const MIN_PROSE_WORDS = 200;
/** Overview, guide and section landing pages run longer. */
export const MIN_PROSE_WORDS_LONG = 400;
export const MIN_LINKS = 2;

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;

/**
 * What makes a page state a specific value a reader would act on, and so need
 * `sources`: a port, a limit with its unit, an option or file name in code, or a
 * bold interface label or menu path.
 */
const SPECIFIC_VALUES: ReadonlyArray<{kind: string; pattern: RegExp}> = [
  {kind: 'a port', pattern: /\b(?:TCP|UDP|ports?)\s*:?\s*\d{2,5}\b|\b\d{2,5}\/(?:tcp|udp)\b/i},
  {
    kind: 'a limit',
    pattern:
      /\b\d[\d,.]*\s?(?:KB|MB|GB|TB|KiB|MiB|GiB|TiB|Kbps|Mbps|Gbps|Bps|ms|milliseconds?|seconds?|minutes?|hours?|days?|characters?)\b/,
  },
  {kind: 'an option or file name', pattern: /`[^`\n]+`/},
  {kind: 'an interface label', pattern: /\*\*[^*\n]+\*\*/},
];

/** The first specific value the body states, with its kind, or null when it states none. */
export function firstSpecificValue(body: string): {kind: string; text: string} | null {
  for (const {kind, pattern} of SPECIFIC_VALUES) {
    const match = pattern.exec(body);
    if (match) return {kind, text: match[0]};
  }
  return null;
}

/** Problems with a `sources` list: each entry must be a public https address of a primary source. */
function sourcesProblems(sources: unknown, lineOfEntry: (entry: string) => number): Array<[number, string]> {
  if (!Array.isArray(sources) || sources.length === 0) {
    return [[1, '`sources` must list at least one public address (https://...)']];
  }
  return sources.flatMap((source): Array<[number, string]> => {
    if (typeof source !== 'string' || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(source)) {
      return [[1, `\`sources\` entry ${JSON.stringify(source)} is not a public https address`]];
    }
    const reason = weakSourceReason(source) ?? thirdPartyRepositoryReason(source);
    return reason
      ? [[lineOfEntry(source), `\`sources\` entry ${source} is ${reason}: cite a primary source`]]
      : [];
  });
}

/** Lines outside code fences (1-based numbers in `text`) that talk about sources instead of the product. */
function sourceTalkLines(text: string): Array<{line: number; phrase: string}> {
  const found: Array<{line: number; phrase: string}> = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1].startsWith(fence) && fenceMatch[2].trim() === '') fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    const match = SOURCE_TALK.exec(line);
    if (match) found.push({line: index + 1, phrase: match[0]});
  });
  return found;
}

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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
  for (const {line, message} of frontMatterProblems(frontMatterFacts(file, source, data)))
    report(line, message);

  const specific = firstSpecificValue(parsed.content);
  if (data.sources !== undefined) {
    const lineOfEntry = (entry: string) =>
      lineOf(source, new RegExp(`^\\s*-\\s*['"]?${escapeRegExp(entry)}`));
    for (const [line, message] of sourcesProblems(data.sources, lineOfEntry)) report(line, message);
  } else if (specific) {
    report(
      bodyOffset + lineOf(parsed.content, new RegExp(escapeRegExp(specific.text))),
      `states ${specific.kind} (${specific.text}) but the front matter has no \`sources\`: ` +
        'list the public address each fact came from',
    );
  } else {
    report(1, "front matter needs `sources`: the public addresses the page's facts came from");
  }
  for (const {line, message} of [...supportProblems(source, data), ...hedgeProblems(source)]) {
    report(line, message);
  }

  const frontMatterEnd = bodyOffset;
  for (const {line, phrase} of sourceTalkLines(source)) {
    const inFrontMatter = line <= frontMatterEnd;
    if (inFrontMatter && !/^\s*(title|description):/.test(source.split('\n')[line - 1])) continue;
    report(
      line,
      `"${phrase}" talks about sources, not the product: say what the product does ` +
        '(provenance belongs in `sources`)',
    );
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
  const fileLink = /\]\(((?!https?:)[^)\s]*\.mdx?(?:#[^)\s]*)?)\)/;
  const linkedFile = fileLink.exec(parsed.content);
  if (linkedFile) {
    report(
      bodyOffset + lineOf(parsed.content, fileLink),
      `link to ${linkedFile[1]} names a Markdown file: link to the page's address (/<product>/<folder>/<page>/) instead`,
    );
  }

  let fence: string | null = null;
  parsed.content.split('\n').forEach((line, index) => {
    const match = FENCE.exec(line);
    if (!match) return;
    if (fence !== null) {
      if (match[1].startsWith(fence) && match[2].trim() === '') fence = null;
      else if (match[1].startsWith(fence)) {
        // Not a closing fence: the code block runs on and swallows the rest of the page.
        report(bodyOffset + index + 1, 'text after a closing code fence: put the fence alone on its line');
      }
      return;
    }
    fence = match[1];
    if (match[2].trim() === '') {
      report(bodyOffset + index + 1, 'code fence without a language (```bash, ```json, ```text ...)');
    }
  });

  return problems;
}
