import {isMissingResourceError} from '../../src/pageLoading/missingResources';

describe('missing page resources', () => {
  it('recognises chunk and module loading failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 7310 failed.\n(error: /assets/js/7310.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isMissingResourceError(chunk)).toBe(true);
    expect(isMissingResourceError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isMissingResourceError(new Error("Cannot find module './content.md'"))).toBe(true);
    expect(
      isMissingResourceError(new TypeError("Cannot read properties of undefined (reading 'call')")),
    ).toBe(true);
  });

  it('follows the cause of a wrapping error', () => {
    const cause = Object.assign(new Error('Loading chunk 1 failed.'), {name: 'ChunkLoadError'});
    expect(isMissingResourceError(new Error('Route failed', {cause}))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isMissingResourceError(new Error('x is undefined'))).toBe(false);
    expect(isMissingResourceError('Loading chunk 1 failed.')).toBe(false);
    expect(isMissingResourceError(undefined)).toBe(false);
    const looped = new Error('a');
    looped.cause = looped;
    expect(isMissingResourceError(looped)).toBe(false);
  });
});
