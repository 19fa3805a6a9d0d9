import {countWords, firstSpecificValue, isLongFormPage, lintPage, proseText} from '../../scripts/content-rules';

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');

function page(body: string, frontMatter = 'title: T\ndescription: Do a thing.\nkeywords: [a, b]'): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

const links = 'See [one](/jet/) and [two](https://www.signiant.com/).';

describe('content rules', () => {
  it('counts prose only: not code, tables, headings or link targets', () => {
    const body = ['## A heading here', 'One two [three](/x/y/z/).', '```bash', 'echo not prose', '```', '| a | b |', ':::note', 'Four.', ':::'].join('\n');
    expect(countWords(proseText(body))).toBe(4);
  });

  it('accepts a complete page', () => {
    expect(lintPage('docs-jet/jobs/x.md', page(`${words(210)}\n\n${links}\n\n\`\`\`json\n{}\n\`\`\``))).toEqual([]);
  });

  it('asks overview, guide and section pages for 400 words', () => {
    expect(isLongFormPage('docs-jet/index.md')).toBe(true);
    expect(isLongFormPage('docs-jet/general/overview.md')).toBe(true);
    expect(isLongFormPage('docs-jet/deployment/guide.md')).toBe(true);
    expect(isLongFormPage('docs-jet/jobs/partner-jobs.md')).toBe(false);
    const problems = lintPage('docs-jet/general/overview.md', page(`${words(300)}\n${links}`));
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/needs at least 400/)]);
  });

  it('reports each missing front matter field', () => {
    const messages = lintPage('x.md', page(`${words(210)}\n${links}`, 'title: T')).map((p) => p.message);
    expect(messages).toEqual([
      expect.stringMatching(/`description`/),
      expect.stringMatching(/`keywords`/),
    ]);
  });

  it('rejects a description over 160 characters', () => {
    const fm = `title: T\ndescription: ${'x'.repeat(161)}\nkeywords: [a]`;
    expect(lintPage('x.md', page(`${words(210)}\n${links}`, fm))[0].message).toMatch(/161 characters/);
  });

  it('finds placeholders with their line', () => {
    const [problem] = lintPage('x.md', page(`${words(210)}\n${links}\nThis part is TBD.`));
    expect(problem).toEqual({file: 'x.md', line: 9, message: 'placeholder text "TBD": write the real content'});
  });

  it('wants two links, by URL, and a language on every fence', () => {
    const messages = lintPage('x.md', page(`${words(210)}\nSee [a](../other.md).\n\n\`\`\`\nls\n\`\`\``)).map((p) => p.message);
    expect(messages).toEqual([
      expect.stringMatching(/0 link\(s\)/),
      expect.stringMatching(/not by Markdown file path/),
      expect.stringMatching(/code fence without a language/),
    ]);
  });

  it.each([
    ['a port', 'Open TCP 49221 inbound.'],
    ['a port', 'Allow 443/tcp outbound.'],
    ['a limit', 'Links expire after 30 days.'],
    ['a limit', 'Prefixes run to 63 characters.'],
    ['an option or file name', 'Edit `signiant.ini` first.'],
    ['an interface label', 'Open **Administration > Agents**.'],
  ])('finds %s stated in "%s"', (kind, text) => {
    expect(firstSpecificValue(text)?.kind).toBe(kind);
  });

  it('finds no specific value in plain prose', () => {
    expect(firstSpecificValue('Members send files from a portal to three people.')).toBeNull();
  });

  it('asks a page that states a specific value for `sources`, on the line that states it', () => {
    const problems = lintPage('x.md', page(`${words(210)}\n${links}\n\nOpen TCP 49221 inbound.`));
    expect(problems).toEqual([
      {file: 'x.md', line: 10, message: expect.stringMatching(/states a port \(TCP 49221\).*no `sources`/)},
    ]);
  });

  it('accepts `sources` of public https addresses and rejects anything else', () => {
    const body = `${words(210)}\n${links}\n\nOpen TCP 49221 inbound.`;
    const good = 'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources:\n  - https://help.signiant.com/x/';
    expect(lintPage('x.md', page(body, good))).toEqual([]);
    const bad = 'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources: [http://example.com/, notes]';
    expect(lintPage('x.md', page(body, bad)).map((p) => p.message)).toEqual([
      expect.stringMatching(/"http:\/\/example.com\/" is not a public https address/),
      expect.stringMatching(/"notes" is not a public https address/),
    ]);
    const empty = 'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources: []';
    expect(lintPage('x.md', page(body, empty))[0].message).toMatch(/at least one public address/);
  });
});
