import paintWhenParsedPlugin, {PAGE_END_ID} from '../../plugins/paint-when-parsed';

describe('paint when parsed', () => {
  it('blocks rendering on an element written after everything else in the body', async () => {
    const tags = await paintWhenParsedPlugin().injectHtmlTags?.({content: undefined});
    expect(tags).toEqual({
      headTags: [{tagName: 'link', attributes: {rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render'}}],
      postBodyTags: [{tagName: 'template', attributes: {id: PAGE_END_ID}}],
    });
  });
});
