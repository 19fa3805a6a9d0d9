/**
 * Hedges about the interface: sentences that tell the reader the console or a
 * form may not match the page, instead of saying what it shows; and sentences
 * about the page itself (its history, its sources, what its tables do) instead
 * of about the product. Pure functions, used by `content-rules.ts`.
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
  // "navigation labels change as Signiant updates the console", "menu names change when the product is updated"
  /\b(?:labels?|names?|menus?|navigation|panels?|screens?|layouts?|controls?)\s+(?:[\w-]+\s+){0,2}(?:change|changes|evolve|evolves|move|moves)\s+(?:as|when|whenever)\s+(?:Signiant|the\s+(?:console|product|interface|vendor))\b/i,
  // "Signiant refines them as the console is updated", "as the interface is updated"
  /\bas\s+the\s+(?:console|interface|product|UI|screen)\s+(?:is|gets)\s+(?:updated|changed|redesigned)\b/i,
  // "Signiant refines them", "Signiant keeps refining the panels"
  /\bSigniant\s+(?:keeps\s+)?refin(?:es|ing)\b/i,
  // "organized by task rather than by menu name"
  /\brather\s+than\s+by\s+(?:menu|button|label|control|screen)\s+names?\b/i,
];

/** Wordings that speak about the page itself, its history or its sources, instead of the product. */
export const SELF_REFERENCE_PATTERNS: readonly RegExp[] = [
  // "also serves readers arriving from the old installation page", "readers who followed a link to"
  /\bserves\s+readers\b|\breaders\s+(?:arriving|coming|who\s+(?:followed|arrive|come))\b/i,
  // "It also covers the topics of the old Configuring Agents page", "readers of the old System Health page"
  /\bthe\s+old\s+(?:[\w+"“”'’-]+\s+){0,4}page\b/i,
  // "the table says where you read it", "the row says how to check it"
  /\bthe\s+(?:table|row|column|page)\s+says\s+(?:where|how|which|what|when)\b/i,
  // "Promise customers only the details you have seen"
  /\bpromise\s+(?:customers|users|partners|your\s+[\w-]+)\s+only\b/i,
  // "Signiant's Agent documentation warns", "Signiant's upgrade guidance puts the time at"
  /\bSigniant's\s+(?:[\w-]+\s+)?(?:documentation|guidance|guide|help|notes|article|knowledge\s*base)\s+(?:says|warns|puts|recommends|states|notes|lists|gives|describes|suggests)\b/i,
  // "find out by experiment", "found out by trial"
  /\bfind(?:ing)?\s+(?:it\s+|this\s+)?out\s+by\s+(?:experiment|trial|trying)\b|\bby\s+trial\s+and\s+error\b/i,
  // "check how far back the records go"
  /\bcheck\s+how\s+far\s+back\b/i,
  // "A part that maps to no row is a setting of your own site"
  /\bmaps?\s+to\s+no\s+(?:row|entry|column)\b/i,
];

function firstMatch(patterns: readonly RegExp[], text: string): string | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}

/** The first hedge about the interface on a line, or null. */
export function hedgePhrase(text: string): string | null {
  return firstMatch(HEDGE_PATTERNS, text);
}

/** The first sentence fragment about the page itself (history, sources, its own tables) on a line, or null. */
export function selfReferencePhrase(text: string): string | null {
  return firstMatch(SELF_REFERENCE_PATTERNS, text);
}

/** Lines that hedge about the interface, or talk about the page instead of the product. */
export function hedgeProblems(source: string): LineProblem[] {
  return readerLines(source).flatMap(({line, text}) => {
    const hedge = hedgePhrase(text);
    if (hedge) {
      return [
        {
          line,
          message:
            `"${hedge}" hedges about the interface: say what the console shows, from a source ` +
            '(only a source that says the interface differs may be cited for a difference)',
        },
      ];
    }
    const self = selfReferencePhrase(text);
    return self
      ? [
          {
            line,
            message:
              `"${self}" speaks about the page, its history or its sources: say what the product does ` +
              'and where the reader sees it, and keep provenance in `sources`',
          },
        ]
      : [];
  });
}
