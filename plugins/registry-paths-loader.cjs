/**
 * Loader for the browser build of Docusaurus's generated `registry.js`
 * (plugins/lean-registry.ts). Each entry is
 * `[() => import("@site/…"), "@site/…", require.resolveWeak("@site/…")]`;
 * the middle one, the module's source path, only serves the server render
 * (react-loadable reports which modules a page rendered), so the browser
 * build gets an empty string in its place: one source path less per route
 * chunk in `main.js`.
 */
module.exports = function registryWithoutPaths(source) {
  return source.replace(/(\[\(\) => import\([^)]*\), )"[^"]*"(, require\.resolveWeak\()/g, '$1""$2');
};
