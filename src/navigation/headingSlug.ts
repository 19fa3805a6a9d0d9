/**
 * The id of a heading: its text lower-cased, with each run of spaces replaced
 * by a dash. Punctuation and symbols are dropped so the id can be typed in an
 * address (`## Open a job's details` → `open-a-jobs-details`).
 */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
