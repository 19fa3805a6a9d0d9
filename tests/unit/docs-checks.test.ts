import {
  checkCanonicalRoutes,
  checkProductDocs,
  docIdForRoute,
  type DocFile,
  type ProductDocs,
} from '../../scripts/lib/docsChecks';
import type {MenuItem} from '../../config/sidebarTree';

function doc(id: string, title = id, description = 'Do a thing.', ext = 'md'): DocFile {
  return {
    file: `docs-jet/${id}.${ext}`,
    id,
    title,
    titleLine: 2,
    description,
    descriptionLine: 3,
    keywords: 2,
    keywordsLine: 4,
  };
}

const sidebar: MenuItem[] = [{type: 'category', label: 'Jobs', items: ['jobs/a', 'jobs/b']}];
const sidebarSource =
  "const s = {jet: [{type: 'category', label: 'Jobs', items: [\n'jobs/a',\n'jobs/b',\n]}]};";

function product(docs: DocFile[], items: MenuItem[] = sidebar, source = sidebarSource): ProductDocs {
  return {product: 'jet', sidebarFile: 'sidebars/jet.ts', sidebarSource: source, sidebar: items, docs};
}

describe('check:docs rules', () => {
  it('passes a consistent product', () => {
    expect(checkProductDocs(product([doc('index', 'Jet'), doc('jobs/a'), doc('jobs/b')]))).toEqual([]);
  });

  it('names an orphan page and how to fix it', () => {
    const problems = checkProductDocs(product([doc('jobs/a'), doc('jobs/b'), doc('jobs/c')]));
    expect(problems).toEqual([
      {
        file: 'docs-jet/jobs/c.md',
        line: 1,
        message: expect.stringContaining("page is in no menu: add 'jobs/c' to its group in sidebars/jet.ts"),
      },
    ]);
  });

  it('names a menu entry without a page, at its line in the sidebar file', () => {
    const problems = checkProductDocs(product([doc('jobs/a')]));
    expect(problems).toEqual([
      {
        file: 'sidebars/jet.ts',
        line: 3,
        message: "'jobs/b' has no page: create docs-jet/jobs/b.md (or .mdx), or remove the entry",
      },
    ]);
  });

  it('finds an entry listed twice', () => {
    const twice: MenuItem[] = [{type: 'category', label: 'Jobs', items: ['jobs/a', 'jobs/a']}];
    const messages = checkProductDocs(product([doc('jobs/a')], twice)).map((p) => p.message);
    expect(messages).toEqual(["'jobs/a' is listed twice; keep it in one group only"]);
  });

  it('rejects duplicate titles and long descriptions with their lines', () => {
    const problems = checkProductDocs(
      product([doc('jobs/a', 'Same'), doc('jobs/b', 'Same', 'x'.repeat(161))]),
    );
    expect(problems.map(({file, line}) => `${file}:${line}`)).toEqual([
      'docs-jet/jobs/b.md:3',
      'docs-jet/jobs/b.md:2',
    ]);
    expect(problems[0].message).toMatch(/description is 161 characters; shorten it to 160/);
    expect(problems[1].message).toMatch(/title "Same" is also the title of docs-jet\/jobs\/a.md/);
  });

  it('maps routes to doc ids', () => {
    expect(docIdForRoute('jet', '/jet/')).toBe('index');
    expect(docIdForRoute('jet', '/jet/jobs/a/')).toBe('jobs/a');
  });

  it('reports canonical routes that lost their page or group, with the routes file line', () => {
    const routes = [
      {route: '/jet/', kind: 'section', line: 2},
      {route: '/jet/jobs/', kind: 'group', line: 3},
      {route: '/jet/jobs/a/', kind: 'page', line: 4},
      {route: '/jet/jobs/gone/', kind: 'page', line: 5},
      {route: '/jet/deployment/', kind: 'group', line: 6},
      {route: '/flight-deck/x/', kind: 'page', line: 7},
    ];
    const problems = checkCanonicalRoutes(
      product([doc('index'), doc('jobs/a'), doc('jobs/b')]),
      routes,
      'routes.tsv',
    );
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual(['routes.tsv:5', 'routes.tsv:6']);
    expect(problems[0].message).toMatch(
      /\/jet\/jobs\/gone\/ no longer has a page \(docs-jet\/jobs\/gone.md or .mdx\)/,
    );
    expect(problems[1].message).toMatch(
      /no menu group of sidebars\/jet.ts holds the pages of \/jet\/deployment\/ any more/,
    );
  });

  it('names front matter still to be written, at its line', () => {
    const unwritten = {...doc('jobs/b', 'B'), description: undefined, keywords: 0, keywordsLine: 5};
    const problems = checkProductDocs(product([doc('jobs/a'), unwritten]));
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([
      'docs-jet/jobs/b.md:3',
      'docs-jet/jobs/b.md:5',
    ]);
    expect(problems[0].message).toMatch(
      /^description is still to be written: one sentence, at most 160 characters/,
    );
    expect(problems[1].message).toMatch(
      /^keywords are still to be written: the words a customer would search for/,
    );
  });
});

