// Server build only: the browser build ships ./highlightedLater.tsx in its place (plugins/prism-on-demand).
/**
 * The code a block renders outside of a first hydration: the highlighted code
 * itself in the server build, `highlightedLater.tsx` in the browser build
 * (swapped by plugins/prism-on-demand/index.ts), so that Prism stays out of the
 * browser until a block needs it.
 */
export {default} from './highlighted';
