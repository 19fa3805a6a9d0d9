/**
 * How text becomes search terms, shared by the index build, the browser and
 * the highlighter so all three agree: lower-cased words of letters and digits,
 * common English words dropped, and a light English stemmer that folds plurals
 * and the commonest verb endings (`profiles` → `profil`, `transferred` →
 * `transfer`) without the over-reach of a full Porter stemmer.
 */

/** Words that carry no meaning in a help search ("how do I …"). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after all also am an and any are as at be been being both but by can could did do does ' +
    'doing done each for from get gets getting got had has have having he her here him his how i if ' +
    'in into is it its just me more most my myself no nor of off on once only or other our ours out ' +
    'over own same she should so some such than that the their theirs them then there these they this ' +
    'those through to too under until up very via was we were what when where which while who whom ' +
    'why will with would you your yours'
  ).split(' '),
);

/** A run of letters and digits, with inner underscores (`work_file`, `MEDIA_ENGINE_USER`). */
const WORD = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;

/**
 * Words of a text, lower-cased, in order, stop words included. An identifier
 * with underscores yields itself and then its parts, so `work_file` matches
 * both `work_file` and `work file`.
 */
export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).flatMap((word) =>
    word.includes('_') ? [word, ...word.split('_')] : [word],
  );
}

/**
 * Adjacent words run together (`back up` → `backup`, `log in` → `login`), so a
 * query written in two words finds a page that writes one. Only pairs of at
 * least 5 letters, to avoid noise.
 */
export function joinedPairs(text: string): string[] {
  const list = text.toLowerCase().match(WORD) ?? [];
  const pairs: string[] = [];
  for (let i = 1; i < list.length; i += 1) {
    const joined = list[i - 1] + list[i];
    if (joined.length >= 5 && !/\d/.test(joined)) pairs.push(joined);
  }
  return pairs;
}

const VOWEL = /[aeiouy]/;

function hasVowel(stem: string): boolean {
  return VOWEL.test(stem);
}

/** Strips a doubled final consonant left by `-ed`/`-ing` (`stopped` → `stop`), except l, s, z. */
function undouble(stem: string): string {
  const last = stem.at(-1) ?? '';
  return stem.length > 3 && last === stem.at(-2) && !'aeiouylsz'.includes(last) ? stem.slice(0, -1) : stem;
}

/**
 * Light English stemmer: plural `-ies/-es/-s`, verb `-ied/-ed/-ing`, adverb
 * `-ly`, a final silent `-e`. Words under 4 letters and digits stay as they are.
 */
export function stem(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|zz)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);

  if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ed') && !w.endsWith('eed') && hasVowel(w.slice(0, -2)) && w.length > 4)
    w = undouble(w.slice(0, -2));
  else if (w.endsWith('ing') && hasVowel(w.slice(0, -3)) && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);

  if (w.endsWith('e') && w.length > 4 && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** Stems already worked out: highlighting meets the same words on every keystroke. */
const STEMS = new Map<string, string>();
const MAX_REMEMBERED_STEMS = 50_000;

/** A word as the index stores it, or `null` for a stop word. */
export function toTerm(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  let term = STEMS.get(lower);
  if (term === undefined) {
    term = stem(lower);
    if (STEMS.size >= MAX_REMEMBERED_STEMS) STEMS.clear();
    STEMS.set(lower, term);
  }
  return term;
}

/** Index terms of a text, in order (stop words dropped). */
export function terms(text: string): string[] {
  return words(text).flatMap((word) => {
    const term = toTerm(word);
    return term === null ? [] : [term];
  });
}

/**
 * Words of a question that say it is a question, not what it is about ("is
 * there a way to", "what happens when", "I need to"). Stop words already drop
 * "how do I", "can I", "what is"; these are dropped from queries only (never
 * from pages), so they do not pull in pages that happen to use them.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  (
    'able possible way ways want wants wanted need needs needed please help tell know happen happens ' +
    'happened anyone someone something thing things let lets make sure go going'
  ).split(' '),
);

/**
 * A query's words without question words, as typed (the last one may be a
 * prefix); the query unchanged when it holds nothing else.
 */
export function queryWords(text: string): string[] {
  const all = text.split(/\s+/).filter((word) => word !== '');
  const kept = all.filter((word) => !QUESTION_WORDS.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')));
  return kept.length > 0 ? kept : all;
}
