import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {compareVersions, cutVersions, newestFirst} from '../../config/docsVersions';
import {cutReport, existingVersions, validateVersionCut} from '../../scripts/version-cut';
import {cutVersion, lastChanged, withLastUpdate} from '../../scripts/lib/versionCut';
import {Repository} from './gitRepository';

describe('version:cut: the request', () => {
  it('accepts a new release number for a known product', () => {
    expect(validateVersionCut('flight-deck', '3.4', ['3.3'])).toEqual([]);
    expect(validateVersionCut('jet', '12', [])).toEqual([]);
    expect(validateVersionCut('jet', '2.1.3', [])).toEqual([]);
  });

  it('refuses unknown products, odd names and existing versions with a clear message', () => {
    expect(validateVersionCut('manager-agents', '3.4', [])[0]).toMatch(
      /"manager-agents" is not a product; use one of media-shuttle, jet/,
    );
    for (const name of ['next', 'current', 'v3', '3.4-beta', '', '../3']) {
      expect(validateVersionCut('jet', name, [])[0]).toMatch(/is not a release number/);
    }
    expect(validateVersionCut('jet', '3.4', ['3.4'])[0]).toMatch(
      /jet 3.4 already exists .* never overwritten/,
    );
  });

  it('compares versions as versions: 1.10 is newer than 1.9, 2 is the same release as 2.0', () => {
    expect(compareVersions('1.10', '1.9')).toBeGreaterThan(0);
    expect(compareVersions('1.9', '1.10')).toBeLessThan(0);
    expect(compareVersions('2', '2.0.0')).toBe(0);
    expect(compareVersions('10', '9.9.9')).toBeGreaterThan(0);
    expect(newestFirst(['1.9', '1.10', '2', '1.10.1', '0.9'])).toEqual(['2', '1.10.1', '1.10', '1.9', '0.9']);
    expect(validateVersionCut('jet', '1.10', ['1.9'])).toEqual([]);
    expect(validateVersionCut('jet', '2', ['2.0', '1.0'])[0]).toMatch(
      /jet 2 is the same release as 2.0, which already exists .* never overwritten/,
    );
  });

  it('refuses a version older than the latest, and says how to add an older release', () => {
    const [message] = validateVersionCut('jet', '1.5', ['2.0', '1.0']);
    expect(message).toMatch(/jet 1.5 is older than the latest version, 2.0/);
    expect(message).toContain('served at /jet/');
    expect(message).toContain('npm run version:cut -- jet 1.5 --older --from <tag-or-commit>');
    expect(validateVersionCut('jet', '1.9', ['1.10'])[0]).toMatch(/older than the latest version, 1.10/);
  });

  it('files an older release only from a named revision, and only when it is older than the latest', () => {
    expect(validateVersionCut('jet', '1.5', ['2.0'], {older: true, from: 'jet-1.5'})).toEqual([]);
    expect(validateVersionCut('jet', '1.5', ['2.0'], {older: true})[0]).toMatch(
      /--older needs --from <tag-or-commit>: the git revision whose docs-jet\/ and menu are release 1.5's/,
    );
    expect(validateVersionCut('jet', '2.5', ['2.0'], {older: true, from: 'x'})[0]).toMatch(
      /2.5 is newer than the latest version, 2.0: cut it without --older/,
    );
    expect(validateVersionCut('jet', '1.5', [], {older: true, from: 'x'})[0]).toMatch(
      /jet has no cut version yet, so 1.5 would be its latest/,
    );
    // A new latest may be cut from a revision too.
    expect(validateVersionCut('jet', '2.1', ['2.0'], {from: 'jet-2.1'})).toEqual([]);
  });

  it('reads the versions Docusaurus recorded for a product, and refuses a file out of order', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-versions-'));
    expect(existingVersions(dir, 'jet')).toEqual([]);
    fs.writeFileSync(path.join(dir, 'jet_versions.json'), '["3.10", "3.9"]');
    expect(existingVersions(dir, 'jet')).toEqual(['3.10', '3.9']);
    fs.writeFileSync(path.join(dir, 'jet_versions.json'), '["1.5", "2.0"]');
    expect(() => cutVersions(dir, 'jet')).toThrow(
      /jet_versions.json lists \["1.5","2.0"\]; keep it newest first, \["2.0","1.5"\]/,
    );
  });
});

describe('version:cut: last-change dates in front matter', () => {
  it('adds last_update to the front matter, or a front matter when the page has none', () => {
    const date = '2025-03-04T10:00:00+00:00';
    expect(withLastUpdate('---\ntitle: A\n---\n\nText\n', date)).toBe(
      `---\ntitle: A\nlast_update:\n  date: ${date}\n---\n\nText\n`,
    );
    expect(withLastUpdate('Text\n', date)).toBe(`---\nlast_update:\n  date: ${date}\n---\nText\n`);
    const dated = '---\ntitle: A\nlast_update:\n  date: 2020-01-01\n---\nText\n';
    expect(withLastUpdate(dated, date)).toBe(dated);
    expect(matter(withLastUpdate('---\r\ntitle: A\r\n---\r\nText\r\n', date)).data.last_update).toEqual({
      date: new Date(date),
    });
  });
});

const MARCH = '2025-03-04T10:00:00+00:00';
const APRIL = '2025-04-09T10:00:00+00:00';
const MAY = '2025-05-20T10:00:00+00:00';

