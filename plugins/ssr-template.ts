/**
 * The page template Docusaurus renders every page into (`ssrTemplate`): its
 * own default, with one change for the Content-Security-Policy. The classic
 * theme puts an SVG sprite at the top of every page hidden by an inline
 * `style="display: none;"`, which a policy without `'unsafe-inline'` styles
 * refuses (and the sprite then shows as an empty box); here it is hidden by
 * the SVG `display` attribute instead, which is no inline CSS.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {expectInternal, nodeRequire, packageDir} from './lib/internals';

const PLUGIN = 'ssr-template';

/** The classic theme's sprite element, as its `injectHtmlTags` writes it (theme-classic 3.10.2). */
export const THEME_SPRITE_OPENING = '<svg style="display: none;">';
export const CSP_SAFE_SPRITE_OPENING = '<svg display="none" aria-hidden="true">';
/** That element as the built page has it, after the HTML minifier dropped the quotes it can. */
export const BUILT_SPRITE_OPENING = /<svg display=("?)none\1 aria-hidden=("?)true\2>/;

const PRE_BODY_TAGS = '<%~ it.preBodyTags %>';
/** Core's default template: not a public module of @docusaurus/core (src/theme/README.md), read by its file path. */
const CORE_TEMPLATE = path.join('lib', 'ssg', 'ssgTemplate.html.js');

/** Docusaurus's default template with the sprite's inline style replaced; fails the build if the template changed shape. */
export function ssrTemplateWithoutInlineStyles(defaultTemplate: string): string {
  expectInternal(
    PLUGIN,
    defaultTemplate.includes(PRE_BODY_TAGS),
    `expected Docusaurus's page template to contain ${PRE_BODY_TAGS}, where the sprite is written; it does not.`,
  );
  const replace = `it.preBodyTags.replace(${JSON.stringify(THEME_SPRITE_OPENING)}, ${JSON.stringify(CSP_SAFE_SPRITE_OPENING)})`;
  return defaultTemplate.replace(PRE_BODY_TAGS, `<%~ ${replace} %>`);
}

/** Core's default page template, read from `coreDir`; fails the build when the file or its export is gone. */
export function coreTemplate(coreDir: string = packageDir('@docusaurus/core')): string {
  const file = path.join(coreDir, CORE_TEMPLATE);
  expectInternal(
    PLUGIN,
    fs.existsSync(file),
    `expected Docusaurus's default page template at ${file}; there is none.`,
  );
  const template = (nodeRequire(file) as {default?: unknown}).default;
  expectInternal(
    PLUGIN,
    typeof template === 'string',
    `expected ${file} to export the template as its default string; it does not.`,
  );
  return template;
}

/** The template `ssrTemplate` gets: Docusaurus's own, without inline styles. */
export function ssrTemplate(): string {
  return ssrTemplateWithoutInlineStyles(coreTemplate());
}

/** Fails the build unless the home page carries the rewritten sprite: else the theme's sprite markup changed and the template rewrote nothing. */
export function checkSprite(outDir: string): void {
  const home = path.join(outDir, 'index.html');
  expectInternal(
    PLUGIN,
    BUILT_SPRITE_OPENING.test(fs.readFileSync(home, 'utf8')),
    `expected the classic theme's icon sprite ${THEME_SPRITE_OPENING} in the body tags of ${home}, to rewrite as ${CSP_SAFE_SPRITE_OPENING}; it was not there.`,
  );
}

/** Checks after the build that the template's change applied (the template itself is `ssrTemplate` in the config). */
export default function ssrTemplatePlugin(): Plugin {
  return {
    name: PLUGIN,
    postBuild({outDir}) {
      checkSprite(outDir);
    },
  };
}
