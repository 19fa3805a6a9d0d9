/**
 * Serves the production build through nginx with `deploy/nginx.conf`, on
 * 127.0.0.1 only. Installs Debian's nginx where it is missing, builds when
 * there is no build or the sources are newer (unless `--no-build`), prepares
 * the build for serving when that has not been done (`deploy/prepare.ts`).
 * Usage: `tsx scripts/serve-prod.ts [--port 3000] [--dir build] [--no-build]`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {contentDir, PRODUCT_IDS} from '../src/products';
import {NGINX_SERVER_CONF} from '../deploy/prepare';
import {NGINX_PACKAGES, startNginx} from './lib/nginx';

const ROOT = path.join(__dirname, '..');

function newestSourceChange(): number {
  const sources = [
    'src',
    'sidebars',
    'config',
    'static',
    'plugins',
    'docusaurus.config.ts',
    ...PRODUCT_IDS.map(contentDir),
  ];
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

async function main(): Promise<void> {
  const {values: options} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      'no-build': {type: 'boolean', default: false},
    },
  });
  const dir = path.resolve(options.dir);
  const port = Number(options.port);
  run('bash', [path.join(ROOT, 'scripts', 'ensure-packages.sh'), ...NGINX_PACKAGES]);

  const built = fs.statSync(path.join(dir, 'index.html'), {throwIfNoEntry: false});
  if (options['no-build']) {
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
  if (!fs.existsSync(path.join(dir, NGINX_SERVER_CONF)))
    run('npx', ['tsx', path.join(ROOT, 'deploy', 'prepare.ts'), dir]);

  const nginx = await startNginx({root: dir, port});
  console.log(
    `Serving ${path.relative(process.cwd(), dir) || '.'} with nginx at ${nginx.url}/ (Ctrl+C stops it).`,
  );
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
