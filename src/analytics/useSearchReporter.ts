/** React access to the page's one search reporter (`./searchEvents`), when analytics is configured. */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pushToDataLayer} from './dataLayer';
import {ANALYTICS_FIELD} from './field';
import {createSearchReporter, type SearchReporter} from './searchEvents';

// One for the whole visit: the header box and the results page share what was last reported.
let reporter: SearchReporter | undefined;

/** The search reporter, or `undefined` on a site without analytics. */
export function useSearchReporter(): SearchReporter | undefined {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.[ANALYTICS_FIELD] !== true) return undefined;
  reporter ??= createSearchReporter(pushToDataLayer);
  return reporter;
}
