/**
 * Included only when an analytics id is configured. Pushes `route-change` to
 * the tag manager's data layer after each navigation, and Core Web Vitals as
 * they settle.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createVitalsReporter, pushToDataLayer} from '@site/src/analytics/dataLayer';
import {ROUTE_CHANGE_DELAY_MS, WEB_VITALS_DEBOUNCE_MS} from '@site/src/analytics/timing';

if (ExecutionEnvironment.canUseDOM) {
  void import('web-vitals').then(({onCLS, onFCP, onINP, onLCP, onTTFB}) => {
    const report = createVitalsReporter(pushToDataLayer, WEB_VITALS_DEBOUNCE_MS);
    const options = {reportAllChanges: true};
    onCLS(report, options);
    onFCP(report, options);
    onINP(report, options);
    onLCP(report, options);
    onTTFB(report, options);
  });
}

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const samePage =
      previousLocation !== null &&
      location.pathname === previousLocation.pathname &&
      location.search === previousLocation.search;
    if (samePage) return;
    window.setTimeout(() => pushToDataLayer({event: 'route-change'}), ROUTE_CHANGE_DELAY_MS);
  },
};

export default analytics;
