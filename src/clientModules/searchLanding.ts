/**
 * Lands a search hit opened inside the site on the sentence shown under it
 * (`src/search/goToHit.ts`); and where a browser that does not follow text
 * fragments opens a link that carries one, takes it off the address before
 * the page renders, so the page opens at its section.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {landOnSentence, withoutTextDirective} from '../search/goToHit';

if (ExecutionEnvironment.canUseDOM) {
  const plain = withoutTextDirective(window.location.href);
  if (plain !== undefined) window.history.replaceState(window.history.state, '', plain);
}

const searchLanding: ClientModule = {
  onRouteDidUpdate({location}) {
    landOnSentence(location);
  },
};

export default searchLanding;
