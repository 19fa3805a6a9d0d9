/**
 * The versioned copy of the site (./versionedSite) served by nginx on a port
 * of its own, as the `baseURL` of the tests that use this `test`.
 */
import net from 'node:net';
import {startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {test as base} from './fixtures';
import {versionedBuild} from './versionedSite';

/** A port no one listens on (the suite's own servers use HELP_E2E_PORT and the three after it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Builds the versioned copy once (the first worker builds, the others wait) and serves it in each worker. */
export const test = base.extend<object, {versionedSite: string}>({
  versionedSite: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const nginx: RunningNginx = await startNginx({root: await versionedBuild(), port: await freePort()});
      await use(nginx.url);
      await nginx.stop();
    },
    // Two version cuts and a production build: minutes on a busy machine.
    {scope: 'worker', timeout: 10 * 60_000},
  ],
  baseURL: async ({versionedSite}, use) => use(versionedSite),
});
