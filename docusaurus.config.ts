import {spawnSync} from 'node:child_process';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {darkCodeTheme, lightCodeTheme} from './config/prismThemes';
import {PRODUCTS, contentDir, productNamesInWords, type ProductId} from './src/products';
import {redirectsByTarget, siteRedirects} from './config/redirects';
import {withoutWriterKeys} from './config/frontMatter';
import {versionDatesFrontMatter} from './config/versionDates';
import {sidebarFile} from './sidebars';
import buildReportPlugin from './plugins/build-report';
import compileHintsPlugin from './plugins/compile-hints';
import devLazyCompilationPlugin from './plugins/dev-lazy-compilation';
import docsLatestContent from './plugins/docs-latest-content';
import devResiliencePlugin from './plugins/dev-resilience';
import devRedirectsPlugin from './plugins/dev-redirects';
import devServerAddressPlugin from './plugins/dev-server-address';
import previewSearchPlugin from './plugins/preview-search';
import diagramsPlugin, {diagramRemarkPlugin} from './plugins/diagrams';
import errorPagesPlugin from './plugins/error-pages';
import offlinePlugin, {pwaOptions} from './plugins/offline';
import markdownTwinsPlugin from './plugins/markdown-twins';
import pageListsPlugin from './plugins/page-lists';
import prismOnDemandPlugin from './plugins/prism-on-demand';
import prismThemeCssPlugin, {CLASS_ONLY_THEME} from './plugins/prism-theme-css';
import leanRegistryPlugin from './plugins/lean-registry';
import paintWhenParsedPlugin from './plugins/paint-when-parsed';
import ssrTemplatePlugin, {ssrTemplate} from './plugins/ssr-template';
import versionRoutesPlugin from './plugins/version-routes';
import remarkHeadingIds from './plugins/remark-heading-ids';
import searchIndexPlugin from './plugins/search-index';
import slimTslibPlugin from './plugins/slim-tslib';
import {brokenMarkdownHooks, sourceCheckRemarkPlugin} from './plugins/source-checks';
import {algoliaConfigFromEnv} from './src/search/backendConfig';
import {ANALYTICS_FIELD} from './src/analytics/field';
import {ABOUT_BLURB, FOOTER_LINKS, HEADER_LINKS} from './src/siteLinks';

/** Canonical origin of the deployed site; used for sitemap and canonical URLs. */
const SITE_URL = process.env.SITE_URL ?? 'https://help.signiant.com';
/**
 * Where pages are edited, e.g. `https://github.com/signiant/help/edit/main`: each
 * page's "Edit this page" link is this address and the page's file path. Unset: no link.
 */
const EDIT_URL = process.env.HELP_EDIT_URL?.trim().replace(/\/+$/, '') || undefined;
/**
 * "Last updated" dates come from git history; a copy of the sources outside git builds without them,
 * and so does the preview (`npm start`), where Docusaurus would show every page, a new one too, a
 * made-up date from 2018.
 */
const SHOW_LAST_UPDATED =
  process.env.NODE_ENV !== 'development' &&
  spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname}).status === 0;
/** Analytics ids: each tag is added only when its id is set, so by default the site calls no third party. */
const GTAG_TRACKING_ID = process.env.GTAG_TRACKING_ID || undefined;
const GTM_CONTAINER_ID = process.env.GTM_CONTAINER_ID || undefined;
const ANALYTICS_ENABLED = GTAG_TRACKING_ID !== undefined || GTM_CONTAINER_ID !== undefined;
/**
 * For measurement only (BENCHMARKS.md, "Plugins that touch internals: measured alone"):
 * `HELP_WITHOUT_PLUGINS=lean-registry,slim-tslib` builds without the named plugins
 * (`offline` falls back to the PWA plugin configured the stock way).
 */
