/**
 * The address of the preview (`npm start`) running for a checkout, for the
 * writers' commands to print: the one its dev-server-address plugin wrote
 * into `.docusaurus/`, if that server still runs and listens there.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {readDevServerAddress} from '../../plugins/dev-server-address';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether something accepts connections at the host and port of `url` (a busy dev server may not answer HTTP yet). */
function isListening(url: string): Promise<boolean> {
  const {hostname, port} = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({host: hostname.replace(/^\[|\]$/g, ''), port: Number(port)});
    socket.setTimeout(5_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** The running preview's root address (`http://localhost:3000/`), or undefined when none runs. */
export async function runningPreview(siteDir: string): Promise<string | undefined> {
  const address = readDevServerAddress(siteDir);
  if (!address || !isRunning(address.pid)) return undefined;
  return (await isListening(address.url)) ? address.url : undefined;
}

/**
 * Waits until the running preview has `route` (`/jet/jobs/x/`) in its route
 * table, core's generated `.docusaurus/routes.js`, which it rewrites once it
 * has read a new or moved page: the address printed then shows the page at
 * once. False when it has not within `timeoutMs`.
 */
export async function previewHasRoute(siteDir: string, route: string, timeoutMs = 60_000): Promise<boolean> {
  const routes = path.join(siteDir, '.docusaurus', 'routes.js');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const table = fs.existsSync(routes) ? fs.readFileSync(routes, 'utf8') : '';
    if (table.includes(`'${route}'`) || table.includes(`"${route}"`)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What to tell a writer about `route` in the preview: its address there once it shows, or how to see it. */
export async function previewLine(siteDir: string, route: string, timeoutMs?: number): Promise<string> {
  const preview = await runningPreview(siteDir);
  if (!preview) return `Preview it with npm start, at ${route} on the address npm start prints.`;
  const address = new URL(route.slice(1), preview).href;
  return (await previewHasRoute(siteDir, route, timeoutMs))
    ? `The preview shows it at ${address}`
    : `The preview has not read it yet; it will show it at ${address}`;
}
