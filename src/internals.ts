/**
 * The browser side of plugins/lib/internals.ts: client code that replaces part
 * of Docusaurus's or the bundler's runtime checks it first. When it is gone,
 * nothing is replaced (the page keeps core's behaviour) and the console names
 * the module and what it expected; every browser test fails on that.
 */
function present(owner: string, value: unknown, expected: string): boolean {
  if (typeof value === 'function') return true;
  console.error(
    `[${owner}] expected ${expected}; it is not there, so it was left as it is ` +
      '(src/theme/README.md, "Every touch of Docusaurus internals").',
  );
  return false;
}

type Framework = Window['docusaurus'];

/** Replaces core's frozen `window.docusaurus` by a frozen copy whose `member` (an entry point for links) is `wrap(original)`. */
export function replaceDocusaurusMember<M extends keyof Framework>(
  owner: string,
  member: M,
  wrap: (original: Framework[M]) => Framework[M],
): void {
  const framework = window.docusaurus as Framework | undefined;
  if (present(owner, framework?.[member], `window.docusaurus.${member}, core's entry point for links`))
    window.docusaurus = Object.freeze({...framework!, [member]: wrap(framework![member])});
}

/** Replaces the bundler's chunk loader `__webpack_require__.e` (webpack and Rspack alike) by `wrap(original)`. */
export function replaceChunkLoader<L>(owner: string, runtime: {e?: L}, wrap: (original: L) => L): void {
  if (present(owner, runtime.e, "__webpack_require__.e, the bundler's chunk loader"))
    runtime.e = wrap(runtime.e!);
}
