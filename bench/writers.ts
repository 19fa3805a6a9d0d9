/**
 * `npm run bench:writers [-- --runs 3] [--build]`: what writers and release
 * managers meet, tried in fresh clones of this checkout's commit (temporary
 * folders): `npm start` until the first page shows (each run a new clone,
 * against the same start without lazy compilation as the baseline), then, in
 * one clone with the preview open: pages opened directly, a text edit, side-
 * menu edits (reorder, move, relabel, add), `npm run new:page` and
 * `npm run move:page` (each timed until the open page shows it), `check:docs`
 * after the move (and the build with `--build`), and version cuts out of order.
 * Timings are medians of `--runs`; processor seconds count every process of
 * the server, which a busy machine inflates less than the wall time.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from 'playwright-core';
import {freePort, startDevServer, waitUntilAnswering} from '../scripts/lib/devServer';
import {median} from '../scripts/lib/stats';
import {freshClone} from './freshClone';
import {WriterSession, groupEntries, timeUntil, type Timed} from './writers/session';
import {measureStart, type StartFigures} from './writers/startTime';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIRST_PAGE = {path: '/jet/general/overview/', h1: 'Jet Overview'};
/** The targets (CONTRIBUTING.md, "Preview your changes"). */
const TARGETS = {firstPageMs: 20_000, textEditMs: 3_000, menuEditMs: 3_000};
const DIRECT_PAGES = [
  {path: '/jet/general/iperf/', h1: 'Testing Network Throughput with iPerf'},
  {path: '/jet/jobs/installer-logs/', h1: 'Installer Logs'},
  {path: '/jet/general/jet-media-shuttle-workflow/', h1: 'Jet and Media Shuttle Workflows'},
  {path: '/jet/deployment/jet-shared-storage/', h1: 'Using Shared Storage with Jet'},
];

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function startFigures(browser: Browser, runs: number): Promise<string[]> {
  const lazy: StartFigures[] = [];
  const eager: StartFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    lazy.push(await measureStart(browser, FIRST_PAGE.path, FIRST_PAGE.h1));
    eager.push(
      await measureStart(browser, FIRST_PAGE.path, FIRST_PAGE.h1, {
        HELP_WITHOUT_PLUGINS: 'dev-lazy-compilation',
      }),
    );
  }
  const wall = median(lazy.map((f) => f.firstPageMs));
  const cpu = median(lazy.map((f) => f.cpuSeconds));
  const baseWall = median(eager.map((f) => f.firstPageMs));
  const baseCpu = median(eager.map((f) => f.cpuSeconds));
  return [
    `npm start, fresh clone, until ${FIRST_PAGE.path} shows: ${seconds(wall)} (${(wall / baseWall).toFixed(2)}× the ` +
      `baseline's ${seconds(baseWall)}), ${cpu.toFixed(1)} processor s (${(cpu / baseCpu).toFixed(2)}× ` +
      `${baseCpu.toFixed(1)} s); target ${seconds(TARGETS.firstPageMs)}: ${wall <= TARGETS.firstPageMs ? 'met' : 'missed'}` +
      ` [runs: ${lazy.map((f) => seconds(f.firstPageMs)).join(', ')}; baseline: without lazy compilation]`,
  ];
}

async function repeat(name: string, runs: number, measure: () => Promise<number>): Promise<Timed> {
  const ms: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) ms.push(await measure());
    return {name, ms};
  } catch (error) {
    return {name, ms, note: String(error).split('\n')[0]};
  }
}

const swap = (s: string): string =>
  s.replace(
    "    'jobs/jet-dashboard',\n    'jobs/working-with-jobs',\n",
    "    'jobs/working-with-jobs',\n    'jobs/jet-dashboard',\n",
  );
const moveToDeployment = (s: string): string =>
  s
    .replace("    'jobs/installer-logs',\n", '')
    .replace(
      "    'deployment/deployment-troubleshooting',\n",
      "    'deployment/deployment-troubleshooting',\n    'jobs/installer-logs',\n",
    );
const ADDED = 'docs-jet/jobs/bench-added.md';

/** Each page of DIRECT_PAGES opened by its address, until its h1 shows (its first visit compiles it). */
async function directOpens(session: WriterSession): Promise<Timed> {
  const name = 'open a page directly (first visit compiles it)';
  const ms: number[] = [];
  try {
    for (const {path: address, h1} of DIRECT_PAGES) ms.push(await session.open(address, h1));
    return {name, ms};
  } catch (error) {
    return {name, ms, note: String(error).split('\n')[0]};
  }
}

async function editFigures(session: WriterSession, runs: number): Promise<Timed[]> {
  const direct = await directOpens(session);
  await session.open('/jet/jobs/partner-jobs/', 'Partner Jobs');
  fs.writeFileSync(
    path.join(session.siteDir, ADDED),
    '---\ntitle: Bench Added\ndescription: A page.\nkeywords: [bench]\n---\n\nA page.\n',
  );
  const timed = [
    direct,
    await repeat('text edit, until it shows', runs, () =>
      session.timeTextEdit('docs-jet/jobs/partner-jobs.md'),
    ),
    await repeat('menu: reorder', runs, () =>
      session.timeMenuEdit(swap, 'Jobs', (e) => e[0] === 'Working with Jobs'),
    ),
    await repeat('menu: move to another group', runs, () =>
      session.timeMenuEdit(moveToDeployment, 'Deployment', (e) => e.includes('Installer Logs')),
    ),
    await repeat('menu: relabel a sub-group', runs, () =>
      session.timeMenuEdit(
        (s) => s.replace("label: 'Routes',", "label: 'Routes Renamed',"),
        'Administration',
        (e) => e.includes('Routes Renamed'),
      ),
    ),
    await repeat('menu: add a page', runs, () =>
      session.timeMenuEdit(
        (s) =>
          s.replace(
            "    'jobs/troubleshooting-jobs',\n",
            "    'jobs/troubleshooting-jobs',\n    'jobs/bench-added',\n",
          ),
        'Jobs',
        (e) => e.includes('Bench Added'),
      ),
    ),
  ];
  const reloaded = !(await session.notReloaded());
  await session.page.goto('about:blank');
  fs.rmSync(path.join(session.siteDir, ADDED));
  return reloaded ? timed.map((t) => ({...t, note: t.note ?? 'the page reloaded'})) : timed;
}

