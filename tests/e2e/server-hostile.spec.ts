/**
 * Hostile requests against nginx serving the production build, sent byte for
 * byte: each gets a clean 4xx answer, and nothing outside the build is ever served.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {rawGet, rawRequest, type RawResponse} from './rawHttp';

const PORT = Number(new URL(BASE_URL).port);
const REPO = path.join(__dirname, '..', '..');

/** Text that only files outside the build contain. */
const OUTSIDE = [
  'root:x:0:0', // /etc/passwd
  fs.readFileSync(path.join(REPO, 'package.json'), 'utf8').slice(0, 60),
  fs.readFileSync(path.join(REPO, 'deploy', 'nginx.conf'), 'utf8').slice(0, 60),
];

function expectCleanRefusal(response: RawResponse, what: string): void {
  expect(response.status, what).toBeGreaterThanOrEqual(400);
  expect(response.status, what).toBeLessThan(500);
  for (const text of OUTSIDE) expect(response.body, what).not.toContain(text);
}

const TRAVERSALS = [
  '/../package.json',
  '/../../../../../../etc/passwd',
  '/jet/../../package.json',
  '/./../deploy/nginx.conf',
  '/%2e%2e/package.json',
  '/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
  '/..%2fpackage.json',
  '/..%2F..%2F..%2Fetc%2Fpasswd',
  '/%2e%2e%2f%2e%2e%2fdeploy/nginx.conf',
  '/%252e%252e/package.json',
  '/..%5cpackage.json',
  '/..\\package.json',
  '/%c0%ae%c0%ae/package.json',
  '/%00/../package.json',
  '/index.html%00.txt',
  '/..;/package.json',
  'http://127.0.0.1/../package.json',
  '../package.json',
];

test.describe('path traversal', () => {
  for (const target of TRAVERSALS) {
    test(`GET ${target} is refused`, async () => {
      expectCleanRefusal(await rawGet(PORT, target), target);
    });
  }

  test('a traversal that stays inside the build serves the build file, nothing else', async () => {
    const response = await rawGet(PORT, '/jet/../index.html');
    expect(response.status).toBe(200);
    expect(response.body).toBe(fs.readFileSync(path.join(REPO, 'build', 'index.html'), 'latin1'));
  });
});

test.describe('oversized requests', () => {
  test('an over-long URL answers 414', async () => {
    const response = await rawGet(PORT, `/${'a'.repeat(10_000)}`);
    expectCleanRefusal(response, 'long URL');
    expect(response.status).toBe(414);
  });

  test('a huge header answers 400', async () => {
    const response = await rawGet(PORT, '/', `X-Padding: ${'a'.repeat(20_000)}\r\n`);
    expectCleanRefusal(response, 'huge header');
    expect(response.status).toBe(400);
  });

  test('a huge cookie answers 400', async () => {
    const response = await rawGet(PORT, '/', `Cookie: session=${'b'.repeat(16_000)}\r\n`);
    expectCleanRefusal(response, 'huge cookie');
    expect(response.status).toBe(400);
  });

  test('headers adding up past the limit answer 400', async () => {
    const many = Array.from({length: 400}, (_, i) => `X-Header-${i}: ${'c'.repeat(100)}\r\n`).join('');
    const response = await rawGet(PORT, '/', many);
    expectCleanRefusal(response, 'many headers');
    expect(response.status).toBe(400);
  });
});

test.describe('methods', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'BREW']) {
    test(`${method} answers 405 and names the allowed methods`, async () => {
      const response = await rawRequest(
        PORT,
        `${method} /jet/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expectCleanRefusal(response, method);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    });
  }

  test('a POST with a large body is refused without reading it', async () => {
    const response = await rawRequest(
      PORT,
      `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\n${'d'.repeat(1000)}`,
    );
    expectCleanRefusal(response, 'large body');
  });

  for (const request of [
    'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    'get / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: ../../etc\r\nConnection: close\r\n\r\n',
    'GET /\tx HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
  ]) {
    test(`a malformed request is refused: ${JSON.stringify(request.split('\r\n')[0])}`, async () => {
      expectCleanRefusal(await rawRequest(PORT, request), request);
    });
  }

  test('an unknown HTTP version answers 505, the status HTTP defines for it, with no file', async () => {
    const response = await rawRequest(
      PORT,
      'GET /index.html HTTP/9.9\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(505);
    expect(response.body).not.toContain('__docusaurus');
  });
});
