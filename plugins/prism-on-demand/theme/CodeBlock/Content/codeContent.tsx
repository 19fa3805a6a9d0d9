// Server build only: the browser build ships ./highlightedLater.tsx in its place.
export {default} from './highlighted';
