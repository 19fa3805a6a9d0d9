/**
 * Which docs version a product search covers. A product with cut versions
 * holds every page once per version, so its searches are scoped: to the
 * version of the page being read, else to the version the address asks for,
 * else to the latest one (what the section root shows). A product with a
 * single version needs no scope.
 */
/** The parts of a Docusaurus docs version (`GlobalVersion`) the choice needs. */
export interface VersionChoice {
  readonly name: string;
  readonly label: string;
  readonly isLast: boolean;
}

/** `reading`: the version of the doc page being read (see `useActiveDocs`), if any. */
export function searchVersion<V extends VersionChoice>(
  versions: readonly V[],
  reading: string | undefined,
  requested: string | null,
): V | undefined {
  if (versions.length < 2) return undefined;
  return (
    versions.find((version) => version.name === reading) ??
    versions.find((version) => version.name === requested) ??
    versions.find((version) => version.isLast)
  );
}
