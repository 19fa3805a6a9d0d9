/**
 * The front matter a page ships with. Docusaurus sends each doc's whole front
 * matter to the browser in its metadata chunk, but `sources` (where the page's
 * facts come from) and `support-deferral` (why it sends readers to support)
 * are for writers and the content lint, which read the Markdown files
 * themselves. Build-time only (`markdown.parseFrontMatter`, a public hook).
 */
import type {ParseFrontMatter} from '@docusaurus/types';

/** Front matter keys that only writers and the content lint read. */
export const WRITER_ONLY_KEYS = ['sources', 'support-deferral'] as const;

/** `parse`, with the writer-only keys left out of what the page ships. */
export function withoutWriterKeys(parse: ParseFrontMatter): ParseFrontMatter {
  return async (params) => {
    const result = await parse(params);
    if (!WRITER_ONLY_KEYS.some((key) => key in result.frontMatter)) return result;
    const frontMatter = {...result.frontMatter};
    for (const key of WRITER_ONLY_KEYS) delete frontMatter[key];
    return {...result, frontMatter};
  };
}
