import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {insertDocIntoSidebar} from '../../scripts/sidebar-edit';
import net from 'node:net';
import os from 'node:os';
import {pageTemplate, validateNewPage} from '../../scripts/new-page';
import {previewLine} from '../../scripts/lib/preview';
import {lintPage} from '../../scripts/content-rules';
import {checkProductDocs} from '../../scripts/lib/docsChecks';
import {ADDRESS_FILE} from '../../plugins/dev-server-address';

// The docs plugin's own front matter validation, as the development server runs it on every page.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {validateDocFrontMatter} = require('@docusaurus/plugin-content-docs/lib/frontMatter.js') as {
  validateDocFrontMatter: (frontMatter: Record<string, unknown>) => unknown;
};

const jetSidebar = fs.readFileSync(path.join(__dirname, '..', '..', 'sidebars', 'jet.ts'), 'utf8');

describe('new:page', () => {
  it('adds the page after the last page of its group, with the same indentation', () => {
    const updated = insertDocIntoSidebar(jetSidebar, 'administration/routes/route-priorities');
    const lines = updated.split('\n');
    const at = lines.findIndex((l) => l.includes("'administration/routes/route-priorities'"));
    expect(lines[at - 1]).toMatch(/^\s+'administration\/routes\/testing-routes',$/);
    expect(lines[at].indexOf("'")).toBe(lines[at - 1].indexOf("'"));
    expect(updated.split('\n').length).toBe(jetSidebar.split('\n').length + 1);
  });

  it('puts a first page of a group with only subgroups before those subgroups', () => {
    const source =
      "x = [{type: 'category', label: 'A', items: [\n  {type: 'category', label: 'B', items: [\n    'a/b/one',\n  ]},\n]}];\n";
    expect(insertDocIntoSidebar(source, 'a/b/two')).toContain("'a/b/one',\n    'a/b/two',\n");
    const parentOnly =
      "x = [{type: 'category', label: 'A', items: [\n  {type: 'category', label: 'B', items: [\n    'a/b/one',\n  ]},\n  {type: 'category', label: 'C', items: [\n    'a/c/one',\n  ]},\n]}];\n";
    expect(insertDocIntoSidebar(parentOnly, 'a/new')).toContain(
      "items: [\n  'a/new',\n  {type: 'category', label: 'B'",
    );
  });

  it('adds a page to a top-level group after its last page, before nothing else changes', () => {
    const updated = insertDocIntoSidebar(jetSidebar, 'jobs/job-priorities');
    const lines = updated.split('\n');
    const at = lines.findIndex((l) => l.includes("'jobs/job-priorities'"));
    expect(lines[at - 1]).toMatch(/^\s+'jobs\/troubleshooting-jobs',$/);
    expect(lines[at].indexOf("'")).toBe(lines[at - 1].indexOf("'"));
  });

  it('refuses a folder no group holds, and a page already listed', () => {
    expect(() => insertDocIntoSidebar(jetSidebar, 'nowhere/page')).toThrow(
      /No menu group holds pages in "nowhere"/,
    );
    expect(() => insertDocIntoSidebar(jetSidebar, 'jobs/partner-jobs')).toThrow(/already in the menu/);
  });

  it('validates the arguments in words a writer can act on', () => {
    expect(validateNewPage('jet', 'administration/routes/route-priorities', 'Route Priorities')).toEqual([]);
    expect(validateNewPage('jett', 'Admin/Routes', ' ')).toEqual([
      expect.stringMatching(/"jett" is not a product/),
      expect.stringMatching(/"Admin\/Routes" is not a page path/),
      expect.stringMatching(/Give the page a title/),
    ]);
    expect(validateNewPage('jet', 'top-level-page', 'T')[0]).toMatch(/inside a group folder/);
  });

  it('writes front matter that the content lint then asks the writer to complete', () => {
    const source = pageTemplate('Route "Priorities": A/B');
    expect(matter(source).data.title).toBe('Route "Priorities": A/B');
    const messages = lintPage('docs-jet/x.md', source).map((p) => p.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/description/),
        expect.stringMatching(/keywords/),
        expect.stringMatching(/at least one public address/),
        expect.stringMatching(/words of prose/),
      ]),
    );
  });

  it('writes front matter the docs plugin accepts, so the running preview serves the page at once', () => {
    const {data} = matter(pageTemplate('Route Priorities'));
    expect(() => validateDocFrontMatter(data)).not.toThrow();
    expect(data).toEqual({title: 'Route Priorities', sources: []});
  });

  it('leaves description and keywords for check:docs to ask for, at their lines', () => {
    const source = pageTemplate('Route Priorities');
    const problems = checkProductDocs({
      product: 'jet',
      sidebarFile: 'sidebars/jet.ts',
      sidebarSource: "'jobs/route-priorities'",
      sidebar: [{type: 'category', label: 'Jobs', items: ['jobs/route-priorities']}],
      docs: [
        {
          file: 'docs-jet/jobs/route-priorities.md',
          id: 'jobs/route-priorities',
          title: 'Route Priorities',
          titleLine: 2,
          description: undefined,
          descriptionLine: source.split('\n').findIndex((l) => l.includes('description:')) + 1,
          keywords: 0,
          keywordsLine: source.split('\n').findIndex((l) => l.includes('keywords:')) + 1,
        },
      ],
    });
    expect(problems.map((p) => [p.line, p.message.split(':')[0]])).toEqual([
      [3, 'description is still to be written'],
      [4, 'keywords are still to be written'],
    ]);
  });
});

