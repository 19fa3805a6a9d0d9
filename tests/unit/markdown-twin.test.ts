import {
  absoluteUrl,
  normalizeSource,
  twinBody,
  twinFile,
  type TwinPage,
} from '../../plugins/markdown-twins/twinFromSource';

const PAGE: TwinPage = {
  title: 'Partner Jobs',
  description: 'Send files to a partner on a schedule.',
  url: 'https://help.example.com/jet/jobs/partner-jobs/',
  mdx: false,
  resolveFileLink: (file) =>
    file === '../administration/routes/overview.md' ? '/jet/administration/routes/overview/' : undefined,
};

const SOURCE = `---
title: "Partner Jobs"
description: Send files to a partner on a schedule.
keywords: [partner, schedule]
sources:
  - https://example.com/a
---

A partner job sends files. See [routes](/jet/administration/routes/overview/), [the overview](../administration/routes/overview.md#kinds),
[below](#limits) and [Signiant](https://www.signiant.com/).

| Setting | Value |
|---|---|
| Port | 443 |

\`\`\`bash title="install.sh" {2}
sudo ./install.sh
\`\`\`

:::warning Before you start
Check the **route** first.
:::

:::note
Plain note.
:::

\`\`\`mermaid
flowchart LR
  A --> B
\`\`\`

## Limits {#limits}

![Route diagram](/img/route.png)
`;

describe('Markdown twin of a page', () => {
  const twin = twinFile(SOURCE, PAGE);

  it('keeps only the title and description in its front matter, then the title as a heading', () => {
    expect(
      twin.startsWith(
        '---\ntitle: "Partner Jobs"\ndescription: "Send files to a partner on a schedule."\n---\n\n# Partner Jobs\n',
      ),
    ).toBe(true);
    expect(twin).not.toContain('keywords');
    expect(twin).not.toContain('sources');
  });

  it('keeps tables as Markdown tables', () => {
    expect(twin).toMatch(/\| Setting \| Value \|\n\| -+ \| -+ \|\n\| Port +\| 443 +\|/);
  });

  it('keeps code fences with their language, without Docusaurus options, and Mermaid fences as code', () => {
    expect(twin).toContain('```bash\nsudo ./install.sh\n```');
    expect(twin).not.toContain('title="install.sh"');
    expect(twin).toContain('```mermaid\nflowchart LR\n  A --> B\n```');
  });

  it('turns admonitions into block quotes opening with their label and title', () => {
    expect(twin).toContain('> **Warning: Before you start**\n>\n> Check the **route** first.');
    expect(twin).toContain('> **Note**\n>\n> Plain note.');
    expect(twin).not.toContain(':::');
  });

  it('makes every link and image absolute to the site, resolving links to Markdown files', () => {
    expect(twin).toContain('[routes](https://help.example.com/jet/administration/routes/overview/)');
    expect(twin).toContain(
      '[the overview](https://help.example.com/jet/administration/routes/overview/#kinds)',
    );
    expect(twin).toContain('[below](https://help.example.com/jet/jobs/partner-jobs/#limits)');
    expect(twin).toContain('[Signiant](https://www.signiant.com/)');
    expect(twin).toContain('![Route diagram](https://help.example.com/img/route.png)');
  });

  it('drops heading-id markers', () => {
    expect(twin).toContain('## Limits\n');
  });

  it('does not add a title heading when the page has its own', () => {
    const body = twinBody('# Own Title\n\nText.\n', PAGE);
    expect(body).toBe('# Own Title\n\nText.\n');
  });
});

describe('Markdown twin of an MDX page', () => {
  const MDX = `---
title: Keystores
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

{/* A writer's comment */}

Find the keystore.

<Tabs groupId="os">
<TabItem value="windows" label="Windows">

\`\`\`powershell
Get-ChildItem
\`\`\`

</TabItem>
<TabItem value="linux" label="Linux">

Run \`find\`.

</TabItem>
</Tabs>

<details>
<summary>Why a backup?</summary>

Because the web server may not start.

</details>

<Highlight color="red">Kept text</Highlight> and <a href="/jet/">a link</a>.

:::tip
Inside MDX too.
:::
`;
  const twin = twinFile(MDX, {...PAGE, title: 'Keystores', description: '', mdx: true});

  it('drops imports and expressions', () => {
    expect(twin).not.toContain('import ');
    expect(twin).not.toContain("writer's comment");
    expect(twin).toMatch(/^---\ntitle: "Keystores"\n---\n\n# Keystores\n\nFind the keystore\./);
  });

  it('turns tabs into a labelled section per tab, in order', () => {
    expect(twin).toContain('**Windows**\n\n```powershell\nGet-ChildItem\n```\n\n**Linux**\n\nRun `find`.');
    expect(twin).not.toMatch(/<\/?Tab/);
  });

  it('turns a details block into its summary in bold and its content', () => {
    expect(twin).toContain('**Why a backup?**\n\nBecause the web server may not start.');
    expect(twin).not.toContain('<details>');
  });

  it('keeps the content of other components and makes JSX links Markdown links', () => {
    expect(twin).toContain('Kept text and [a link](https://help.example.com/jet/).');
    expect(twin).toContain('> **Tip**\n>\n> Inside MDX too.');
  });
});

describe('absoluteUrl', () => {
  it('leaves other schemes alone and resolves relative addresses against the page', () => {
    expect(absoluteUrl('mailto:help@example.com', PAGE)).toBe('mailto:help@example.com');
    expect(absoluteUrl('../working-with-jobs/', PAGE)).toBe(
      'https://help.example.com/jet/jobs/working-with-jobs/',
    );
    expect(absoluteUrl('missing.md', PAGE)).toBe('https://help.example.com/jet/jobs/partner-jobs/missing.md');
  });
});

describe('normalizeSource', () => {
  it('rewrites admonition titles and drops heading ids outside code fences only', () => {
    const source =
      ':::tip Be quick\nx\n:::\n\n## Limits {#limits}\n\n```text\n:::note Not a title\n## Kept {#kept}\n```\n\n:::custom Stay\n';
    expect(normalizeSource(source)).toBe(
      ':::tip[Be quick]\nx\n:::\n\n## Limits\n\n```text\n:::note Not a title\n## Kept {#kept}\n```\n\n:::custom Stay\n',
    );
  });

  it('lets an MDX page with heading ids be converted', () => {
    expect(twinBody('## Setup {#setup}\n\nText.\n', {...PAGE, mdx: true})).toBe(
      '# Partner Jobs\n\n## Setup\n\nText.\n',
    );
  });
});
