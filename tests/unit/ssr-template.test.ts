import {CSP_SAFE_SPRITE_OPENING, THEME_SPRITE_OPENING, ssrTemplate} from '../../plugins/ssr-template';

describe('the page template', () => {
  it("is Docusaurus's own with the theme sprite's inline style replaced when the body tags are written", () => {
    const template = ssrTemplate();
    expect(template).toContain('<div id="__docusaurus"><%~ it.appHtml %></div>');
    expect(template).toContain(
      `<%~ it.preBodyTags.replace(${JSON.stringify(THEME_SPRITE_OPENING)}, ${JSON.stringify(CSP_SAFE_SPRITE_OPENING)}) %>`,
    );
    expect(CSP_SAFE_SPRITE_OPENING).not.toContain('style');
  });
});
