/**
 * The one helper of `tslib` that `@docusaurus/utils-common` calls in the
 * browser (plugins/slim-tslib/index.ts). Its compiled CommonJS requires the whole of
 * `tslib`, which the bundler cannot trim from a `require`: 11 KB of helpers
 * in every page's `main.js` for this one function.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return (mod as {__esModule?: boolean} | null)?.__esModule ? mod : {default: mod};
}
