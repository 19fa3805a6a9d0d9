import {
  checkCanonicalRoutes,
  checkProductDocs,
  docIdForRoute,
  type DocFile,
  type ProductDocs,
} from '../../scripts/lib/docsChecks';
import type {MenuItem} from '../../config/sidebarTree';

function doc(id: string, title = id, description = 'Do a thing.'): DocFile {
  return {file: `docs-jet/${id}.md`, id, title, titleLine: 2, description, descriptionLine: 3};
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
        message: "'jobs/b' has no page: create docs-jet/jobs/b.md, or remove the entry",
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
    expect(problems[0].message).toMatch(/\/jet\/jobs\/gone\/ no longer has a page/);
    expect(problems[1].message).toMatch(/menu group \/jet\/deployment\/ is gone/);
  });
});
