/**
 * Loader for Docusaurus's generated `registry.js`, which a plugin rewrites with
 * `registryRule` (./internals.ts): each match of its pattern is replaced, and a
 * registry with none fails with the plugin's message (core changed the format).
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
