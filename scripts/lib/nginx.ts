/**
 * Starting nginx with `deploy/nginx.conf` on 127.0.0.1 for a build folder,
 * without root rights: what `npm run serve`, the browser tests and the
 * benchmarks all use.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');
/** Where deploy/nginx.conf expects the site. */
export const PRODUCTION_ROOT = '/var/www/help';
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-set-misc'];

export interface LocalServer {
  /** The build folder to serve. */
  readonly root: string;
  readonly port: number;
  /** A private folder for nginx's pid, logs and temporary files. */
  readonly runDir: string;
  /**
   * The user nginx's workers run as when it is started as root: the one running
   * the tools, so that they can read a checkout only that user can read (a
   * private temporary folder, a home directory). Undefined drops the directive,
   * which nginx ignores unless started as root.
   */
  readonly user?: string;
}

function replaceOnce(source: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(source))
    throw new Error(`deploy/nginx.conf has no ${what}; update scripts/lib/nginx.ts with it.`);
  return source.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf for a local run: the build folder as root, one listener on
 * 127.0.0.1, workers as the user running the tools, and logs and temporary
 * files in runDir (so no root rights are needed).
 */
export function renderLocalConfig(source: string, {root, port, runDir, user}: LocalServer): string {
  if (!source.includes(PRODUCTION_ROOT))
    throw new Error(`deploy/nginx.conf no longer serves ${PRODUCTION_ROOT}.`);
  let config = source.split(PRODUCTION_ROOT).join(path.resolve(root));
  config = replaceOnce(
    config,
    /^(\s*)listen 80 default_server;$/m,
    `$1listen 127.0.0.1:${port} default_server;`,
    'port 80 listener',
  );
  config = replaceOnce(config, /^\s*listen \[::\]:80 default_server;\n/m, '', 'IPv6 listener');
  config = replaceOnce(config, /^user .*;\n/m, user === undefined ? '' : `user ${user};\n`, 'user directive');
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

/** Fails when something already listens on 127.0.0.1:port: its answers would be taken for nginx's. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(
        new Error(`127.0.0.1:${port} is already in use: stop what listens there, or pick another port.`),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts nginx in the foreground on 127.0.0.1:port with the given config text
 * (deploy/nginx.conf rendered by renderLocalConfig unless one is passed).
 */
export async function startNginx(
  server: Omit<LocalServer, 'runDir' | 'user'>,
  configFor: (local: LocalServer) => string = (local) =>
    renderLocalConfig(fs.readFileSync(NGINX_CONF, 'utf8'), local),
): Promise<RunningNginx> {
  await assertPortFree(server.port);
  // One folder per port, emptied at each start: a killed server leaves nothing that piles up.
  const runDir = path.join(os.tmpdir(), `help-nginx-${server.port}`);
  fs.rmSync(runDir, {recursive: true, force: true});
  fs.mkdirSync(runDir, {recursive: true});
  const local = {...server, runDir, user: process.getuid?.() === 0 ? os.userInfo().username : undefined};
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
