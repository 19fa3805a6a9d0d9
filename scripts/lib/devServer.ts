/**
 * Starting and stopping the development server (`docusaurus start`) of a copy
 * of the site: what the development-server browser tests and the writers'
 * benchmark use. Also finds a free port and waits for a server to answer.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

export interface RunningDevServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly url: string;
  readonly siteDir: string;
  /** The server's process, which leads its own process group. */
  readonly pid: number;
  /** Everything the server printed so far. */
  output(): string;
  /** True once the server process has exited. */
  exited(): boolean;
  stop(): Promise<void>;
}

export interface DevServerOptions {
  readonly siteDir: string;
  readonly port: number;
  /** Added to this process's environment. */
  readonly env?: NodeJS.ProcessEnv;
  /** Run `npm start` (Chromium check included), as a writer does, rather than `docusaurus start`. */
  readonly viaNpmStart?: boolean;
}

/** A port no one listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The status of a GET of `url`, or undefined while nothing answers. */
export function statusOf(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', () => resolve(undefined));
    request.setTimeout(120_000, () => request.destroy());
  });
}

/** Waits until `url` answers at all (the development server answers once its first compilation is done). */
export async function waitUntilAnswering(
  url: string,
  timeoutMs: number,
  gone?: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await statusOf(url)) !== undefined) return;
    if (gone?.()) throw new Error(`the server stopped before answering ${url}`);
    if (Date.now() > deadline) throw new Error(`nothing answered ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // The server runs in its own process group (npm, Docusaurus, the diagram browser): stop all of it.
    process.kill(-child.pid!, 'SIGTERM');
    setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    }, 10_000).unref();
  });
}

/** Starts the development server of `siteDir` on 127.0.0.1; it answers once `waitUntilAnswering` returns. */
export function startDevServer({siteDir, port, env, viaNpmStart}: DevServerOptions): RunningDevServer {
  const args = ['--port', String(port), '--host', '127.0.0.1', '--no-open'];
  const [command, commandArgs] = viaNpmStart
    ? ['npm', ['start', '--', ...args]]
    : ['npx', ['docusaurus', 'start', ...args]];
  const child = spawn(command, commandArgs, {
    cwd: siteDir,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0', ...env},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Detached (so that stopping it stops its whole group), it would outlive a runner that exits first.
  const stopOnExit = (): void => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    url: `http://127.0.0.1:${port}`,
    siteDir,
    pid: child.pid ?? -1,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: () => stopProcessGroup(child),
  };
}