describe('version:cut: the cut', () => {
  let repo: Repository;
  beforeEach(() => {
    repo = new Repository();
    repo.page('index.md', 'Jet.');
    repo.page('jobs/partner-jobs.mdx', 'Partner jobs, first text.');
    repo.menu(['index', 'jobs/partner-jobs']);
    repo.commit('Jet docs', MARCH);
    repo.git(['tag', 'jet-1.0']);
    repo.page('jobs/partner-jobs.mdx', 'Partner jobs, second text.');
    repo.page('jobs/new-page.md', 'A page of release 2.');
    repo.menu(['index', 'jobs/partner-jobs', 'jobs/new-page']);
    repo.commit('Jet 2 docs', APRIL);
  });
  afterEach(() => fs.rmSync(repo.dir, {recursive: true, force: true}));

  it('reads when each page last changed, from git', () => {
    expect(lastChanged(repo.dir, 'docs-jet')).toEqual(
      new Map([
        ['index.md', MARCH],
        ['jobs/partner-jobs.mdx', APRIL],
        ['jobs/new-page.md', APRIL],
      ]),
    );
    expect(lastChanged(repo.dir, 'docs-jet', 'jet-1.0').get('jobs/partner-jobs.mdx')).toBe(MARCH);
  });

  it("copies today's pages and menu as the latest version, each page dated by its source's last change", () => {
    const summary = cutVersion(repo.dir, 'jet', '2.0');
    expect(summary.versions).toEqual(['2.0']);
    expect(JSON.parse(repo.read('jet_versions.json'))).toEqual(['2.0']);
    expect(JSON.parse(repo.read('jet_versioned_sidebars/version-2.0-sidebars.json'))).toEqual({
      jet: ['index', 'jobs/partner-jobs', 'jobs/new-page'],
    });
    expect(repo.read('jet_versioned_docs/version-2.0/jobs/partner-jobs.mdx')).toContain('second text');
    expect(repo.lastUpdate('2.0', 'index.md')).toEqual({date: new Date(MARCH)});
    expect(repo.lastUpdate('2.0', 'jobs/partner-jobs.mdx')).toEqual({date: new Date(APRIL)});
    expect(summary).toMatchObject({dated: 3, undated: []});
    expect(cutReport('jet', '2.0', summary, {})).toMatch(/Cut jet 2.0\. It is now served at \/jet\//);
  });

  it('leaves undated the pages whose text is not committed yet: the commit that adds the cut dates them', () => {
    repo.page('index.md', 'Jet, edited after the last commit.');
    repo.page('jobs/untracked.md', 'Not added yet.');
    const summary = cutVersion(repo.dir, 'jet', '2.0');
    expect(summary.undated).toEqual(['index.md', 'jobs/untracked.md']);
    expect(repo.lastUpdate('2.0', 'index.md')).toBeUndefined();
    expect(repo.lastUpdate('2.0', 'jobs/new-page.md')).toEqual({date: new Date(APRIL)});
    expect(cutReport('jet', '2.0', summary, {})).toContain('2 pages have changes not committed yet');
  });

  it('files an older release from a revision: its pages, menu and dates, the latest unchanged', () => {
    cutVersion(repo.dir, 'jet', '2.0');
    repo.commit('Cut Jet 2.0', MAY);
    const summary = cutVersion(repo.dir, 'jet', '1.0', {older: true, from: 'jet-1.0'});
    expect(JSON.parse(repo.read('jet_versions.json'))).toEqual(['2.0', '1.0']);
    expect(repo.read('jet_versioned_docs/version-1.0/jobs/partner-jobs.mdx')).toContain('first text');
    expect(fs.existsSync(path.join(repo.dir, 'jet_versioned_docs/version-1.0/jobs/new-page.md'))).toBe(false);
    expect(JSON.parse(repo.read('jet_versioned_sidebars/version-1.0-sidebars.json'))).toEqual({
      jet: ['index', 'jobs/partner-jobs'],
    });
    expect(repo.lastUpdate('1.0', 'jobs/partner-jobs.mdx')).toEqual({date: new Date(MARCH)});
    // Today's docs are untouched.
    expect(repo.read('docs-jet/jobs/partner-jobs.mdx')).toContain('second text');
    expect(cutReport('jet', '1.0', summary, {older: true, from: 'jet-1.0'})).toMatch(
      /Filed jet 1.0 as an older release, from jet-1.0: served at \/jet\/1.0\/; \/jet\/ still serves 2.0/,
    );
  });

  it('keeps the versions file newest first, 1.10 before 1.9', () => {
    cutVersion(repo.dir, 'jet', '1.9');
    cutVersion(repo.dir, 'jet', '1.10');
    cutVersion(repo.dir, 'jet', '1.2', {older: true, from: 'jet-1.0'});
    expect(JSON.parse(repo.read('jet_versions.json'))).toEqual(['1.10', '1.9', '1.2']);
  });

  it('refuses a revision git does not know, and a folder left by an earlier cut', () => {
    cutVersion(repo.dir, 'jet', '2.0');
    expect(() => cutVersion(repo.dir, 'jet', '1.0', {older: true, from: 'no-such-tag'})).toThrow(
      /"no-such-tag" is not a git revision of this repository: give a tag/,
    );
    fs.mkdirSync(path.join(repo.dir, 'jet_versioned_docs', 'version-3.0'));
    expect(() => cutVersion(repo.dir, 'jet', '3.0')).toThrow(
      /jet_versioned_docs\/version-3.0 exists though jet_versions.json does not list 3.0/,
    );
  });

  it('cuts without dates in a copy of the sources outside git', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'help-cut-copy-'));
    fs.cpSync(repo.dir, copy, {recursive: true, filter: (source) => !source.endsWith('.git')});
    const summary = cutVersion(copy, 'jet', '2.0');
    expect(summary).toMatchObject({dated: 0, versions: ['2.0']});
    expect(summary.undated).toHaveLength(3);
    fs.rmSync(copy, {recursive: true, force: true});
  });
});
