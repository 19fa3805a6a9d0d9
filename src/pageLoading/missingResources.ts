/**
 * Errors that mean part of a page's code or styles never arrived: a chunk or
 * CSS chunk that failed to load, or a module the loaded chunks do not contain.
 * Causes are followed, since loaders often wrap the original error.
 */
const MISSING_RESOURCE_MESSAGE =
  /Loading (?:CSS )?chunk \S+ failed|Cannot find module|reading 'call'|Failed to fetch dynamically imported module/;

export function isMissingResourceError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    if (current.name === 'ChunkLoadError' || MISSING_RESOURCE_MESSAGE.test(current.message)) {
      return true;
    }
    seen.add(current);
    current = current.cause;
  }
  return false;
}
