/**
 * A throwaway copy of the site, made a git repository, in which a release
 * manager cut two versions of one product and then filed an older release
 * from a tagged commit, built for production. The copy lives in the system's temporary
 * folder, named after a hash of the sources, so every Playwright project (and
 * the next run, while the sources are unchanged) reuses one build; a lock
 * folder makes the others wait while one worker builds.
 */
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cutVersions} from '../../config/docsVersions';
import {contentDir, type ProductId} from '../../src/products';
import {copySite, siteSourceFiles} from '../../scripts/site-copy';

const ROOT = path.join(__dirname, '..', '..');

/** The product whose versions are cut: a small one, so the copy builds quickly. */
export const PRODUCT: ProductId = 'jet';
/** Cut in this order: the older one gets the unmaintained banner, the newer one serves `/jet/`. */
export const OLDER = '1.0';
export const LATEST = '2.0';
/** Filed last, as an older release, from a tagged commit (`--older --from`): `/jet/` still serves 2.0. */
export const FILED_OLDER = '1.5';
export const FILED_OLDER_TAG = 'jet-1.5';
/** Every cut version, newest first, as the version menu lists them before "Next". */
export const RELEASES = [LATEST, FILED_OLDER, OLDER] as const;
/**
 * The copy is a git repository whose commits are dated (UTC): the sources on
 * `sources`; each cut on the day after its step, so that no page may show it.
 * `revised` is the one page changed after that, on the day named, once before
 * 1.5's tag and once after; `fixed` the day 1.0's copy of OLDER_ONLY_PAGE was fixed.
 */
export const DATES = {
  sources: '2025-03-04',
  cut1: '2025-04-09',
  fixed: '2025-05-20',
  revisedFor15: '2025-06-11',
  revisedFor20: '2025-07-01',
  cut2: '2025-08-12',
  cut15: '2025-09-02',
} as const;
export const REVISED_PAGE = 'general/overview';
/** A word written into version 1.0 of one page only, after the cut. */
export const OLDER_ONLY_WORD = 'zanzibarite';
export const OLDER_ONLY_PAGE = 'jobs/partner-jobs';
/** A page added to the current docs after both cuts: it exists only at `/jet/next/`. */
export const NEXT_ONLY_PAGE = 'jobs/release-checklist';
export const NEXT_ONLY_TITLE = 'Release Checklist';
/**
 * Figures the writer adds to that page: an image, a diagram drawn ahead of
 * time (an SVG in a `.help-diagram` wrapper) and an element marked
 * `data-zoomable`, which open larger (tests/e2e/zoom.spec.ts). No page of the
 * repository has an image yet.
 */
export const FIGURES = {
  image: 'Signiant Help icon',
  diagram: 'Release steps',
  marked: 'Release calendar',
} as const;
const FIGURES_MARKDOWN = `
## Figures

![${FIGURES.image}](/img/icons/icon-512.png)

<div class="help-diagram"><svg viewBox="0 0 300 80" width="300" height="80" role="img" aria-label="${FIGURES.diagram}"><title>${FIGURES.diagram}</title><rect x="10" y="10" width="120" height="60" fill="#f37021"></rect><text x="30" y="45">Build</text><rect x="170" y="10" width="120" height="60" fill="#111111"></rect><text x="190" y="45" fill="#ffffff">Publish</text></svg></div>

<table data-zoomable="" aria-label="${FIGURES.marked}"><thead><tr><th>Week</th><th>Step</th></tr></thead><tbody><tr><td>1</td><td>Freeze</td></tr><tr><td>2</td><td>Publish</td></tr></tbody></table>
`;

const READY_FILE = 'READY';
/** A lock older than this was left by a run that died; building takes a few minutes at most. */
const STALE_LOCK_MS = 15 * 60_000;

/** Changes whenever a source file's name or content does, or the steps below. */
function sourceKey(): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(__filename));
  for (const file of siteSourceFiles())
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Runs an npm script in the copy; throws with its output when it fails. */
function npm(dir: string, args: readonly string[]): void {
  const env = Object.fromEntries(
    // The copy is built like CI builds it: local search index, no analytics.
    Object.entries(process.env).filter(([name]) => !/^(ALGOLIA_|GTAG_|GTM_)/.test(name)),
  );
  // Other workers keep running browser tests meanwhile: they get the CPU first.
  const command = process.platform === 'linux' ? ['nice', '-n', '10', 'npm'] : ['npm'];
  const result = spawnSync(command[0], [...command.slice(1), 'run', ...args], {
    cwd: dir,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-40).join('\n');
    throw new Error(`npm run ${args.join(' ')} failed in ${dir}:\n${output}`);
  }
}

