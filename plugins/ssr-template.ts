/**
 * The page template Docusaurus renders every page into (`ssrTemplate`): its
 * own default, with one change for the Content-Security-Policy. The classic
 * theme puts an SVG sprite at the top of every page hidden by an inline
 * `style="display: none;"`, which a policy without `'unsafe-inline'` styles
 * refuses (and the sprite then shows as an empty box); here it is hidden by
 * the SVG `display` attribute instead, which is no inline CSS.
 */
// Not a public module of @docusaurus/core: see src/theme/README.md.
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** The classic theme's sprite element, as its `injectHtmlTags` writes it (theme-classic 3.10.2). */
export const THEME_SPRITE_OPENING = '<svg style="display: none;">';
export const CSP_SAFE_SPRITE_OPENING = '<svg display="none" aria-hidden="true">';

const PRE_BODY_TAGS = '<%~ it.preBodyTags %>';

/** Docusaurus's default template with the sprite's inline style replaced; throws if the template changed shape. */
export function ssrTemplateWithoutInlineStyles(defaultTemplate: string): string {
  if (!defaultTemplate.includes(PRE_BODY_TAGS)) {
    throw new Error(
      `Docusaurus's page template no longer contains ${PRE_BODY_TAGS}: update plugins/ssr-template.ts for the new template.`,
    );
  }
  const replace = `it.preBodyTags.replace(${JSON.stringify(THEME_SPRITE_OPENING)}, ${JSON.stringify(CSP_SAFE_SPRITE_OPENING)})`;
  return defaultTemplate.replace(PRE_BODY_TAGS, `<%~ ${replace} %>`);
}

/** The template `ssrTemplate` gets: Docusaurus's own, without inline styles. */
export function ssrTemplate(): string {
  return ssrTemplateWithoutInlineStyles(docusaurusTemplate);
}