describe('new:page: the address it prints', () => {
  let siteDir: string;
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-new-page-'));
  });
  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it("is the running preview's, on the port it really listens at, once the preview has read the page", async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as net.AddressInfo;
    fs.mkdirSync(path.join(siteDir, '.docusaurus'));
    fs.writeFileSync(
      path.join(siteDir, '.docusaurus', ADDRESS_FILE),
      JSON.stringify({url: `http://127.0.0.1:${port}/`, pid: process.pid}),
    );
    try {
      expect(await previewLine(siteDir, '/jet/jobs/route-priorities/', 0)).toBe(
        `The preview has not read it yet; it will show it at http://127.0.0.1:${port}/jet/jobs/route-priorities/`,
      );
      // Core's route table, as the preview rewrites it once it has read the new page.
      fs.writeFileSync(
        path.join(siteDir, '.docusaurus', 'routes.js'),
        "export default [\n  {\n    path: '/jet/jobs/route-priorities/',\n    component: ComponentCreator('/jet/jobs/route-priorities/', 'a1b'),\n  },\n];\n",
      );
      expect(await previewLine(siteDir, '/jet/jobs/route-priorities/', 0)).toBe(
        `The preview shows it at http://127.0.0.1:${port}/jet/jobs/route-priorities/`,
      );
    } finally {
      server.close();
    }
  });

  it('says how to preview the page when no preview runs, without guessing a port', async () => {
    const expected =
      'Preview it with npm start, at /jet/jobs/route-priorities/ on the address npm start prints.';
    expect(await previewLine(siteDir, '/jet/jobs/route-priorities/')).toBe(expected);
    // A preview that has stopped since it wrote its address.
    const {port} = await new Promise<net.AddressInfo>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address() as net.AddressInfo;
        probe.close(() => resolve(address));
      });
    });
    fs.mkdirSync(path.join(siteDir, '.docusaurus'));
    fs.writeFileSync(
      path.join(siteDir, '.docusaurus', ADDRESS_FILE),
      JSON.stringify({url: `http://127.0.0.1:${port}/`, pid: process.pid}),
    );
    expect(await previewLine(siteDir, '/jet/jobs/route-priorities/')).toBe(expected);
  });
});