/** Runs git in the copy, committing (when it does) as a release manager on `day`. */
function git(dir: string, args: readonly string[], day: string = DATES.sources): void {
  const date = `${day}T10:00:00+00:00`;
  const who = {name: 'Release Manager', email: 'release-manager@example.com'};
  const result = spawnSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_COMMITTER_NAME: who.name,
      GIT_COMMITTER_EMAIL: who.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${dir}:\n${result.stderr}`);
}

function commit(dir: string, message: string, day: string): void {
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-q', '--no-gpg-sign', '-m', message], day);
}

/** A sentence added to REVISED_PAGE of the current docs. */
function revise(dir: string, sentence: string): void {
  fs.appendFileSync(path.join(dir, contentDir(PRODUCT), `${REVISED_PAGE}.md`), `\n${sentence}\n`);
}

/**
 * The release manager's steps, each committed, with pages that only some
 * versions have: a fix only 1.0 has, a page only the next version has.
 */
function cutAndBuild(dir: string): void {
  fs.writeFileSync(path.join(dir, '.gitignore'), 'node_modules\nbuild/\n.docusaurus/\n');
  git(dir, ['init', '-q', '-b', 'main']);
  commit(dir, 'Jet docs', DATES.sources);
  npm(dir, ['version:cut', '--', PRODUCT, OLDER]);
  commit(dir, `Cut Jet ${OLDER}`, DATES.cut1);
  fs.appendFileSync(
    path.join(dir, `${PRODUCT}_versioned_docs`, `version-${OLDER}`, `${OLDER_ONLY_PAGE}.md`),
    `\nIn this release the partner exchange also accepted ${OLDER_ONLY_WORD} archives.\n`,
  );
  commit(dir, `Fix a Jet ${OLDER} page`, DATES.fixed);
  revise(dir, `Release ${FILED_OLDER} added partner jobs to the overview.`);
  commit(dir, `Jet ${FILED_OLDER} docs`, DATES.revisedFor15);
  git(dir, ['tag', FILED_OLDER_TAG]);
  revise(dir, `Release ${LATEST} added storage profiles to the overview.`);
  commit(dir, `Jet ${LATEST} docs`, DATES.revisedFor20);
  npm(dir, ['version:cut', '--', PRODUCT, LATEST]);
  commit(dir, `Cut Jet ${LATEST}`, DATES.cut2);
  npm(dir, ['version:cut', '--', PRODUCT, FILED_OLDER, '--older', '--from', FILED_OLDER_TAG]);
  commit(dir, `File Jet ${FILED_OLDER} as an older release`, DATES.cut15);
  npm(dir, ['new:page', '--', PRODUCT, NEXT_ONLY_PAGE, NEXT_ONLY_TITLE]);
  // As a writer would before building: the new page's template leaves its description and keywords to fill in.
  const newPage = path.join(dir, contentDir(PRODUCT), `${NEXT_ONLY_PAGE}.md`);
  fs.writeFileSync(
    newPage,
    fs
      .readFileSync(newPage, 'utf8')
      .replace(/^description: *$/m, 'description: "What to check before a release."')
      .replace(/^keywords: \[\]$/m, 'keywords: [release]') + FIGURES_MARKDOWN,
  );
  npm(dir, ['build']);
}

function build(dir: string): void {
  if (cutVersions(ROOT, PRODUCT).length > 0) {
    throw new Error(
      `${PRODUCT} already has cut versions in the repository; pick a product without any for this test.`,
    );
  }
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  // nginx's workers run as another user: they must be able to read the build.
  fs.chmodSync(dir, 0o755);
  copySite(dir);
  cutAndBuild(dir);
  fs.writeFileSync(path.join(dir, READY_FILE), new Date().toISOString());
}

const PREFIX = 'help-versions-e2e-';

/** Copies built from earlier states of the sources, left alone for an hour in case another run still serves one. */
function removeOldCopies(current: string): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), name);
    if (!name.startsWith(PREFIX) || full === current || name.endsWith('.lock')) continue;
    const stat = fs.statSync(full, {throwIfNoEntry: false});
    if (stat && Date.now() - stat.mtimeMs > 60 * 60_000 && !fs.existsSync(`${full}.lock`)) {
      fs.rmSync(full, {recursive: true, force: true});
    }
  }
}

function takeLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch {
    const stat = fs.statSync(lock, {throwIfNoEntry: false});
    if (stat && Date.now() - stat.mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, {recursive: true, force: true});
    return false;
  }
}

/** The build folder of the versioned copy, building it first unless this state of the sources was built already. */
export async function versionedBuild(): Promise<string> {
  const dir = path.join(os.tmpdir(), `${PREFIX}${sourceKey()}`);
  const lock = `${dir}.lock`;
  for (;;) {
    if (fs.existsSync(path.join(dir, READY_FILE))) return path.join(dir, 'build');
    if (takeLock(lock)) {
      try {
        if (!fs.existsSync(path.join(dir, READY_FILE))) {
          removeOldCopies(dir);
          build(dir);
        }
      } finally {
        fs.rmSync(lock, {recursive: true, force: true});
      }
    } else {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}
