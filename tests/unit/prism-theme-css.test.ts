import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import {CLASS_ONLY_THEME, prismThemeCss, themeCss} from '../../plugins/prism-theme-css';
import {darkCodeTheme, lightCodeTheme} from '../../config/prismThemes';

const THEME: PrismTheme = {
  plain: {color: '#393A34', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#6a6a5a', fontStyle: 'italic'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#bf2f3d'}},
    {types: ['plain'], style: {}},
  ],
};

describe('code colours as a stylesheet', () => {
  it("turns each theme entry into a rule on the token classes Prism sets, in the theme's order", () => {
    expect(themeCss(THEME, '.light').split('\n')).toEqual([
      '.light{--prism-color:#393A34;--prism-background-color:#f6f8fa}',
      '.light .token.comment,.light .token.prolog{color:#6a6a5a;font-style:italic}',
      '.light .language-markup .token.tag{color:#bf2f3d}',
    ]);
  });

  it('scopes the light theme to any page not in dark mode (so also without JavaScript) and the dark one to dark mode', () => {
    const css = prismThemeCss(lightCodeTheme, darkCodeTheme);
    expect(css).toContain(
      ":root:not([data-theme='dark']){--prism-color:#393A34;--prism-background-color:#f6f8fa}",
    );
    expect(css).toContain("[data-theme='dark']{--prism-color:#F8F8F2;--prism-background-color:#282A36}");
    // Every colour of both themes is in the stylesheet: nothing is left to inline styles.
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      for (const {style} of theme.styles) if (style.color) expect(css).toContain(`color:${style.color}`);
    }
  });

  it('gives the code block a theme without colours, so the renderer writes no inline style', () => {
    const html = renderToStaticMarkup(
      createElement(Highlight, {
        theme: CLASS_ONLY_THEME,
        code: 'const port = 49221; // a comment',
        language: 'javascript',
        children: ({className, style, tokens, getLineProps, getTokenProps}) =>
          createElement(
            'pre',
            {className, style},
            tokens.map((line, i) =>
              createElement(
                'div',
                {key: i, ...getLineProps({line})},
                line.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
              ),
            ),
          ),
      }),
    );
    expect(html).toContain('token keyword');
    expect(html).not.toContain('style=');
  });
});
