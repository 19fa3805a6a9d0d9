/**
 * Loader for the development server's copy of Docusaurus's generated
 * `registry.js` (plugins/dev-lazy-compilation/index.ts). Each entry ends with
 * `require.resolveWeak("@site/…")`, a weak dependency that still makes the
 * bundler build the module (to learn its id), so every page would be compiled
 * at start however lazily its chunk is loaded. react-loadable only reads these
 * ids to render a page the server already rendered; the development server
 * renders none, so they become `undefined`. A registry without such an entry
 * stops the server: core changed its format, and the change would apply to nothing.
 */
const WEAK_ID = /require\.resolveWeak\("[^"]*"\)/g;

function registryWithoutWeakIds(source) {
  let entries = 0;
  const lazy = source.replace(WEAK_ID, () => {
    entries += 1;
    return 'undefined';
  });
  if (entries === 0) {
    throw new Error(
      '[dev-lazy-compilation] expected entries ending with `require.resolveWeak("<source path>")` in ' +
        `.docusaurus/registry.js; the pattern matched none of its ${source.split('\n').length} lines.\n` +
        "Docusaurus changed what plugins/dev-lazy-compilation relies on: update plugins/dev-lazy-compilation/registry-lazy-loader.cjs for core's " +
        'new registry format, or remove the plugin (src/theme/README.md, "Every touch of Docusaurus internals").',
    );
  }
  return lazy;
}

module.exports = registryWithoutWeakIds;
