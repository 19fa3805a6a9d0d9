import {siteSourceFiles} from '../../scripts/site-copy';

describe('the site sources a copy takes', () => {
  const files = siteSourceFiles();

  it('holds the config, the menus and the pages', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'docusaurus.config.ts',
        'sidebars/jet.ts',
        'docs-jet/index.md',
        'package.json',
      ]),
    );
  });

  it('leaves out installed packages, tests, benchmarks, builds and dot folders', () => {
    expect(files.filter((file) => /^(node_modules|tests|bench|build|\.)/.test(file))).toEqual([]);
  });
});
