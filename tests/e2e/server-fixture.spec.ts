/**
 * deploy/nginx.conf against a small made-up build, for what the real build
 * cannot show: a root that links to a release, server errors, a service worker, https.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {PORT} from '../../playwright.config';
import {CACHE_REVALIDATE, HSTS} from '../../deploy/headers';
import {NGINX_SERVER_CONF, prepareBuild} from '../../deploy/prepare';
import {NGINX_CONF, renderLocalConfig, startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {rawGet} from './rawHttp';

const HTTP_PORT = PORT + 1;
const HTTPS_PORT = PORT + 2;

test.describe.configure({mode: 'serial'});

let dir: string;
let nginx: RunningNginx;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-fixture-'));
  // nginx's workers run as another user: they must be able to read the made-up site.
  fs.chmodSync(dir, 0o755);
  // The root is a link to a release folder, as in operations/deploying.md.
  const release = path.join(dir, 'release-1');
  const site = path.join(dir, 'site');
  fs.mkdirSync(release);
  fs.symlinkSync(release, site);
  write(path.join(site, 'index.html'), '<!doctype html><title>Home</title><h1>Fixture home</h1>');
  write(path.join(site, '404.html'), '<!doctype html><title>Not found</title><h1>Fixture not found</h1>');
  write(path.join(site, '500.html'), '<!doctype html><title>Error</title><h1>Fixture server error</h1>');
  write(path.join(site, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  write(
    path.join(site, 'guide.html'),
    `<!doctype html><h1>Guide</h1>${'<p>Some words of the guide.</p>'.repeat(50)}`,
  );
  fs.mkdirSync(path.join(site, 'empty-folder'));
  await prepareBuild({buildDir: site, redirects: [], env: {}});

  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const openssl = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  expect(openssl.status, String(openssl.stderr)).toBe(0);

  nginx = await startNginx({root: site, port: HTTP_PORT}, (local) => {
    const include = `include ${site}/${NGINX_SERVER_CONF};`;
    const config = renderLocalConfig(fs.readFileSync(NGINX_CONF, 'utf8'), local);
    expect(config).toContain(include);
    return config.replace(
      include,
      [
        include,
        `listen 127.0.0.1:${HTTPS_PORT} ssl;`,
        `ssl_certificate ${cert};`,
        `ssl_certificate_key ${key};`,
        'location = /fail-for-test { return 500; }',
      ].join('\n        '),
    );
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  fs.rmSync(dir, {recursive: true, force: true});
});

test('the site is served through a root that links to the current release, compressed', async () => {
  const response = await rawGet(HTTP_PORT, '/guide.html', 'Accept-Encoding: br\r\n');
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.body).toContain('<h1>Guide</h1>');
});

test('a server error answers 500 with /500.html and the security headers', async () => {
  const response = await rawGet(HTTP_PORT, '/fail-for-test');
  expect(response.status).toBe(500);
  expect(response.body).toContain('Fixture server error');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['cache-control']).toBe(CACHE_REVALIDATE);
});

test('a folder without a page answers 404, not 403', async () => {
  const response = await rawGet(HTTP_PORT, '/empty-folder/');
  expect(response.status).toBe(404);
  expect(response.body).toContain('Fixture not found');
});

test('the service worker is revalidated on every use', async () => {
  const response = await rawGet(HTTP_PORT, '/sw.js');
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe(CACHE_REVALIDATE);
});

test('HSTS is sent over https and not over plain http', async () => {
  const overHttps = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    https
      .get({host: '127.0.0.1', port: HTTPS_PORT, path: '/', rejectUnauthorized: false}, (response) => {
        response.resume();
        resolve(response.headers);
      })
      .on('error', reject);
  });
  expect(overHttps[HSTS.name.toLowerCase()]).toBe(HSTS.value);
  const overHttp = await rawGet(HTTP_PORT, '/');
  expect(overHttp.headers[HSTS.name.toLowerCase()]).toBeUndefined();
});
