import {
  menuPages,
  productLlms,
  productLlmsFull,
  siteLlms,
  type ProductMenu,
} from '../../plugins/markdown-twins/llms';

const page = (slug: string, title = slug, description = `About ${slug}.`) => ({
  title,
  description,
  url: `https://help.example.com/jet/${slug}/`,
});

const MENU: ProductMenu = {
  name: 'Jet',
  summary: 'Automate transfers.',
  url: 'https://help.example.com/jet/',
  root: {title: 'Jet', description: 'Start here.', url: 'https://help.example.com/jet/'},
  entries: [
    {group: 'General', entries: [{page: page('general/overview', 'Overview')}]},
    {
      group: 'Administration',
      entries: [
        {page: page('administration/users', 'Users [admin]')},
        {
          group: 'Routes',
          entries: [{page: page('administration/routes/overview', 'Routes Overview', 'Line one\nline two.')}],
        },
        {page: page('administration/logs', 'Logs', '')},
      ],
    },
  ],
};

describe("a product's llms.txt", () => {
  const text = productLlms(MENU);

  it('opens with the product, its summary and the full file', () => {
    expect(text.startsWith('# Jet\n\n> Automate transfers.\n\n')).toBe(true);
    expect(text).toContain('[Jet in full](https://help.example.com/jet/llms-full.txt)');
  });

  it('lists the section root, then each menu group as a section, pages in menu order with a line of description', () => {
    const lines = text.split('\n');
    const start = lines.indexOf('- [Jet](https://help.example.com/jet/index.md): Start here.');
    expect(lines.slice(start)).toEqual([
      '- [Jet](https://help.example.com/jet/index.md): Start here.',
      '',
      '## General',
      '',
      '- [Overview](https://help.example.com/jet/general/overview/index.md): About general/overview.',
      '',
      '## Administration',
      '',
      '- [Users \\[admin\\]](https://help.example.com/jet/administration/users/index.md): About administration/users.',
      '- Routes',
      '  - [Routes Overview](https://help.example.com/jet/administration/routes/overview/index.md): Line one line two.',
      '- [Logs](https://help.example.com/jet/administration/logs/index.md)',
      '',
    ]);
  });

  it('names every page in the order menuPages gives', () => {
    expect(menuPages(MENU).map((p) => p.title)).toEqual([
      'Jet',
      'Overview',
      'Users [admin]',
      'Routes Overview',
      'Logs',
    ]);
  });
});

describe("a product's llms-full.txt", () => {
  it('holds each page in order, its address under its title, pages separated by rules', () => {
    const full = productLlmsFull(MENU, [
      {page: MENU.root!, body: '# Jet\n\nWelcome.\n'},
      {page: page('general/overview', 'Overview'), body: '# Overview\n\nText.\n'},
    ]);
    expect(full).toBe(
      '# Jet\n\n> Automate transfers.\n\n---\n\n# Jet\n\nSource: https://help.example.com/jet/\n\nWelcome.\n\n---\n\n' +
        '# Overview\n\nSource: https://help.example.com/jet/general/overview/\n\nText.\n',
    );
  });
});

describe('the site llms.txt', () => {
  it('has a line per product linking its llms.txt', () => {
    const text = siteLlms({title: 'Help', tagline: 'Docs for four products'}, [
      {name: 'Jet', summary: 'Automate transfers.', url: 'https://help.example.com/jet/'},
      {name: 'Flight Deck', summary: 'Run workflows.', url: 'https://help.example.com/flight-deck/'},
    ]);
    expect(text.startsWith('# Help\n\n> Docs for four products\n')).toBe(true);
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- [Jet](https://help.example.com/jet/llms.txt): Automate transfers.',
      '- [Flight Deck](https://help.example.com/flight-deck/llms.txt): Run workflows.',
    ]);
  });
});
