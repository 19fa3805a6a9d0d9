import type {LoadContext, Plugin} from '@docusaurus/types';

/** The files as each load of the fake docs plugin reads them; a load ends when the test says so. */
const reads: {content: string; finish: () => void}[] = [];
let files = 'first save';

jest.mock('@docusaurus/plugin-content-docs', () => ({
  __esModule: true,
  validateOptions: ({options}: {options: unknown}) => options,
  default: async () => ({
    name: 'docusaurus-plugin-content-docs',
    loadContent: () =>
      new Promise<string>((resolve) => {
        const content = files;
        reads.push({content, finish: () => resolve(content)});
      }),
  }),
}));

import docsLatestContent from '../../plugins/docs-latest-content';

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('a docs instance reloaded for two saves in a row', () => {
  it('reads the files again only once the earlier load has ended, and both loads answer with the newest content', async () => {
    const plugin = (await docsLatestContent({} as LoadContext, {})) as Plugin<string>;
    const first = plugin.loadContent!();
    await tick();
    files = 'second save';
    const second = plugin.loadContent!();
    await tick();
    expect(reads.map((read) => read.content)).toEqual(['first save']);
    reads[0].finish();
    await tick();
    expect(reads.map((read) => read.content)).toEqual(['first save', 'second save']);
    reads[1].finish();
    await expect(first).resolves.toBe('second save');
    await expect(second).resolves.toBe('second save');
  });

  it('passes the docs plugin its own option validation', () => {
    expect(docsLatestContent.validateOptions).toBeInstanceOf(Function);
  });
});
