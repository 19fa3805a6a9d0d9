import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {movedPagesJson, parseMovedPages} from '../../config/movedPages';
import {
  addressLines,
  destinationFolder,
  leftReason,
  recordMove,
  rewriteLinks,
} from '../../scripts/lib/movePage';
import {menuGroupsOf, removeDocFromSidebar} from '../../scripts/sidebar-edit';
import {movePage} from '../../scripts/move-page';
import {copySite} from '../../scripts/site-copy';

const jetSidebar = fs.readFileSync(path.join(__dirname, '..', '..', 'sidebars', 'jet.ts'), 'utf8');

describe('move:page, its parts', () => {
  const groups = menuGroupsOf(jetSidebar);

  it('finds the destination by folder or by group label, and lists the folders otherwise', () => {
    expect(destinationFolder('deployment', groups)).toBe('deployment');
    expect(destinationFolder('/administration/routes/', groups)).toBe('administration/routes');
    expect(destinationFolder('Storage Profiles', groups)).toBe('administration/storage-profiles');
    expect(() => destinationFolder('billing', groups)).toThrow(
      /^No menu group holds pages in "billing". Move the page to one of these folders \(or their groups' labels\): administration, administration\/endpoints, /,
    );
  });

  it('takes an entry out of the menu, and refuses one it does not list', () => {
    const without = removeDocFromSidebar(jetSidebar, 'jobs/installer-logs');
    expect(without).not.toContain("'jobs/installer-logs'");
    expect(without.split('\n')).toHaveLength(jetSidebar.split('\n').length - 1);
    expect(() => removeDocFromSidebar(jetSidebar, 'jobs/no-such-page')).toThrow(
      "'jobs/no-such-page' is not in the menu.",
    );
  });

  it('points every kind of link to the old address at the new one, and nothing else', () => {
    const from = '/jet/jobs/installer-logs/';
    const to = '/jet/deployment/installer-logs/';
    const text = [
      'See [the logs](/jet/jobs/installer-logs/) and [a part](/jet/jobs/installer-logs/#windows).',
      'Also [no slash](/jet/jobs/installer-logs) and [with query](/jet/jobs/installer-logs/?x=1).',
      '[logs]: /jet/jobs/installer-logs/',
      '<a href="/jet/jobs/installer-logs/">logs</a>',
      "  {label: 'Logs', path: '/jet/jobs/installer-logs/'},",
      'a query\tjet\t/jet/jobs/installer-logs/',
      'Untouched: [other](/jet/jobs/installer-logs-old/), [child](/jet/jobs/installer-logs/more/), /jet/jobs/installer-logs/ in prose.',
    ].join('\n');
    const {text: rewritten, count} = rewriteLinks(text, from, to);
    expect(count).toBe(8);
    expect(rewritten).toBe(
      [
        'See [the logs](/jet/deployment/installer-logs/) and [a part](/jet/deployment/installer-logs/#windows).',
        'Also [no slash](/jet/deployment/installer-logs/) and [with query](/jet/deployment/installer-logs/?x=1).',
        '[logs]: /jet/deployment/installer-logs/',
        '<a href="/jet/deployment/installer-logs/">logs</a>',
        "  {label: 'Logs', path: '/jet/deployment/installer-logs/'},",
        'a query\tjet\t/jet/deployment/installer-logs/',
        'Untouched: [other](/jet/jobs/installer-logs-old/), [child](/jet/jobs/installer-logs/more/), /jet/jobs/installer-logs/ in prose.',
      ].join('\n'),
    );
  });

  it('keeps each old address one hop from where its page is now', () => {
    const first = recordMove([], '/jet/a/x/', '/jet/b/x/');
    expect(first).toEqual([{from: '/jet/a/x/', to: '/jet/b/x/'}]);
    const again = recordMove(first, '/jet/b/x/', '/jet/c/x/');
    expect(again).toEqual([
      {from: '/jet/a/x/', to: '/jet/c/x/'},
      {from: '/jet/b/x/', to: '/jet/c/x/'},
    ]);
    // Back where it started: that address is a page again, not a redirect.
    expect(recordMove(again, '/jet/c/x/', '/jet/a/x/')).toEqual([
      {from: '/jet/b/x/', to: '/jet/a/x/'},
      {from: '/jet/c/x/', to: '/jet/a/x/'},
    ]);
  });

  it('writes the list of moved pages as JSON data, and reads it back, refusing an entry that is not an address', () => {
    expect(movedPagesJson([])).toBe('[]\n');
    const moves = [{from: '/jet/a/x/', to: '/jet/b/x/'}];
    expect(movedPagesJson(moves)).toBe('[\n  {\n    "from": "/jet/a/x/",\n    "to": "/jet/b/x/"\n  }\n]\n');
    expect(parseMovedPages(movedPagesJson(moves))).toEqual(moves);
    expect(() => parseMovedPages('[{"from": "/jet/a/x/"}]')).toThrow(
      'config/moved-pages.json, entry 1: {"from":"/jet/a/x/"} needs "from" and "to"',
    );
    expect(() => parseMovedPages('[{"from": "/a/", "to": "/b/"},')).toThrow(
      /^config\/moved-pages.json is not valid JSON/,
    );
  });

  it('finds the lines that still name an old address, and knows which files keep it on purpose', () => {
    const text =
      'a /jet/jobs/x/ b\nc /jet/jobs/x d\n/jet/jobs/x-old/\n/jet/jobs/x/more/\n[x](/jet/jobs/x/#y)';
    expect(addressLines(text, '/jet/jobs/x/')).toEqual([1, 2, 5]);
    expect(leftReason('tests/fixtures/routes.tsv')).toMatch(/^the canonical route list/);
    expect(leftReason('jet_versioned_docs/version-2.0/jobs/a.md')).toMatch(/released version/);
    expect(leftReason('tests/search/queries.tsv')).toBeUndefined();
  });
});

describe('move:page on a copy of the site', () => {
  let siteDir: string;
  const read = (file: string): string => fs.readFileSync(path.join(siteDir, file), 'utf8');

  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-move-page-'));
    copySite(siteDir);
    // Prettier's settings, the canonical routes check:docs reads, and the search lists the command updates.
    fs.copyFileSync(
      path.join(__dirname, '..', '..', '.prettierrc.json'),
      path.join(siteDir, '.prettierrc.json'),
    );
    for (const dir of ['tests/fixtures', 'tests/search']) {
      fs.cpSync(path.join(__dirname, '..', '..', dir), path.join(siteDir, dir), {recursive: true});
    }
  });
  afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('moves an .mdx page into another group: its file, its menu entry, and a redirect from its old address', () => {
    const report = movePage(siteDir, 'jet', 'jobs/installer-logs', 'deployment');
    expect(report.from).toEqual({
      file: 'docs-jet/jobs/installer-logs.mdx',
      address: '/jet/jobs/installer-logs/',
    });
    expect(report.to).toEqual({
      file: 'docs-jet/deployment/installer-logs.mdx',
      address: '/jet/deployment/installer-logs/',
    });
    expect(fs.existsSync(path.join(siteDir, 'docs-jet/jobs/installer-logs.mdx'))).toBe(false);
    expect(fs.existsSync(path.join(siteDir, 'docs-jet/deployment/installer-logs.mdx'))).toBe(true);
    const menu = read('sidebars/jet.ts');
    expect(menu).not.toContain("'jobs/installer-logs'");
    expect(menu).toMatch(/'deployment\/deployment-troubleshooting',\n\s+'deployment\/installer-logs',\n/);
    expect(JSON.parse(read('config/moved-pages.json'))).toEqual([
      {from: '/jet/jobs/installer-logs/', to: '/jet/deployment/installer-logs/'},
    ]);
  });

  it("points other pages' links and Home's link at the new address", () => {
    const report = movePage(siteDir, 'jet', 'jobs/troubleshooting-jobs', 'Deployment');
    expect(report.relinked.map((r) => r.file)).toEqual(
      expect.arrayContaining(['docs-jet/index.md', 'docs-jet/jobs/jet-dashboard.md', 'src/homeLinks.ts']),
    );
    expect(read('docs-jet/index.md')).not.toContain('/jet/jobs/troubleshooting-jobs/');
    expect(read('docs-jet/index.md')).toContain('/jet/deployment/troubleshooting-jobs/');
    expect(read('src/homeLinks.ts')).toContain("path: '/jet/deployment/troubleshooting-jobs/'");
    expect(read('tests/search/queries.tsv')).toContain('\tjet\t/jet/deployment/troubleshooting-jobs/\n');
  });

  it('refuses what it cannot do, saying why', () => {
    expect(() => movePage(siteDir, 'jet', 'jobs/no-such-page', 'deployment')).toThrow(
      'jet has no page jobs/no-such-page (no docs-jet/jobs/no-such-page.md or docs-jet/jobs/no-such-page.mdx)',
    );
    expect(() => movePage(siteDir, 'jet', 'index', 'deployment')).toThrow(/section root/);
    expect(() => movePage(siteDir, 'jet', 'jobs/partner-jobs', 'jobs')).toThrow(
      'jobs/partner-jobs is already in the group of jobs/.',
    );
  });

  it('leaves a site that check:docs passes (every canonical address still reaches its page), formatted', () => {
    const result = spawnSync('npx', ['tsx', 'scripts/check-docs.ts'], {cwd: siteDir, encoding: 'utf8'});
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Docs OK');
    expect(result.status).toBe(0);
    const files = ['config/moved-pages.json', 'sidebars/jet.ts', 'src/homeLinks.ts'];
    const format = spawnSync('npx', ['prettier', '--check', ...files], {cwd: siteDir, encoding: 'utf8'});
    expect(format.status).toBe(0);
  }, 60_000);

  it('lays out a long entry of the moved pages as Prettier does', () => {
    const long = '/flight-deck/jobs/object-mover/advanced-configuration-of-the-object-mover/';
    const file = path.join(siteDir, 'config', 'moved-pages.json');
    fs.writeFileSync(file, movedPagesJson([{from: long, to: long.replace('jobs', 'reference')}]));
    const format = spawnSync('npx', ['prettier', '--check', 'config/moved-pages.json'], {cwd: siteDir});
    expect(format.status).toBe(0);
  }, 60_000);
});
