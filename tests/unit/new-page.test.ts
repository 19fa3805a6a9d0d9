import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {insertDocIntoSidebar} from '../../scripts/sidebar-edit';
import {pageTemplate, validateNewPage} from '../../scripts/new-page';
import {lintPage} from '../../scripts/content-rules';

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
});
