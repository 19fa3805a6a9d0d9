import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Whether the page in this browser starts by hydrating the server's HTML: core
 * defines `process.env.HYDRATE_CLIENT_ENTRY` as true in the production build
 * (`hydrateRoot`) and false under `docusaurus start`, which serves no page HTML
 * and renders from scratch (`createRoot`). Read in the browser only.
 */
export function hydratesServerHtml(): boolean {
  return Boolean(process.env.HYDRATE_CLIENT_ENTRY);
}

/**
 * True for a component that is hydrating the server's HTML of a first load
 * (never on the server, under `npm start`, or once mounted after a client-side
 * navigation). Decided once: the answer holds for the component's whole life.
 */
export function useKeepsServerHtml(): boolean {
  const isBrowser = useIsBrowser();
  const [keeps] = useState(() => !isBrowser && typeof document !== 'undefined' && hydratesServerHtml());
  return keeps;
}
