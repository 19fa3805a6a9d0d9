import {themes} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme, recolour} from '../../config/prismThemes';

/** WCAG relative luminance of `#rrggbb` or `rgb(r, g, b)`. */
function luminance(colour: string): number {
  const channels = colour.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
    : (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('code themes', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('every %s token colour reaches 4.5:1 on the code background', (_name, theme) => {
    const background = theme.plain.backgroundColor ?? '';
    const colours = [
      theme.plain.color ?? '',
      ...theme.styles.map((s) => s.style.color).filter((c) => c !== undefined),
    ];
    for (const colour of colours) {
      expect({colour, ratio: contrast(colour, background) >= 4.5}).toEqual({colour, ratio: true});
    }
  });

  it('changes only the colours it lists', () => {
    const theme = recolour(themes.github, {'#e3116c': '#c2105f'});
    const strings = theme.styles.find((s) => s.types.includes('string'));
    expect(strings?.style.color).toBe('#c2105f');
    expect(theme.styles.filter((s, i) => s !== themes.github.styles[i])).toHaveLength(1);
    expect(theme.plain).toBe(themes.github.plain);
  });
});
