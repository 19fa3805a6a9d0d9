/** The order of a product's docs versions in its version menu. */

/** Docusaurus's name for the docs in the product folder, served at `/{product}/next/` once a version is cut. */
export const CURRENT_VERSION = 'current';

/**
 * The released versions in the docs plugin's order (newest first, the order
 * of `<product>_versions.json`, which the build keeps), then the unreleased
 * docs; the plugin itself lists the unreleased docs first.
 */
export function menuOrder<V extends {readonly name: string}>(versions: readonly V[]): V[] {
  return [
    ...versions.filter((version) => version.name !== CURRENT_VERSION),
    ...versions.filter((version) => version.name === CURRENT_VERSION),
  ];
}
