import {thirdPartyRepositoryReason, weakSourceReason} from '../../scripts/source-rules';
import {
  countWords,
  firstSpecificValue,
  isLongFormPage,
  lintPage,
  proseText,
} from '../../scripts/content-rules';

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');

const FRONT_MATTER =
  'title: T\ndescription: Do a thing.\nkeywords: [a, b]\nsources: [https://help.signiant.com/jet/]';

function page(body: string, frontMatter = FRONT_MATTER): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

const links = 'See [one](/jet/) and [two](https://www.signiant.com/).';

describe('content rules', () => {
  it('counts prose only: not code, tables, headings or link targets', () => {
    const body = [
      '## A heading here',
      'One two [three](/x/y/z/).',
      '```bash',
      'echo not prose',
      '```',
      '| a | b |',
      ':::note',
      'Four.',
      ':::',
    ].join('\n');
    expect(countWords(proseText(body))).toBe(4);
  });

  it('accepts a complete page', () => {
    expect(
      lintPage('docs-jet/jobs/x.md', page(`${words(210)}\n\n${links}\n\n\`\`\`json\n{}\n\`\`\``)),
    ).toEqual([]);
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
      expect.stringMatching(/^description is still to be written/),
      expect.stringMatching(/^keywords are still to be written/),
      expect.stringMatching(/`sources`/),
    ]);
  });

  it('rejects a description over 160 characters', () => {
    const fm = `title: T\ndescription: ${'x'.repeat(161)}\nkeywords: [a]`;
    expect(lintPage('x.md', page(`${words(210)}\n${links}`, fm))[0].message).toMatch(/161 characters/);
  });

  it('finds placeholders with their line', () => {
    const [problem] = lintPage('x.md', page(`${words(210)}\n${links}\nThis part is TBD.`));
    expect(problem).toEqual({
      file: 'x.md',
      line: 10,
      message: 'placeholder text "TBD": write the real content',
    });
  });

  it('wants two links, by URL, and a language on every fence', () => {
    const messages = lintPage('x.md', page(`${words(210)}\nSee [a](../other.md).\n\n\`\`\`\nls\n\`\`\``)).map(
      (p) => p.message,
    );
    expect(messages).toEqual([
      expect.stringMatching(/0 link\(s\)/),
      "link to ../other.md names a Markdown file: link to the page's address (/<product>/<folder>/<page>/) instead",
      expect.stringMatching(/code fence without a language/),
    ]);
  });

  it('names a closing fence with text after it, which would turn the rest of the page into code', () => {
    const source = page(
      `${words(210)}\nSee [a](/jet/) and [b](/jet/jobs/).\n\n\`\`\`bash\nls\n\`\`\` Then read [c](/jet/).\n`,
    );
    expect(lintPage('x.md', source).map((p) => p.message)).toContainEqual(
      expect.stringMatching(/text after a closing code fence/),
    );
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
    const fm = 'title: T\ndescription: Do a thing.\nkeywords: [a]';
    const problems = lintPage('x.md', page(`${words(210)}\n${links}\n\nOpen TCP 49221 inbound.`, fm));
    expect(problems).toEqual([
      {file: 'x.md', line: 10, message: expect.stringMatching(/states a port \(TCP 49221\).*no `sources`/)},
    ]);
  });

  it('asks every page for a non-empty `sources` list, even one that states no specific value', () => {
    const fm = 'title: T\ndescription: Do a thing.\nkeywords: [a]';
    expect(lintPage('x.md', page(`${words(210)}\n${links}`, fm))).toEqual([
      {file: 'x.md', line: 1, message: expect.stringMatching(/front matter needs `sources`/)},
    ]);
    const empty = `${fm}\nsources: []`;
    expect(lintPage('x.md', page(`${words(210)}\n${links}`, empty))).toEqual([
      {file: 'x.md', line: 1, message: expect.stringMatching(/at least one public address/)},
    ]);
  });

  it.each([
    ['https://github.com/ninoNinkovic/flight-directory-sync', 'ninoNinkovic'],
    ['https://gitlab.com/someone/tools/-/blob/main/run.sh', 'someone'],
    ['https://bitbucket.org/team/repo/src/master/README.md', 'team'],
    ['https://raw.githubusercontent.com/MrMarc/JTL-Tools/main/x.xml', 'MrMarc'],
    ['https://www.github.com/esnet/iperf/blob/master/src/iperf_udp.c', 'esnet'],
  ])("rejects a third party's code repository as a source: %s", (address, owner) => {
    expect(thirdPartyRepositoryReason(address)).toBe(`a third party's code repository (${owner})`);
    const fm = `title: T\ndescription: Do a thing.\nkeywords: [a]\nsources:\n  - ${address}`;
    expect(lintPage('x.md', page(`${words(210)}\n${links}`, fm))).toEqual([
      {
        file: 'x.md',
        line: 6,
        message: expect.stringContaining(`${address} is a third party's code repository`),
      },
    ]);
  });

  it.each([
    'https://github.com/Signiant/api_client_media_shuttle_node',
    'https://github.com/signiant/signiant-openapi-spec/blob/master/Jet/ReadMe.md',
    'https://raw.githubusercontent.com/Signiant/mediashuttle-sdk-all-sample/main/README.md',
    'https://help.signiant.com/jet/deployment/guide/',
    'https://docs.github.com/en/rest',
  ])("accepts the vendor's own repository or a page that is no repository: %s", (address) => {
    expect(thirdPartyRepositoryReason(address)).toBeNull();
  });

  it('lists a gist as a paste site, once', () => {
    const fm = 'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources:\n  - https://gist.github.com/a/b';
    expect(lintPage('x.md', page(`${words(210)}\n${links}`, fm)).map((p) => p.message)).toEqual([
      expect.stringMatching(/is a paste site/),
    ]);
  });

  it('accepts `sources` of public https addresses and rejects anything else', () => {
    const body = `${words(210)}\n${links}\n\nOpen TCP 49221 inbound.`;
    const good =
      'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources:\n  - https://help.signiant.com/x/';
    expect(lintPage('x.md', page(body, good))).toEqual([]);
    const bad = 'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources: [http://example.com/, notes]';
    expect(lintPage('x.md', page(body, bad)).map((p) => p.message)).toEqual([
      expect.stringMatching(/"http:\/\/example.com\/" is not a public https address/),
      expect.stringMatching(/"notes" is not a public https address/),
    ]);
    const empty = 'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources: []';
    expect(lintPage('x.md', page(body, empty))[0].message).toMatch(/at least one public address/);
  });

  it.each([
    ['a paste site', 'https://pastebin.com/7nJQpZgF'],
    ['a paste site', 'https://gist.github.com/someone/d01d05291546186941e1b7ddc02034d3'],
    ['an index or category page', 'https://realguess.net/categories/computing/'],
    ['an index or category page', 'https://example.org/blog/'],
    ['an index or category page', 'https://example.org/'],
    ['a diff, not a page', 'https://wiki.example.org/index.php?diff=13866&oldid=9240&title=Ssl'],
    ['a search endpoint', 'https://docsearch.algolia.com/mcp/docs/website/developer.signiant.com'],
    ['a search endpoint', 'https://help.example.com/search/?q=agent'],
    ['a third-party catalogue', 'https://flows.example.com/catalog-items/media-shuttle-nodes?postId=8506'],
    ['a localized copy (ar-sa); cite the original', 'https://support.microsoft.com/ar-sa/help/180362/x'],
    ['a localized copy (en-gb); cite the original', 'https://learn.microsoft.com/en-gb/dotnet/api/x'],
  ])('calls a source %s: %s', (reason, address) => {
    expect(weakSourceReason(address)).toBe(reason);
  });

  it.each([
    'https://help.signiant.com/jet/deployment/guide/',
    'https://learn.microsoft.com/en-us/windows/win32/fileio/naming-a-file',
    'https://docs.netapp.com/us-en/storagegrid/s3/error-responses.html',
    'https://docs.openssl.org/3.0/man1/openssl-req/',
    'https://github.com/Signiant/api_client_media_shuttle_node',
  ])('accepts a primary source: %s', (address) => {
    expect(weakSourceReason(address)).toBeNull();
  });

  it('rejects a weak source on the line that lists it', () => {
    const body = `${words(210)}\n${links}`;
    const fm =
      'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources:\n  - https://help.signiant.com/x/\n  - https://pastebin.com/abc';
    expect(lintPage('x.md', page(body, fm))).toEqual([
      {
        file: 'x.md',
        line: 7,
        message: expect.stringMatching(/pastebin.com\/abc is a paste site: cite a primary source/),
      },
    ]);
  });

  it.each([
    'What the public material says about regions.',
    'The keystore path is not published by Signiant.',
    "Signiant's public Jet page on cloud storage says so.",
    '| Region list | Not published |',
    'Signiant does not publish the error texts.',
    'This page answers that as far as Signiant allows.',
    'Treat Azure as unconfirmed for Jet.',
    'Public helper scripts for Flight call it like this.',
  ])('rejects prose that talks about sources: "%s"', (line) => {
    const problems = lintPage('x.md', page(`${words(210)}\n${links}\n\n${line}`));
    expect(problems).toEqual([
      {file: 'x.md', line: 11, message: expect.stringMatching(/talks about sources, not the product/)},
    ]);
  });

  it('checks the description too, and leaves code and network terms alone', () => {
    const fm = `title: T\ndescription: See what changed, as far as Signiant has published it.\nkeywords: [a]\nsources: [https://help.signiant.com/jet/]`;
    expect(lintPage('x.md', page(`${words(210)}\n${links}`, fm))).toEqual([
      {file: 'x.md', line: 3, message: expect.stringMatching(/talks about sources/)},
    ]);
    const body = `${words(210)}\n${links}\n\nGive the server a publicly routable address.\n\n\`\`\`text\nnot published\n\`\`\``;
    expect(lintPage('x.md', page(body))).toEqual([]);
  });
});
