import type {Plugin} from '@docusaurus/types';

/** The id of the empty element written last in every page's body. */
export const PAGE_END_ID = 'help-page-end';

/**
 * Keeps the browser from painting a page it has only partly parsed. On a slow
 * phone Chromium may paint the header before its last items have arrived,
 * then move everything when they do (a layout shift). A render-blocking
 * `<link rel=expect>` names an inert element written at the very end of the
 * body: rendering waits until the parser reaches it, which is as soon as the
 * HTML has arrived (deferred scripts still run after the first paint).
 * Browsers without `rel=expect` ignore both tags.
 */
export default function paintWhenParsedPlugin(): Plugin {
  return {
    name: 'paint-when-parsed',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render'}},
        ],
        postBodyTags: [{tagName: 'template', attributes: {id: PAGE_END_ID}}],
      };
    },
  };
}
