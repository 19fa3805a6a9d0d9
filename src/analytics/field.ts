/**
 * The site config's custom field that is `true` when an analytics id is set
 * at build time. Page feedback and search events go to the data layer, so
 * both run only then; without analytics the site has no data layer at all.
 */
export const ANALYTICS_FIELD = 'analytics';
