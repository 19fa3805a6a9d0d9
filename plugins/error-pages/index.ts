import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import postcss, {type ChildNode} from 'postcss';
import type {Plugin} from '@docusaurus/types';
import {STORED_PAGES_SCRIPT} from './storedPagesScript';

/**
 * Emits `/500.html` and `/offline.html`: the pre-rendered `/500/` and
 * `/offline/` pages made static, so they show the site's look without
 * depending on the app bundle (whose loading may be what failed, or which is
 * not available offline). Only what works without the app is kept: links, not
 * the menu button, the Section dropdown, the search box or the colour-mode
 * button. Dark mode follows the system setting through CSS alone.
 */

/** Markup that needs the app's scripts to do anything: dropped from static pages. */
const SCRIPT_ONLY = [
  'script',
  'link[as="script"]',
  'link[rel="modulepreload"]',
  'button',
  'form',
  'input',
  'select',
  '.help-section-dropdown',
  '.navbar-sidebar',
  '.navbar-sidebar__backdrop',
].join(', ');

/** `[data-theme=dark]` in any spelling: the app sets that attribute, a static page never has it. */
const DARK_THEME_ATTRIBUTE = /\[data-theme=(['"]?)dark\1\]/;
const DARK_THEME_ATTRIBUTES = new RegExp(DARK_THEME_ATTRIBUTE.source, 'g');

/** The dark-theme rules among `nodes`, rewritten; `@layer` blocks are entered and kept (their order sets precedence). */
function darkRules(nodes: readonly ChildNode[]): ChildNode[] {
  return nodes.flatMap((node): ChildNode[] => {
    if (node.type === 'atrule' && node.name === 'layer' && node.nodes) {
      const inner = darkRules(node.nodes);
      if (inner.length === 0) return [];
      const layer = node.clone();
      layer.removeAll();
      return [layer.append(inner)];
    }
    if (node.type !== 'rule') return [];
    const selectors = node.selectors.filter((selector) => DARK_THEME_ATTRIBUTE.test(selector));
    if (selectors.length === 0) return [];
    return [
      node.clone({
        selector: selectors.map((selector) => selector.replace(DARK_THEME_ATTRIBUTES, ':root')).join(','),
      }),
    ];
  });
}

/**
 * The stylesheet's dark-theme rules, rewritten to apply under
 * `prefers-color-scheme: dark` (the attribute becomes `:root`, of equal
 * specificity). Rules nested in other at-rules (`@media`, `@supports`) are left out.
 */
export function darkSchemeCss(css: string): string {
  const rules = darkRules(postcss.parse(css).nodes);
  return rules.length === 0
    ? ''
    : `@media (prefers-color-scheme: dark){${postcss.root().append(rules).toString()}}`;
}

export interface StaticPageOptions {
  /** Dark-theme CSS to add (see `darkSchemeCss`). */
  readonly darkCss?: string;
  /** One inline script to add at the end of the body; the build's CSP allows it by hash (deploy/prepare.ts). */
  readonly script?: string;
}

export function toStaticHtml(html: string, {darkCss, script}: StaticPageOptions = {}): string {
  // A spec-compliant parser: minified pages have unquoted values such as `href=/>`.
  const $ = cheerio.load(html);
  $(SCRIPT_ONLY).remove();
  $('head').append('<meta name="color-scheme" content="light dark">');
  if (darkCss) $('head').append($('<style>').text(darkCss));
  if (script) $('body').append($('<script>').text(script));
  return $.html();
}

/** Rendered route folder → static file written at the root of the build, and its script if any. */
export const STATIC_PAGES: Readonly<Record<string, {readonly file: string; readonly script?: string}>> = {
  '500': {file: '500.html'},
  offline: {file: 'offline.html', script: STORED_PAGES_SCRIPT},
};

export async function stylesheetsOf(html: string, outDir: string): Promise<string> {
  const $ = cheerio.load(html);
  const hrefs = $('link[rel="stylesheet"]')
    .toArray()
    .map((link) => $(link).attr('href') ?? '')
    .filter((href) => href.startsWith('/'));
  const sheets = await Promise.all(hrefs.map((href) => fs.readFile(path.join(outDir, href), 'utf8')));
  return sheets.join('\n');
}

export default function errorPagesPlugin(): Plugin {
  return {
    name: 'error-pages',
    async postBuild({outDir}) {
      for (const [route, {file, script}] of Object.entries(STATIC_PAGES)) {
        const rendered = await fs.readFile(path.join(outDir, route, 'index.html'), 'utf8');
        const darkCss = darkSchemeCss(await stylesheetsOf(rendered, outDir));
        await fs.writeFile(path.join(outDir, file), toStaticHtml(rendered, {darkCss, script}));
      }
    },
  };
}
