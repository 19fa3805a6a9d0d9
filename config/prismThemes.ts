/**
 * Code colours: Prism's GitHub (light) and Dracula (dark) themes with the
 * token colours that fell short of WCAG AA contrast (4.5:1) on their
 * backgrounds replaced by darker, or lighter, shades of the same hue.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Token colour replacements, keyed by the colour they replace. */
type Recolouring = Readonly<Record<string, string>>;

const LIGHT_FIXES: Recolouring = {
  '#999988': '#6a6a5a', // comments: 2.7 → 5.2
  '#e3116c': '#c2105f', // strings: 4.3 → 5.6
  '#36acaa': '#1b6f6d', // numbers, constants, properties: 2.6 → 5.6
  '#00a4db': '#00739f', // keywords, at-rules, attribute names: 2.7 → 5.0
  '#d73a49': '#bf2f3d', // functions, tags: 4.3 → 5.4
};

const DARK_FIXES: Recolouring = {
  'rgb(98, 114, 164)': '#8c9bcf', // comments: 3.0 → 5.2
};

export function recolour(theme: PrismTheme, fixes: Recolouring): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const replacement = entry.style.color === undefined ? undefined : fixes[entry.style.color];
      return replacement === undefined ? entry : {...entry, style: {...entry.style, color: replacement}};
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, LIGHT_FIXES);
export const darkCodeTheme = recolour(themes.dracula, DARK_FIXES);
