/** Stands in for the theme's client module that loaded Prism on every page (see plugins/prism-on-demand/index.ts). */
export {};
