/**
 * How pages speak of support: by its one name, and only rarely as the place to
 * get a value or a step. Pure functions, used by `content-rules.ts` (per page)
 * and `lint-content.ts` (the cap over all pages checked).
 */
import {readerLines, type LineProblem} from './lib/reader-lines';

/** The name the vendor's support site and service-level agreement use. */
export const SUPPORT_NAME = 'Signiant Support';

/** At most this many pages may send the reader to support for a value or a step. */
export const MAX_DEFERRAL_PAGES = 15;

/** Front matter key that gives the reason a page keeps a deferral to support. */
export const DEFERRAL_KEY = 'support-deferral';

/** Other names for support. "Customer Success" is the account team, so it counts only in a request for help. */
const OTHER_NAMES = /\bCustomer (?:Care|Support)\b/g;
const SUCCESS_NAME = /\bCustomer Success\b/;
const HELP_REQUEST =
  /\b(?:contact|ask|reach|e-?mail|call|request|raise|report|escalate|open an? (?:case|ticket)|support|help)\w*/i;

/** Support, by its name or an old one, as a pattern to build the deferral phrases from. */
const SUPPORT = String.raw`(?:Signiant\s+Support|(?:Signiant\s+)?Customer\s+(?:Care|Support|Success))`;

/**
 * Phrases that send the reader to support for a value or a step, rather than for
 * help with a problem ("When you contact Signiant Support about a job, include…"
 * is not one).
 */
export const DEFERRAL_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\bask\s+(?:[\w-]+\s+){0,4}?(?:or\s+)?${SUPPORT}`, 'i'),
  new RegExp(String.raw`\bcontact(?:ing)?\s+${SUPPORT}\s+(?:for|to|and)\b`, 'i'),
  new RegExp(String.raw`\btalk\s+to\s+${SUPPORT}`, 'i'),
  new RegExp(
    String.raw`${SUPPORT}\s+(?:can|will|may|should)\s+(?:tell|confirm|give|provide|supply|help|advise|set|enable|walk|send)\b`,
    'i',
  ),
  new RegExp(String.raw`${SUPPORT}\s+(?:gives|supplies|provides|sends|tells|issues|enables|advises)\b`, 'i'),
  new RegExp(
    String.raw`\b(?:confirm|check|agree|discuss|raise|arrange|plan|settle|clarify|verify)\w*\s+(?:[\w'’-]+\s+){0,6}?with\s+${SUPPORT}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:request|get|obtain|issued|supplied|provided|enabled|arranged|confirmed|kept)\w*\s+(?:[\w'’-]+\s+){0,6}?(?:from|by)\s+${SUPPORT}`,
    'i',
  ),
];

/** The first deferral phrase on a line, or null. */
export function deferralPhrase(text: string): string | null {
  for (const pattern of DEFERRAL_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}

/** The reader-visible lines of a page that defer to support, with the phrase found on each. */
export function deferralLines(source: string): Array<{line: number; phrase: string}> {
  return readerLines(source).flatMap(({line, text}) => {
    const phrase = deferralPhrase(text);
    return phrase ? [{line, phrase}] : [];
  });
}

/** Lines that call support by another name. */
export function supportNameProblems(source: string): LineProblem[] {
  return readerLines(source).flatMap(({line, text}) => {
    const names = [...text.matchAll(OTHER_NAMES)].map((match) => match[0]);
    const sentences = text.split(/(?<=[.!?;])\s+/);
    if (sentences.some((sentence) => SUCCESS_NAME.test(sentence) && HELP_REQUEST.test(sentence))) {
      names.push('Customer Success');
    }
    return [...new Set(names)].map((name) => ({
      line,
      message: `"${name}": call support by its name, "${SUPPORT_NAME}"`,
    }));
  });
}

function frontMatterLine(source: string, key: string): number {
  const index = source.split('\n').findIndex((text) => text.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}

/**
 * A page that sends the reader to support must say why in `support-deferral`
 * (a value specific to the customer's account that the vendor does not print);
 * a page that no longer does must drop the key.
 */
export function deferralDeclarationProblems(source: string, data: Record<string, unknown>): LineProblem[] {
  const found = deferralLines(source);
  const reason = data[DEFERRAL_KEY];
  const declared = typeof reason === 'string' && reason.trim() !== '';
  if (found.length > 0 && !declared) {
    return [
      {
        line: found[0].line,
        message:
          `"${found[0].phrase}" sends the reader to support: give the value or step, or where to read it ` +
          `on their own system; if it is specific to their account, say why in \`${DEFERRAL_KEY}: <reason>\``,
      },
    ];
  }
  if (found.length === 0 && reason !== undefined) {
    return [
      {
        line: frontMatterLine(source, DEFERRAL_KEY),
        message: `\`${DEFERRAL_KEY}\` is set but the page defers nothing to support: remove it`,
      },
    ];
  }
  return [];
}

/** Problems with how a page speaks of support. */
export function supportProblems(source: string, data: Record<string, unknown>): LineProblem[] {
  return [...supportNameProblems(source), ...deferralDeclarationProblems(source, data)];
}

/** The pages, among those given, that send the reader to support for a value or a step. */
export function pagesWithDeferrals(pages: ReadonlyArray<{file: string; text: string}>): string[] {
  return pages.filter(({text}) => deferralLines(text).length > 0).map(({file}) => file);
}

/** The message when more than the cap of pages defer to support, naming them; null within the cap. */
export function deferralCapMessage(pages: ReadonlyArray<{file: string; text: string}>): string | null {
  const deferring = pagesWithDeferrals(pages);
  if (deferring.length <= MAX_DEFERRAL_PAGES) return null;
  return (
    `${deferring.length} pages send the reader to ${SUPPORT_NAME} for a value or a step; ` +
    `at most ${MAX_DEFERRAL_PAGES} may: ${deferring.join(', ')}`
  );
}
