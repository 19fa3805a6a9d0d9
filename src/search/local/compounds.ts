/**
 * Words written as one that the pages write as two, found against the index's
 * own vocabulary rather than a list: "watchfolder" is "watch folder" when the
 * index holds `watch` and `folder` but no `watchfolder`. The other way round
 * (two words the pages write as one) is `joinedPairs` in `../text`.
 */
import {toTerm, words} from '../text';

/** Each part of a split is at least this long, so "another" does not become "an other". */
const MIN_PART = 3;

/**
 * The two words a query word is made of, when the word itself is not an index
 * term and both parts are: of the possible splits, the one whose rarer part is
 * held by the most entries (`vocabulary`: index term → entries holding it).
 */
export function splitCompound(
  word: string,
  vocabulary: ReadonlyMap<string, number>,
): [string, string] | null {
  const lower = word.toLowerCase();
  const term = toTerm(lower);
  if (term === null || lower.length < 2 * MIN_PART || /[^\p{L}]/u.test(lower) || vocabulary.has(term))
    return null;
  let best: [string, string] | null = null;
  let bestCount = 0;
  for (let at = MIN_PART; at <= lower.length - MIN_PART; at += 1) {
    const [left, right] = [lower.slice(0, at), lower.slice(at)];
    const [a, b] = [toTerm(left), toTerm(right)];
    if (a === null || b === null) continue;
    const count = Math.min(vocabulary.get(a) ?? 0, vocabulary.get(b) ?? 0);
    if (count > bestCount) [best, bestCount] = [[left, right], count];
  }
  return best;
}

/** Each word of a text that splits into two index terms, with its parts. */
export function compoundsOf(
  text: string,
  vocabulary: ReadonlyMap<string, number>,
): {word: string; parts: [string, string]}[] {
  return words(text).flatMap((word) => {
    const parts = splitCompound(word, vocabulary);
    return parts ? [{word, parts}] : [];
  });
}
