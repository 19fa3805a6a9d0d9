// Wraps @docusaurus/theme-classic 3.10.2's CodeBlock/Content (`@theme-init`), under src/theme/CodeBlock/Content.
/**
 * A code block's highlighted content, with Prism only where a block renders
 * it: `./codeContent` is the stock content in the server build and
 * `./highlightedLater.tsx` in the browser build (plugins/prism-on-demand/index.ts
 * swaps it), so that Prism stays out of the browser until a block needs it.
 */
export {default} from './codeContent';
