import {useHistory} from '@docusaurus/router';
import {useSearchReporter} from '../analytics/useSearchReporter';
import type {ProductId} from '../products';
import {searchPageHref} from './address';
import {clampQuery} from './format';

/** Opens the results page for `text`, as its form's GET would; false, and nothing done, when the text is empty. */
export type OpenResults = (text: string, product?: ProductId, version?: string) => boolean;

/**
 * What every search form does on submit once scripts run: the results page by
 * client-side navigation, the search reported to analytics (when configured).
 */
export function useOpenResults(): OpenResults {
  const history = useHistory();
  const reporter = useSearchReporter();
  return (text, product, version) => {
    const query = clampQuery(text).trim();
    if (query === '') return false;
    reporter?.submitted(query);
    history.push(searchPageHref(product, query, {version}));
    return true;
  };
}
