import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {withoutWriterKeys} from '../../config/frontMatter';

const PAGE = [
  '---',
  'title: Partner Jobs',
  'keywords: [partner job]',
  'support-deferral: credentials are issued per account',
  'sources:',
  '  - https://help.signiant.com/jet/jobs/partner-jobs/',
  '---',
  '',
  'Body.',
].join('\n');

describe('the front matter a page ships', () => {
  it("leaves out writers' keys (sources, support-deferral) and keeps the rest and the body", async () => {
    const parse = withoutWriterKeys(({defaultParseFrontMatter, ...params}) =>
      defaultParseFrontMatter(params),
    );
    const {frontMatter, content} = await parse({
      filePath: 'docs-jet/jobs/partner-jobs.md',
      fileContent: PAGE,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    expect(frontMatter).toEqual({title: 'Partner Jobs', keywords: ['partner job']});
    expect(content.trim()).toBe('Body.');
  });
});
