/**
 * What core's chunk registry gets, under `npm start`, for a page file that was
 * just moved or deleted, until Docusaurus rewrites the registry without it a
 * moment later (plugins/dev-resilience): a page module with no content, in
 * place of an import that cannot be found.
 */
export const frontMatter = {};
export const toc = [];
export const assets = {};
export default function MissingPage() {
  return null;
}
