/** Timings of the analytics data layer (specification §9). */

/** `route-change` is pushed this long after the new page renders. */
export const ROUTE_CHANGE_DELAY_MS = 50;
/** Core Web Vitals reports are debounced by this long. */
export const WEB_VITALS_DEBOUNCE_MS = 3000;
