import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, getVcsPreset, readLastUpdateData} from '@docusaurus/utils';
import {editedVersionedPages, versionDatesFrontMatter} from '../../config/versionDates';
import {cutVersion} from '../../scripts/lib/versionCut';
import {Repository} from './gitRepository';

const MARCH = '2025-03-04T10:00:00+00:00';
const JUNE = '2025-06-11T10:00:00+00:00';
const JULY = '2025-07-01T10:00:00+00:00';

/** The date Docusaurus shows under a page, reading its front matter through the site's hook, and git. */
async function shownDate(siteDir: string, file: string): Promise<string | undefined> {
  const filePath = path.join(siteDir, file);
  const {frontMatter} = await versionDatesFrontMatter(siteDir)({
    filePath,
    fileContent: fs.readFileSync(filePath, 'utf8'),
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  const {lastUpdatedAt} = await readLastUpdateData(
    filePath,
    {showLastUpdateTime: true, showLastUpdateAuthor: false},
    frontMatter.last_update as {date?: string} | undefined,
    getVcsPreset('git-ad-hoc'),
  );
  return lastUpdatedAt ? new Date(lastUpdatedAt).toISOString().slice(0, 10) : undefined;
}

describe('"Last updated" of a cut version', () => {
  let repo: Repository;
  beforeEach(() => {
    repo = new Repository();
    repo.page('index.md', 'Jet.');
    repo.page('jobs/partner-jobs.md', 'Partner jobs.');
    repo.menu(['index', 'jobs/partner-jobs']);
    repo.commit('Jet docs', MARCH);
    cutVersion(repo.dir, 'jet', '1.0');
  });
  afterEach(() => fs.rmSync(repo.dir, {recursive: true, force: true}));

  it("shows when the source last changed, before and after the cut is committed, not the cut's day", async () => {
    expect(await shownDate(repo.dir, 'jet_versioned_docs/version-1.0/index.md')).toBe('2025-03-04');
    repo.commit('Cut Jet 1.0', JUNE);
    expect(await shownDate(repo.dir, 'jet_versioned_docs/version-1.0/index.md')).toBe('2025-03-04');
    // The page of the current docs, for comparison: git's date, as always.
    expect(await shownDate(repo.dir, 'docs-jet/index.md')).toBe('2025-03-04');
  });

  it('shows the date of a later fix to the released page', async () => {
    repo.commit('Cut Jet 1.0', JUNE);
    const fixed = 'jet_versioned_docs/version-1.0/jobs/partner-jobs.md';
    repo.write(fixed, `${repo.read(fixed)}\nA fix for release 1.0.\n`);
    repo.commit('Fix a 1.0 page', JULY);
    expect([...editedVersionedPages(repo.dir)]).toEqual([fs.realpathSync(path.join(repo.dir, fixed))]);
    expect(await shownDate(repo.dir, fixed)).toBe('2025-07-01');
    expect(await shownDate(repo.dir, 'jet_versioned_docs/version-1.0/index.md')).toBe('2025-03-04');
  });
});
