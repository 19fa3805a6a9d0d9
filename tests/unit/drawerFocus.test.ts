/** @jest-environment jsdom */
import {wrappedFocus} from '../../src/navigation/drawerFocus';

describe('wrappedFocus', () => {
  const [a, b, c] = ['a', 'b', 'c'].map((id) => {
    const button = document.createElement('button');
    button.id = id;
    return button;
  });
  const items = [a, b, c];

  it('lets Tab move on inside the drawer', () => {
    expect(wrappedFocus(items, a, false)).toBeUndefined();
    expect(wrappedFocus(items, c, true)).toBeUndefined();
  });

  it('wraps from the last control to the first, and back', () => {
    expect(wrappedFocus(items, c, false)).toBe(a);
    expect(wrappedFocus(items, a, true)).toBe(c);
  });

  it('brings focus that is outside the drawer back in', () => {
    expect(wrappedFocus(items, document.body, false)).toBe(a);
    expect(wrappedFocus(items, null, true)).toBe(c);
  });

  it('does nothing in an empty drawer', () => {
    expect(wrappedFocus([], document.body, false)).toBeUndefined();
  });
});
