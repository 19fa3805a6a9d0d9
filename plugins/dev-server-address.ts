import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const PLUGIN = 'dev-server-address';
/** Written into `.docusaurus/` by `npm start` once it listens; read by `npm run new:page`. */
export const ADDRESS_FILE = 'help-dev-server.json';

export interface DevServerAddress {
  /** Where the preview answers, e.g. `http://localhost:3000/` (always with the trailing slash). */
  readonly url: string;
  readonly pid: number;
}

/** The address to print for a server listening on `host:port`, as Docusaurus prints it. */
export function addressFor(host: string | undefined, port: number): string {
  const shown = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}/`;
}

/** The address `npm start` last wrote for the site in `siteDir`, if any (the server may have stopped since). */
export function readDevServerAddress(siteDir: string): DevServerAddress | undefined {
  try {
    const data = JSON.parse(
      fs.readFileSync(path.join(siteDir, '.docusaurus', ADDRESS_FILE), 'utf8'),
    ) as Partial<DevServerAddress>;
    return typeof data.url === 'string' && typeof data.pid === 'number'
      ? {url: data.url, pid: data.pid}
      : undefined;
  } catch {
    return undefined;
  }
}

interface ListeningDevServer {
  readonly options: {readonly host?: string};
  readonly server: {address(): {port: number} | string | null} | undefined;
}

/**
 * `npm start` only: once the development server listens, writes the address it
 * really answers at (the port may come from `--port` or `PORT`) to
 * `.docusaurus/help-dev-server.json`, so that `npm run new:page` can print the
 * address of the page it adds.
 */
export default function devServerAddressPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      return {
        devServer: {
          onListening: (devServer: ListeningDevServer) => {
            const address = devServer.server?.address();
            if (!address || typeof address === 'string') return;
            const written: DevServerAddress = {
              url: addressFor(devServer.options.host, address.port),
              pid: process.pid,
            };
            fs.mkdirSync(context.generatedFilesDir, {recursive: true});
            fs.writeFileSync(path.join(context.generatedFilesDir, ADDRESS_FILE), JSON.stringify(written));
          },
        },
      } as Record<string, unknown>;
    },
  };
}
