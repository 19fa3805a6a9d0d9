/**
 * The address of the preview (`npm start`) running for a checkout, for the
 * writers' commands to print: the one its dev-server-address plugin wrote
 * into `.docusaurus/`, if that server still runs and listens there.
 */
import net from 'node:net';
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
