/**
 * Serves the production build the way the deployed site behaves: folder
 * addresses without a trailing slash redirect (301) to the slashed address,
 * unknown addresses answer 404 with `404.html`, files are served as they are
 * (`/500.html` stays `/500.html`). Usage: `tsx scripts/serve-build.ts [--port 3000] [--dir build]`.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export type Resolution =
  | {kind: 'file'; file: string}
  | {kind: 'redirect'; location: string}
  | {kind: 'not-found'};

/** Maps a request path onto the build folder; never resolves outside it. */
export function resolveRequest(root: string, rawPath: string): Resolution {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return {kind: 'not-found'};
  }
  if (pathname.includes('\0')) return {kind: 'not-found'};
  const target = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return {kind: 'not-found'};

  const stat = fs.statSync(target, {throwIfNoEntry: false});
  if (stat?.isFile()) return {kind: 'file', file: target};
  if (stat?.isDirectory()) {
    if (!rawPath.endsWith('/')) return {kind: 'redirect', location: `${rawPath}/`};
    const index = path.join(target, 'index.html');
    if (fs.existsSync(index)) return {kind: 'file', file: index};
  }
  return {kind: 'not-found'};
}

export function createBuildServer(root: string): http.Server {
  const buildRoot = path.resolve(root);
  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {Allow: 'GET, HEAD'}).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const resolution = resolveRequest(buildRoot, url.pathname);
    if (resolution.kind === 'redirect') {
      response.writeHead(301, {Location: resolution.location + url.search}).end();
      return;
    }
    const status = resolution.kind === 'file' ? 200 : 404;
    const file = resolution.kind === 'file' ? resolution.file : path.join(buildRoot, '404.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    response.writeHead(status, {'Content-Type': type, 'Cache-Control': 'no-cache'});
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    fs.createReadStream(file).pipe(response);
  });
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index !== -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

if (require.main === module) {
  const dir = option('dir', 'build');
  const port = Number(option('port', process.env.PORT ?? '3000'));
  const host = option('host', '127.0.0.1');
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build in "${dir}". Run \`npm run build\` first.`);
    process.exit(1);
  }
  createBuildServer(dir).listen(port, host, () => {
    console.log(`Serving ${dir} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`);
  });
}