describe('check:docs on a page moved by hand', () => {
  const groups = (deployment: string[], jobs: string[]): MenuItem[] => [
    {type: 'category', label: 'Deployment', items: deployment},
    {type: 'category', label: 'Jobs', items: jobs},
  ];
  const routes = [
    {route: '/jet/deployment/', kind: 'group', line: 2},
    {route: '/jet/jobs/', kind: 'group', line: 3},
    {route: '/jet/jobs/x/', kind: 'page', line: 4},
  ];

  it('names the real cause when only the menu entry moved to a group of another folder', () => {
    const items = groups(['deployment/a', 'deployment/b', 'jobs/x'], ['jobs/c']);
    const source = "deployment: [\n'deployment/a',\n'deployment/b',\n'jobs/x',\n],\njobs: [\n'jobs/c',\n],";
    const input = product(
      [doc('deployment/a'), doc('deployment/b'), doc('jobs/c'), doc('jobs/x', 'X', 'Do x.', 'mdx')],
      items,
      source,
    );
    expect(checkProductDocs(input)).toEqual([
      {
        file: 'sidebars/jet.ts',
        line: 4,
        message:
          "'jobs/x' is listed in the Deployment group, whose pages are in deployment/, but its file is docs-jet/jobs/x.mdx. " +
          "A page's folder is its address, and a group's address leads to its pages, so a page changes group with its file: " +
          '`npm run move:page -- jet jobs/x deployment` moves both and keeps the old address working. Or put the entry back in its own group.',
      },
    ]);
    // The group is still there: no word of it being gone.
    expect(checkCanonicalRoutes(input, routes, 'routes.tsv')).toEqual([]);
  });

  it('names the file by its real name when the file moved without its entry or a redirect', () => {
    const items = groups(['deployment/a'], ['jobs/c', 'jobs/x']);
    const input = product(
      [doc('deployment/a'), doc('jobs/c'), doc('deployment/x', 'X', 'Do x.', 'mdx')],
      items,
    );
    const problems = [...checkProductDocs(input), ...checkCanonicalRoutes(input, routes, 'routes.tsv')];
    expect(problems.map((p) => p.message)).toEqual([
      "'jobs/x' has no page: its file is now docs-jet/deployment/x.mdx, moved without its menu entry and without a redirect from its old address. " +
        'Move the file back and run `npm run move:page -- jet jobs/x deployment`, which moves the file and its entry and keeps the old address working.',
      '/jet/jobs/x/ no longer has a page: its file is now docs-jet/deployment/x.mdx, and nothing leads there from the old address; ' +
        'canonical addresses must keep working: move the file back and run `npm run move:page -- jet jobs/x deployment`, which adds the redirect',
    ]);
  });

  it('accepts a canonical page that answers through the redirect of its move, and only to a page', () => {
    const items = groups(['deployment/a', 'deployment/x'], ['jobs/c']);
    const input = product([doc('deployment/a'), doc('deployment/x'), doc('jobs/c')], items);
    expect(checkProductDocs(input)).toEqual([]);
    expect(
      checkCanonicalRoutes(input, routes, 'routes.tsv', [{from: '/jet/jobs/x/', to: '/jet/deployment/x/'}]),
    ).toEqual([]);
    expect(
      checkCanonicalRoutes(input, routes, 'routes.tsv', [{from: '/jet/jobs/x/', to: '/jet/deployment/y/'}])[0]
        .message,
    ).toMatch(
      /\/jet\/jobs\/x\/ leads to \/jet\/deployment\/y\/ \(config\/moved-pages.json\), which has no page/,
    );
  });
});
