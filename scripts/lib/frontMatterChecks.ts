/**
 * The front-matter fields every page needs, checked one way for `npm run
 * check:docs` and `npm run lint:content`, so both name the same line with the
 * same words: a `description` of at most 160 characters, and `keywords`.
 */

export const MAX_DESCRIPTION_LENGTH = 160;

export interface FrontMatterFacts {
  /** The page's file, relative to the site. */
  readonly file: string;
  readonly description: string | undefined;
  readonly descriptionLine: number;
  /** How many keywords the front matter lists (0 when it has none). */
  readonly keywords: number;
  readonly keywordsLine: number;
}

export interface FrontMatterProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/**
 * The 1-based line of `key:` in the front matter, or of its comment (`# key:`,
 * as `npm run new:page` leaves it), or 1 (the opening `---`) when it has neither.
 */
export function frontMatterLine(source: string, key: string): number {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return 1;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  const pattern = new RegExp(`^\\s*(#\\s*)?${key}\\s*:`);
  const index = lines.slice(1, end === -1 ? undefined : end).findIndex((line) => pattern.test(line));
  return index === -1 ? 1 : index + 2;
}

/** Front matter a writer still has to write, or to shorten (npm run new:page leaves description and keywords). */
export function frontMatterProblems(doc: FrontMatterFacts): FrontMatterProblem[] {
  const problems: FrontMatterProblem[] = [];
  if (doc.description === undefined || doc.description.trim() === '') {
    problems.push({
      file: doc.file,
      line: doc.descriptionLine,
      message:
        'description is still to be written: one sentence, at most 160 characters, saying what the reader can do with this page (`description: ...` in the front matter)',
    });
  } else if (doc.description.length > MAX_DESCRIPTION_LENGTH) {
    problems.push({
      file: doc.file,
      line: doc.descriptionLine,
      message: `description is ${doc.description.length} characters; shorten it to ${MAX_DESCRIPTION_LENGTH} or fewer (search results and link previews cut it there)`,
    });
  }
  if (doc.keywords === 0) {
    problems.push({
      file: doc.file,
      line: doc.keywordsLine,
      message:
        'keywords are still to be written: the words a customer would search for, including synonyms the page does not use (`keywords: [sso, saml]` in the front matter)',
    });
  }
  return problems;
}

/** The facts of a page's parsed front matter (`data`) and source. */
export function frontMatterFacts(
  file: string,
  source: string,
  data: Record<string, unknown>,
): FrontMatterFacts {
  return {
    file,
    description: typeof data.description === 'string' ? data.description : undefined,
    descriptionLine: frontMatterLine(source, 'description'),
    keywords: Array.isArray(data.keywords) ? data.keywords.length : 0,
    keywordsLine: frontMatterLine(source, 'keywords'),
  };
}
