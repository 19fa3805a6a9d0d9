import {parseCliArgs as parseArgs} from '../../scripts/search-cli';

describe('npm run search arguments', () => {
  it('reads the product, the counts and the query words', () => {
    expect(parseArgs(['--product', 'jet', 'partner', 'routes'])).toEqual({
      query: 'partner routes',
      product: 'jet',
      hits: 5,
      page: 1,
      dir: 'build',
    });
    expect(parseArgs(['--hits', '10', '--page', '2', '--dir', 'out', 'sdcx'])).toMatchObject({
      hits: 10,
      page: 2,
      dir: 'out',
    });
  });

  it('reads a docs version to search in', () => {
    const jetVersions = (product: string) => (product === 'jet' ? ['current', '2.0', '1.0'] : ['current']);
    expect(parseArgs(['--product', 'jet', '--version', '1.0', 'routes'], jetVersions)).toMatchObject({
      product: 'jet',
      version: '1.0',
    });
    expect(parseArgs(['routes']).version).toBeUndefined();
    // Each product has its own versions.
    expect(() => parseArgs(['--version', '1.0', 'routes'], jetVersions)).toThrow(
      'give --product with --version',
    );
    expect(() => parseArgs(['--product', 'media-engine', '--version', '1.0', 'routes'], jetVersions)).toThrow(
      'media-engine has no docs version "1.0"; its versions: current.',
    );
    // This repository has no cut version.
    expect(() => parseArgs(['--product', 'jet', '--version', '1.0', 'routes'])).toThrow(
      'jet has no docs version "1.0"; its versions: current.',
    );
  });

  it('explains bad input', () => {
    expect(() => parseArgs([])).toThrow('Give a query to search for.');
    expect(() => parseArgs(['--product', 'nope', 'x'])).toThrow(
      'Unknown product "nope". Products: media-shuttle, jet, flight-deck, media-engine.',
    );
    expect(() => parseArgs(['--hits', '0', 'x'])).toThrow('--hits must be a whole number of at least 1.');
    expect(() => parseArgs(['--colour', 'red', 'x'])).toThrow(/Unknown option '--colour'/);
    expect(() => parseArgs(['x', '--product'])).toThrow(/--product <value>' argument missing/);
  });
});