async function commandFigures(
  session: WriterSession,
  runs: number,
  port: number,
  build: boolean,
): Promise<string[]> {
  const printed: string[] = [];
  const newPage = await repeat('new:page, until the page shows at the address it printed', runs, async () => {
    const result = await session.timeNewPage(
      `jobs/bench-new-${printed.length}`,
      `Bench New ${printed.length}`,
    );
    printed.push(result.printed);
    return result.ms;
  });
  const lines = [timedLine(newPage, undefined)];
  lines.push(`  new:page printed ${printed[0] ?? 'nothing'} (the server listens on port ${port})`);
  await session.open('/jet/jobs/partner-jobs/', 'Partner Jobs');
  const started = Date.now();
  const move = session.run('scripts/move-page.ts', 'jet', 'jobs/installer-logs', 'deployment');
  const moveMs = await timeUntil(session.page, started, async () =>
    ((await groupEntries(session.page, 'Deployment')) ?? []).includes('Installer Logs'),
  ).catch(() => Number.NaN);
  lines.push(
    `move:page jet jobs/installer-logs deployment: exit ${move.status}, shown in its new group after ${seconds(moveMs)}`,
  );
  const check = session.run('scripts/check-docs.ts');
  lines.push(`  check:docs after the move: exit ${check.status}: ${check.output.trim().split('\n').at(-1)}`);
  if (build) {
    const result = spawnSync('npm', ['run', 'build'], {cwd: session.siteDir, encoding: 'utf8'});
    lines.push(`  npm run build after the move: exit ${result.status}`);
  }
  return lines;
}

function timedLine(t: Timed, targetMs: number | undefined): string {
  const figure = t.ms.length ? seconds(median(t.ms)) : 'n/a';
  const verdict =
    targetMs === undefined || !t.ms.length
      ? ''
      : `; target ${seconds(targetMs)}: ${median(t.ms) <= targetMs ? 'met' : 'missed'}`;
  return `${t.name}: ${figure} median of ${t.ms.length} [${t.ms.map(seconds).join(', ')}]${verdict}${t.note ? ` (${t.note})` : ''}`;
}

/** `version:cut` of a lower version after a higher one, in the clone: what happens. */
function versionCutFigures(siteDir: string): string[] {
  const cut = (version: string): {status: number | null; output: string} => {
    const result = spawnSync('npx', ['tsx', 'scripts/version-cut.ts', 'jet', version], {
      cwd: siteDir,
      encoding: 'utf8',
    });
    return {status: result.status, output: `${result.stdout}${result.stderr}`.trim()};
  };
  const first = cut('2.0');
  const second = cut('1.5');
  const versionsFile = path.join(siteDir, 'jet_versions.json');
  const versions = fs.existsSync(versionsFile)
    ? fs.readFileSync(versionsFile, 'utf8').replace(/\s+/g, '')
    : 'none';
  const said = second.output.split('\n').find((line) => line.trim() !== '' && !line.startsWith('>')) ?? '';
  return [
    `version:cut jet 2.0: exit ${first.status}; then version:cut jet 1.5: exit ${second.status}, ` +
      `${second.status === 0 ? 'accepted' : 'refused'}; jet_versions.json: ${versions}`,
    `  it said: ${said.slice(0, 300)}`,
  ];
}

async function sessionFigures(browser: Browser, runs: number, build: boolean): Promise<string[]> {
  const clone = freshClone();
  const port = await freePort();
  const server = startDevServer({siteDir: clone.dir, port, viaNpmStart: true});
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  try {
    await waitUntilAnswering(`${server.url}/`, 20 * 60_000, server.exited);
    const session = new WriterSession(page, clone.dir, server.url);
    const edits = await editFigures(session, runs);
    const lines = [
      timedLine(edits[0], undefined),
      timedLine(edits[1], TARGETS.textEditMs),
      ...edits.slice(2).map((t) => timedLine(t, TARGETS.menuEditMs)),
      ...(await commandFigures(session, runs, port, build)),
    ];
    await server.stop();
    return [...lines, ...versionCutFigures(clone.dir)];
  } finally {
    await page.close();
    await server.stop();
    clone.remove();
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      build: {type: 'boolean', default: false},
      'skip-start': {type: 'boolean', default: false},
    },
  });
  const runs = Number(values.runs);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const load = (): string => os.loadavg()[0].toFixed(1);
  try {
    console.log(
      `Writers' benchmark, ${runs} run(s) per timing, on ${os.cpus().length} cores (load ${load()}).`,
    );
    if (!values['skip-start']) for (const line of await startFigures(browser, runs)) console.log(line);
    for (const line of await sessionFigures(browser, runs, values.build)) console.log(line);
    console.log(`(load ${load()} at the end)`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
