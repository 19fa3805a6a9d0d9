import {nextColorModeChoice, oppositeColorMode} from '../../src/theme/ColorModeToggle/nextColorMode';

describe('the colour-mode button', () => {
  test('always switches to the mode not shown', () => {
    expect(oppositeColorMode('light')).toBe('dark');
    expect(oppositeColorMode('dark')).toBe('light');
  });

  test("from the system's mode, the first click chooses the other one", () => {
    expect(nextColorModeChoice('light', 'light', true)).toBe('dark');
    expect(nextColorModeChoice('dark', 'dark', true)).toBe('light');
  });

  test("back to the system's mode, the site follows the system again", () => {
    expect(nextColorModeChoice('dark', 'light', true)).toBeNull();
    expect(nextColorModeChoice('light', 'dark', true)).toBeNull();
  });

  test('without respecting the system, the choice is always stored', () => {
    expect(nextColorModeChoice('dark', 'light', false)).toBe('light');
    expect(nextColorModeChoice('light', 'light', false)).toBe('dark');
  });
});
