import {scrollTopToReveal} from '../../src/navigation/sideMenuScroll';

describe('scrollTopToReveal', () => {
  const box = {top: 60, bottom: 800};

  it('leaves a fully visible entry where it is', () => {
    expect(scrollTopToReveal({top: 100, bottom: 130}, box, 0)).toBeUndefined();
  });

  it('centres an entry below the fold', () => {
    // Entry at 1200–1230 in a 740 px box scrolled to 0: its top must land at 60 + (740 - 30) / 2 = 415.
    expect(scrollTopToReveal({top: 1200, bottom: 1230}, box, 0)).toBe(785);
  });

  it('centres an entry above the fold, never past the top', () => {
    expect(scrollTopToReveal({top: 20, bottom: 50}, box, 500)).toBe(105);
    expect(scrollTopToReveal({top: 20, bottom: 50}, box, 10)).toBe(0);
  });
});
