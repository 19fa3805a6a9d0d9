/**
 * Loader for the browser build of Docusaurus's generated `registry.js`
 * (plugins/lean-registry/index.ts). Each entry is
 * `[() => import("@site/…"), "@site/…", require.resolveWeak("@site/…")]`;
 * the middle one, the module's source path, only serves the server render
 * (react-loadable reports which modules a page rendered), so the browser
 * build gets an empty string in its place: one source path less per route
 * chunk in `main.js`. A registry in which no entry has that shape fails the
 * build: core changed its format, and the change would apply to nothing.
 */
const ENTRY_SOURCE_PATH = /(\[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/g;

function registryWithoutPaths(source) {
  let entries = 0;
  const lean = source.replace(ENTRY_SOURCE_PATH, (_entry, before, after) => {
    entries += 1;
    return `${before}""${after}`;
  });
  if (entries === 0) {
    throw new Error(
      '[lean-registry] expected entries shaped `[() => import(…), "<source path>", require.resolveWeak(…)]` in ' +
        `.docusaurus/registry.js; the pattern matched none of its ${source.split('\n').length} lines.\n` +
        "Docusaurus changed what plugins/lean-registry relies on: update plugins/lean-registry/registry-paths-loader.cjs for core's " +
        'new registry format, or remove the plugin (src/theme/README.md, "Every touch of Docusaurus internals").',
    );
  }
  return lean;
}

module.exports = registryWithoutPaths;
