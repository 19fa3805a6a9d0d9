/**
 * Loader for Docusaurus's generated `registry.js` (one entry a line, each
 * `[() => import(…), "<source path>", require.resolveWeak(…)]`), which a
 * plugin rewrites with `registryRule` (./internals.ts): every match of its
 * pattern is replaced. A registry in which nothing matches fails with the
 * plugin's message, since core changed its format and the rewrite would
 * apply to nothing.
 */
function rewriteRegistry(source, {pattern, replacement, failure}) {
  const entries = new RegExp(pattern, 'g');
  if (!entries.test(source)) throw new Error(failure.replace('{lines}', String(source.split('\n').length)));
  return source.replace(entries, replacement);
}

module.exports = function registryLoader(source) {
  return rewriteRegistry(source, this.getOptions());
};
module.exports.rewriteRegistry = rewriteRegistry;
