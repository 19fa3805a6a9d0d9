/**
 * Serves the production build through nginx with `deploy/nginx.conf`, on
 * 127.0.0.1 only. Installs Debian's nginx where it is missing, builds when
 * there is no build or the sources are newer (unless `--no-build`), prepares
 * the build for serving when that has not been done (`deploy/prepare.ts`).
 * Usage: `tsx scripts/serve-prod.ts [--port 3000] [--dir build] [--no-build]`.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {contentDir, PRODUCT_IDS} from '../src/products';
import {NGINX_SERVER_CONF} from '../deploy/prepare';

const ROOT = path.join(__dirname, '..');
export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');
/** Where deploy/nginx.conf expects the site. */
export const PRODUCTION_ROOT = '/var/www/help';
const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

export interface LocalServer {
  /** The build folder to serve. */
  readonly root: string;
  readonly port: number;
  /** A private folder for nginx's pid, logs and temporary files. */
  readonly runDir: string;
}

function replaceOnce(source: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(source)) throw new Error(`deploy/nginx.conf has no ${what}; update scripts/serve-prod.ts with it.`);
  return source.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf for a local run: the build folder as root, one listener on
 * 127.0.0.1, and logs and temporary files in runDir (so no root rights are needed).
 */
export function renderLocalConfig(source: string, {root, port, runDir}: LocalServer): string {
  if (!source.includes(PRODUCTION_ROOT)) throw new Error(`deploy/nginx.conf no longer serves ${PRODUCTION_ROOT}.`);
  let config = source.split(PRODUCTION_ROOT).join(path.resolve(root));
  config = replaceOnce(config, /^(\s*)listen 80 default_server;$/m, `$1listen 127.0.0.1:${port} default_server;`, 'port 80 listener');
  config = replaceOnce(config, /^\s*listen \[::\]:80 default_server;\n/m, '', 'IPv6 listener');
  config = replaceOnce(config, /^(\s*)access_log .*;$/m, `$1access_log ${runDir}/access.log;`, 'access_log');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${runDir}/${kind};`,
  );
  return replaceOnce(config, /^http \{$/m, ['http {', ...temp].join('\n'), 'http block');
}

export interface RunningNginx {
  readonly url: string;
  stop(): Promise<void>;
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not answer on 127.0.0.1:${port}.`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx in the foreground on 127.0.0.1:port with the given config text
 * (deploy/nginx.conf rendered by renderLocalConfig unless one is passed).
 */
export async function startNginx(
  server: Omit<LocalServer, 'runDir'>,
  configFor: (local: LocalServer) => string = (local) => renderLocalConfig(fs.readFileSync(NGINX_CONF, 'utf8'), local),
): Promise<RunningNginx> {
  // One folder per port, emptied at each start: a killed server leaves nothing that piles up.
  const runDir = path.join(os.tmpdir(), `help-nginx-${server.port}`);
  fs.rmSync(runDir, {recursive: true, force: true});
  fs.mkdirSync(runDir, {recursive: true});
  const local = {...server, runDir};
  const configFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(configFile, configFor(local));
  const args = ['-p', runDir, '-c', configFile, '-g', `daemon off; pid ${runDir}/nginx.pid;`];
  const removeRunDir = (): void => fs.rmSync(runDir, {recursive: true, force: true});
  const check = spawnSync('nginx', ['-t', '-q', ...args], {encoding: 'utf8'});
  if (check.status !== 0) {
    removeRunDir();
    throw new Error(`nginx refused the config:\n${check.stderr || check.error}`);
  }

  const child = spawn('nginx', args, {stdio: ['ignore', 'inherit', 'inherit']});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = exited.then(() => {
    throw new Error(`nginx stopped at start-up (is 127.0.0.1:${server.port} in use?).`);
  });
  try {
    await Promise.race([waitForPort(server.port, 10_000), failed]);
  } catch (error) {
    child.kill('SIGQUIT');
    await exited;
    removeRunDir();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${server.port}`,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      removeRunDir();
    },
  };
}

function newestSourceChange(): number {
  const sources = ['src', 'sidebars', 'static', 'plugins', 'docusaurus.config.ts', ...PRODUCT_IDS.map(contentDir)];
  let newest = 0;
  const visit = (file: string): void => {
    const stat = fs.statSync(file, {throwIfNoEntry: false});
    if (!stat) return;
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  for (const source of sources) visit(path.join(ROOT, source));
  return newest;
}

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, {cwd: ROOT, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index !== -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

async function main(): Promise<void> {
  const dir = path.resolve(option('dir', 'build'));
  const port = Number(option('port', process.env.PORT ?? '3000'));
  run('bash', [path.join(ROOT, 'scripts', 'ensure-packages.sh'), ...NGINX_PACKAGES]);

  const built = fs.statSync(path.join(dir, 'index.html'), {throwIfNoEntry: false});
  if (process.argv.includes('--no-build')) {
    if (!built) {
      console.error(`No build in "${dir}". Run \`npm run build\` first.`);
      process.exit(1);
    }
  } else if (!built || built.mtimeMs < newestSourceChange()) {
    console.log(built ? 'The sources changed since the last build: building.' : 'No build yet: building.');
    // Diagrams are drawn during the build, in Chromium.
    run('bash', [path.join(ROOT, 'scripts', 'ensure-chromium.sh')]);
    run('npx', ['docusaurus', 'build', '--out-dir', dir]);
  }
  if (!fs.existsSync(path.join(dir, NGINX_SERVER_CONF))) run('npx', ['tsx', path.join(ROOT, 'deploy', 'prepare.ts'), dir]);

  const nginx = await startNginx({root: dir, port});
  console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} with nginx at ${nginx.url}/ (Ctrl+C stops it).`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
