/** @jest-environment jsdom */
import {navigatedPageName} from '../../src/pageLoading/announcement';

describe('navigation announcement', () => {
  it('names the page by its first h1', () => {
    document.body.innerHTML =
      '<nav><a>Help</a></nav><article><h1>\n  Partner   Jobs </h1><h1>Second</h1></article>';
    expect(navigatedPageName(document, 'Partner Jobs | Help')).toBe('Partner Jobs');
  });

  it('falls back to the document title without an h1, or with an empty one', () => {
    document.body.innerHTML = '<main><h2>Section</h2></main>';
    expect(navigatedPageName(document, 'Search | Help')).toBe('Search | Help');
    document.body.innerHTML = '<h1> </h1>';
    expect(navigatedPageName(document, ' Home ')).toBe('Home');
  });
});
