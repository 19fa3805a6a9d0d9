/**
 * Hedges about the interface: sentences that tell the reader the console or a
 * form may not match the page, instead of saying what it shows. Pure functions,
 * used by `content-rules.ts`.
 */
import {readerLines, type LineProblem} from './lib/reader-lines';

const SCREEN = String.raw`(?:console|form|page|list|menu|screen|interface|dialog|tab)`;

/** Wordings that hedge about the interface; each matches one family of them. */
export const HEDGE_PATTERNS: readonly RegExp[] = [
  // "may differ in your release", "can differ between Manager releases"
  /\b(?:may|might|can|could|will)\s+(?:differ|vary|change)\s+(?:in|for|between|with|by|from)\s+(?:[\w-]+\s+){0,2}(?:releases?|versions?)\b/i,
  // "The console's layout varies between releases", "labels differ across console versions"
  /\b(?:differs?|varies|vary|changes?)\s+(?:between|across)\s+(?:[\w-]+\s+){0,2}(?:releases|versions)\b/i,
  // "If the console does not show the version", "Where the console does not show one of these"
  new RegExp(
    String.raw`\b(?:if|where|when)\s+(?:the|your|its)\s+(?:[\w-]+\s+)?${SCREEN}\s+(?:does\s+not|doesn't|do\s+not|don't)\s+(?:show|list|offer|include|display|have)\b`,
    'i',
  ),
  // "If the list ever includes Microsoft Azure"
  new RegExp(
    String.raw`\bif\s+(?:the|your|its)\s+(?:[\w-]+\s+)?${SCREEN}\s+ever\s+(?:includes?|shows?|offers?|lists?|has)\b`,
    'i',
  ),
  // "Its form shows the exact field names", "The form names every field it needs"
  /\b(?:its|the)\s+form\s+(?:shows|names|lists|gives)\s+(?:the\s+)?(?:exact|every|each|all)\b/i,
  // "The exact field names are shown on the form"
  /\bexact\s+(?:field|control|menu|option|button|setting)\s+names\s+(?:are|appear|depend|vary|for)\b/i,
  // "the exact steps for your release"
  /\b(?:exact|precise)\s+(?:[\w-]+\s+){1,2}for\s+your\s+(?:release|version)\b/i,
];

/** The first hedge on a line, or null. */
export function hedgePhrase(text: string): string | null {
  for (const pattern of HEDGE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}

/** Lines that hedge about the interface. */
export function hedgeProblems(source: string): LineProblem[] {
  return readerLines(source).flatMap(({line, text}) => {
    const phrase = hedgePhrase(text);
    return phrase
      ? [
          {
            line,
            message:
              `"${phrase}" hedges about the interface: say what the console shows, from a source ` +
              '(only a source that says the interface differs may be cited for a difference)',
          },
        ]
      : [];
  });
}
