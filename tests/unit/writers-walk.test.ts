/**
 * The writer's walk of issue 45, kept: one page with a diagram that does not
 * parse, a Markdown link to a missing file, a link to a missing page (and one
 * to a missing anchor), and no description. One run of `npm run check:docs`
 * reports every one at its file and line, without a build; `npm run
 * lint:content` names the same ones at the same lines in the same words.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {closeDiagramRenderer} from '../../plugins/diagrams/drawings';
import {sourceCheckRemarkPlugin} from '../../plugins/source-checks';
import {copySite} from '../../scripts/site-copy';

const PAGE = 'docs-jet/jobs/partner-jobs.md';

let siteDir: string;
let text: string;

/** The 1-based line of the page that holds `needle`. */
const lineOf = (needle: string): number => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

function run(script: string, ...args: string[]): {status: number | null; problems: string[]} {
  const result = spawnSync('npx', ['tsx', script, ...args], {cwd: siteDir, encoding: 'utf8'});
  // Each problem starts with the page's file; a diagram's message runs on over indented lines.
  const problems = result.stderr
    .split(/\n(?=\S)/)
    .map((problem) => problem.trim())
    .filter((problem) => problem.startsWith(`${PAGE}:`));
  return {status: result.status, problems};
}

beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-writers-walk-'));
  copySite(siteDir);
  fs.cpSync(path.join(__dirname, '..', 'fixtures'), path.join(siteDir, 'tests', 'fixtures'), {
    recursive: true,
  });
  const file = path.join(siteDir, PAGE);
  text = fs
    .readFileSync(file, 'utf8')
    .replace(/^description: .*\n/m, '')
    .replace(
      '  R->>R: Create storage profile on its endpoint',
      '  R->>: Create storage profile on its endpoint',
    )
    .replace(
      '\n:::note\n',
      '\nSee [the logs](./no-such-file.md), [the page](/jet/jobs/no-such-page/) and ' +
        '[a section](/jet/jobs/jet-dashboard/#no-such-anchor).\n\n:::note\n',
    );
  fs.writeFileSync(file, text);
});
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

describe("a page with the walk's mistakes", () => {
  let checked: {status: number | null; problems: string[]};

  it('is reported in full by one run of check:docs, each mistake at its line', () => {
    checked = run('scripts/check-docs.ts');
    expect(checked.status).toBe(1);
    const links = lineOf('no-such-file.md');
    expect(checked.problems).toEqual([
      `${PAGE}:1: description is still to be written: one sentence, at most 160 characters, saying what the reader can do with this page (\`description: ...\` in the front matter)`,
      expect.stringMatching(
        new RegExp(
          `^${PAGE}:${lineOf('R->>:')}: the Mermaid diagram does not parse: Parse error on line \\d+:\\n {4}`,
        ),
      ),
      `${PAGE}:${links}: link to ./no-such-file.md: there is no page file docs-jet/jobs/no-such-file.md; link to the page by its address (/<product>/<folder>/<page>/), or correct the file name`,
      `${PAGE}:${links}: link to /jet/jobs/no-such-page/: no page has the address /jet/jobs/no-such-page/`,
      expect.stringMatching(
        new RegExp(
          `^${PAGE}:${links}: link to /jet/jobs/jet-dashboard/#no-such-anchor: /jet/jobs/jet-dashboard/ has no heading with the anchor #no-such-anchor; its anchors are `,
        ),
      ),
    ]);
  }, 180_000);

  it('gets the same lines and words from lint:content, which reports its own rules beside them', () => {
    const linted = run('scripts/lint-content.ts', PAGE);
    expect(linted.status).toBe(1);
    for (const problem of checked.problems) expect(linted.problems).toContain(problem);
  }, 180_000);

  it('fails the page in a production build with the same lines and words, all at once', async () => {
    const step = sourceCheckRemarkPlugin(siteDir)();
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // Its own mistakes: the docs plugin takes a page without a description.
      const ofTheSource = checked.problems.filter((problem) => !problem.includes('description is still'));
      await expect(step({}, {path: path.join(siteDir, PAGE)})).rejects.toThrow(ofTheSource.join('\n'));
    } finally {
      process.env.NODE_ENV = environment;
      await closeDiagramRenderer();
    }
  }, 180_000);
});
