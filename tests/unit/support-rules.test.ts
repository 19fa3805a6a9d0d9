import {lintPage} from '../../scripts/content-rules';
import {
  MAX_DEFERRAL_PAGES,
  deferralCapMessage,
  deferralLines,
  pagesWithDeferrals,
  supportNameProblems,
} from '../../scripts/support-rules';

const words = Array.from({length: 210}, (_, i) => `word${i}`).join(' ');
const links = 'See [one](/jet/) and [two](https://www.signiant.com/).';
const FRONT_MATTER =
  'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources: [https://help.signiant.com/jet/]';

/** A page that passes every other rule, with `line` as line 11 of the file. */
function page(line: string, frontMatter = FRONT_MATTER): string {
  return `---\n${frontMatter}\n---\n\n${words}\n${links}\n\n${line}\n`;
}

describe("support's name", () => {
  it.each(['Customer Care', 'Customer Support'])(
    'calls "%s" an error, naming the line and the name',
    (name) => {
      expect(lintPage('x.md', page(`Send the log to Signiant ${name}.`))).toEqual([
        {file: 'x.md', line: 11, message: `"${name}": call support by its name, "Signiant Support"`},
      ]);
    },
  );

  it('calls Customer Success an error only where the reader asks it for help', () => {
    expect(supportNameProblems('If a transfer fails, contact Signiant Customer Success.')).toEqual([
      {line: 1, message: expect.stringContaining('"Customer Success"')},
    ]);
    expect(
      supportNameProblems('Signiant Customer Success adds you to the list of IT administrators.'),
    ).toEqual([]);
  });

  it('reads diagram labels and front matter but not code', () => {
    const source = [
      '---',
      'description: Gather what Signiant Customer Care needs.',
      '---',
      '```mermaid',
      'flowchart LR',
      '  A --> B["Send to Customer Care"]',
      '```',
      '```text',
      'Customer Care',
      '```',
    ].join('\n');
    expect(supportNameProblems(source).map((problem) => problem.line)).toEqual([2, 6]);
  });

  it('accepts "Signiant Support" and a lower-case generic phrase', () => {
    expect(
      supportNameProblems('Signiant Support answers around the clock; customer support desks differ.'),
    ).toEqual([]);
  });
});

describe('deferrals to support', () => {
  it.each([
    'Ask Signiant Support which SDCX Server version the server runs.',
    'ask a Jet administrator or Signiant Support how to regain access',
    'Contact Signiant Support for the domain list.',
    'contact Signiant Customer Care to have it enabled',
    'Signiant Support can tell you whether the type is on your plan.',
    'Follow the registration steps Signiant Support gives you.',
    'Confirm with Signiant Support which inbound rules you need.',
    'Discuss the design with Signiant Customer Care before you change anything.',
    'Request API credentials from Signiant Support.',
    'A client_id issued by Signiant Support and scoped to one role.',
    'Talk to Signiant Support before you start.',
    "Request the installer for the host's platform from [Signiant Support](https://support.signiant.com/).",
    'Settle these questions with [Signiant Support](https://support.signiant.com/) first.',
    'if a role is missing, [Signiant Support](https://support.signiant.com/) can confirm what you have.',
  ])('finds a deferral in "%s"', (text) => {
    // As the lint reads a page: each line's links reduced to their text.
    expect(deferralLines(text)).not.toEqual([]);
  });

  it.each([
    'When you contact Signiant Support about a job, include the job name.',
    'Collect the job details before you contact Signiant Support.',
    'Send the captured output to Signiant Support.',
    'The Jet API uses a client_id and client_secret.',
  ])('finds no deferral in "%s" (help with a problem, not a value)', (text) => {
    expect(deferralLines(text)).toEqual([]);
  });

  it('wants a page that defers to say why in `support-deferral`, on the line of the deferral', () => {
    expect(lintPage('x.md', page('Ask Signiant Support for your licence key.'))).toEqual([
      {
        file: 'x.md',
        line: 11,
        message: expect.stringMatching(/sends the reader to support.*support-deferral/),
      },
    ]);
    const declared = `${FRONT_MATTER}\nsupport-deferral: the licence key is issued per account`;
    expect(lintPage('x.md', page('Ask Signiant Support for your licence key.', declared))).toEqual([]);
    const empty = `${FRONT_MATTER}\nsupport-deferral: ''`;
    expect(lintPage('x.md', page('Ask Signiant Support for your licence key.', empty))).toHaveLength(1);
  });

  it('asks a page that no longer defers to drop `support-deferral`', () => {
    const stale = `${FRONT_MATTER}\nsupport-deferral: the licence key is issued per account`;
    expect(lintPage('x.md', page('Read the key on the Licence page.', stale))).toEqual([
      {file: 'x.md', line: 6, message: expect.stringMatching(/defers nothing to support: remove it/)},
    ]);
  });

  it(`fails when more than ${MAX_DEFERRAL_PAGES} pages defer, listing them`, () => {
    const deferring = (n: number) =>
      Array.from({length: n}, (_, i) => ({file: `p${i}.md`, text: page('Ask Signiant Support for it.')}));
    const clean = {file: 'clean.md', text: page('Open **Storage**.')};
    expect(deferralCapMessage([...deferring(MAX_DEFERRAL_PAGES), clean])).toBeNull();
    const over = [...deferring(MAX_DEFERRAL_PAGES + 1), clean];
    expect(pagesWithDeferrals(over)).toHaveLength(MAX_DEFERRAL_PAGES + 1);
    const message = deferralCapMessage(over);
    expect(message).toMatch(new RegExp(`^${MAX_DEFERRAL_PAGES + 1} pages .* at most ${MAX_DEFERRAL_PAGES}`));
    expect(message).toContain(`p0.md, p1.md`);
    expect(message).not.toContain('clean.md');
  });

  it('counts a deferral in code as none', () => {
    expect(pagesWithDeferrals([{file: 'a.md', text: '```text\nask Signiant Support\n```'}])).toEqual([]);
  });
});
