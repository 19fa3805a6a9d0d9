/**
 * The browser side of plugins/lib/internals.ts. Client code that replaces part
 * of Docusaurus's or the bundler's runtime (src/theme/README.md, "Every touch
 * of Docusaurus internals") checks it at the point of use: when it is gone,
 * nothing is replaced, the page keeps core's own behaviour, and the console
 * names the module and what it expected (every browser test fails on that).
 */

/** Logs, naming `owner`, that an internal it relies on is gone; answers whether it is there. */
export function internalPresent(owner: string, present: boolean, expected: string): boolean {
  if (!present)
    console.error(
      `[${owner}] expected ${expected}; it is not there, so it was left as it is. Docusaurus changed what ` +
        `${owner} relies on (src/theme/README.md, "Every touch of Docusaurus internals").`,
    );
  return present;
}

type Framework = Window['docusaurus'];

/**
 * Replaces `window.docusaurus[member]` (core's prefetch or preload entry
 * point, which every `Link` calls) with `wrap(original)`. Core's object is
 * frozen: it becomes a frozen copy that keeps the other member, whatever
 * another module installed there included.
 */
export function replaceDocusaurusMember<M extends keyof Framework>(
  owner: string,
  member: M,
  wrap: (original: Framework[M]) => Framework[M],
): boolean {
  const framework = window.docusaurus as Partial<Framework> | undefined;
  const original = framework?.[member];
  if (
    !internalPresent(
      owner,
      typeof original === 'function',
      `window.docusaurus.${member}, core's entry point for links`,
    )
  )
    return false;
  window.docusaurus = Object.freeze({...(framework as Framework), [member]: wrap(original as Framework[M])});
  return true;
}

/** The bundler's runtime as client code sees it; `e` loads a chunk and is what `import()` calls. */
export interface BundlerRuntime<L> {
  e?: L;
}

/** Replaces the bundler's chunk loader `runtime.e` (`__webpack_require__.e`, webpack and Rspack alike) with `wrap(original)`. */
export function replaceChunkLoader<L>(
  owner: string,
  runtime: BundlerRuntime<L>,
  wrap: (original: L) => L,
): boolean {
  if (
    !internalPresent(
      owner,
      typeof runtime.e === 'function',
      "__webpack_require__.e, the bundler's chunk loader",
    )
  )
    return false;
  runtime.e = wrap(runtime.e as L);
  return true;
}