const LEFT_OUT = new Set(
  (process.env.HELP_WITHOUT_PLUGINS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
const unlessLeftOut = <T>(name: string, plugin: T): T | null => (LEFT_OUT.has(name) ? null : plugin);

function docsInstance(id: ProductId): [typeof docsLatestContent, DocsOptions] {
  return [
    docsLatestContent,
    {
      id,
      path: contentDir(id),
      routeBasePath: id,
      sidebarPath: `./${sidebarFile(id)}`,
      sidebarCollapsible: true,
      sidebarCollapsed: true,
      breadcrumbs: true,
      showLastUpdateTime: SHOW_LAST_UPDATED,
      ...(EDIT_URL && {
        editUrl: ({versionDocsDirPath, docPath}: {versionDocsDirPath: string; docPath: string}) =>
          `${EDIT_URL}/${versionDocsDirPath}/${docPath}`,
      }),
      // A build fails a page with every mistake of its source at once, at file and line; Mermaid
      // fences become inline SVG drawn at build time (and under `npm start`).
      beforeDefaultRemarkPlugins: [
        sourceCheckRemarkPlugin(__dirname),
        remarkHeadingIds,
        diagramRemarkPlugin(__dirname),
      ],
    } satisfies DocsOptions,
  ];
}

/** The header, footer, metadata and code colours. */
function themeConfig(): Preset.ThemeConfig {
  return {
    metadata: [
      {
        name: 'description',
        content: `Help for Signiant ${productNamesInWords()}: set-up, administration, transfers, storage, security and troubleshooting.`,
      },
      {
        name: 'keywords',
        content: [
          'Signiant',
          ...PRODUCTS.map((p) => p.name),
          'file transfer',
          'large file transfer',
          'SDCX Server',
          'documentation',
          'help',
        ].join(', '),
      },
    ],
    colorMode: {respectPrefersColorScheme: true},
    docs: {sidebar: {autoCollapseCategories: false, hideable: false}},
    navbar: {
      title: 'Help',
      logo: {alt: 'Signiant Help home', src: 'img/logo.svg', width: 28, height: 28},
      // The search box (theme SearchBar) is added at the right end by the theme.
      items: [
        {type: 'custom-productTabs', position: 'left'},
        {type: 'custom-sectionDropdown', position: 'left'},
        {type: 'custom-docsVersionDropdown', position: 'left'},
        ...HEADER_LINKS.map((link) => ({...link, position: 'right' as const})),
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'About Signiant Help', items: [{html: `<p class="help-footer-about">${ABOUT_BLURB}</p>`}]},
        {title: 'Quick links', items: FOOTER_LINKS.map((link) => ({...link}))},
      ],
      copyright: `© ${new Date().getFullYear()} Signiant Inc.`,
    },
    prism: {
      // Code colours come from a stylesheet (plugins/prism-theme-css.ts), not inline styles.
      theme: CLASS_ONLY_THEME,
      darkTheme: CLASS_ONLY_THEME,
      additionalLanguages: ['bash', 'powershell', 'json', 'ini', 'yaml'],
    },
  } satisfies Preset.ThemeConfig;
}

export default function createConfig(): Config {
  const redirects = siteRedirects();

  return {
    title: 'Help',
    tagline: `Documentation for ${productNamesInWords()}`,
    favicon: 'img/favicon.svg',
    url: SITE_URL,
    baseUrl: '/',
    trailingSlash: true,
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    // Docusaurus's page template without the theme's one inline style (CSP).
    ssrTemplate: ssrTemplate(),
    // Page feedback and search events go to the analytics data layer: only with analytics.
    customFields: {[ANALYTICS_FIELD]: ANALYTICS_ENABLED},
    future: {
      v4: true,
      // HELP_BUNDLER=webpack builds with the stock bundler: the baseline of `npm run bench`.
      faster: process.env.HELP_BUNDLER !== 'webpack',
    },
    // i18n/en/code.json only rewords theme strings; no page or menu content is translated.
    i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {translate: false}}},
    markdown: {
      // .md is CommonMark (so `<portal>` or `{id}` in prose is plain text); .mdx is MDX.
      format: 'detect',
      // A link to a missing page file or image fails with its file, line and check:docs's words.
      hooks: brokenMarkdownHooks(__dirname),
      // A cut version's pages keep their text's date until fixed after the cut (config/versionDates.ts).
      parseFrontMatter: withoutWriterKeys(versionDatesFrontMatter(__dirname)),
    },
    presets: [
      [
        'classic',
        {
          docs: false,
          blog: false,
          pages: {beforeDefaultRemarkPlugins: [remarkHeadingIds]},
          theme: {customCss: ['./src/css/custom.css', './src/css/diagrams.css', './src/css/tables.css']},
          // Results pages and the offline page are not content: keep them out of the sitemap.
          sitemap: {ignorePatterns: ['/500/', '/offline/', '/search/', '/*/search/']},
          ...(GTAG_TRACKING_ID && {gtag: {trackingID: GTAG_TRACKING_ID, anonymizeIP: true}}),
          ...(GTM_CONTAINER_ID && {googleTagManager: {containerId: GTM_CONTAINER_ID}}),
        } satisfies Preset.Options,
      ],
    ],
    plugins: [
      ...PRODUCTS.map((p) => docsInstance(p.id)),
      [
        '@docusaurus/plugin-client-redirects',
        {createRedirects: redirectsByTarget(redirects)} satisfies RedirectOptions,
      ],
      buildReportPlugin,
      unlessLeftOut('compile-hints', compileHintsPlugin),
      unlessLeftOut('dev-lazy-compilation', devLazyCompilationPlugin),
      devResiliencePlugin,
      devRedirectsPlugin,
      devServerAddressPlugin,
      previewSearchPlugin,
      diagramsPlugin,
      errorPagesPlugin,
      unlessLeftOut('lean-registry', leanRegistryPlugin),
      markdownTwinsPlugin,
      pageListsPlugin,
      paintWhenParsedPlugin,
      unlessLeftOut('prism-on-demand', prismOnDemandPlugin),
      prismThemeCssPlugin({light: lightCodeTheme, dark: darkCodeTheme}),
      searchIndexPlugin({algolia: algoliaConfigFromEnv(process.env)}),
      unlessLeftOut('slim-tslib', slimTslibPlugin),
      ssrTemplatePlugin,
      unlessLeftOut('version-routes', versionRoutesPlugin),
      LEFT_OUT.has('offline') ? ['@docusaurus/plugin-pwa', pwaOptions(__dirname)] : offlinePlugin,
    ],
    clientModules: [
      './src/clientModules/routeScroll.ts',
      './src/clientModules/pageLoading.tsx',
      './src/clientModules/prefetchPolicy.ts',
      './src/clientModules/sideMenu.ts',
      './src/clientModules/searchLanding.ts',
      ...(ANALYTICS_ENABLED ? ['./src/clientModules/analytics.ts'] : []),
    ],
    themeConfig: themeConfig(),
  };
}
