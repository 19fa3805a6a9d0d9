import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {NGINX_SERVER_CONF, brotliQuality, mapLimited, precompress, prepareBuild} from '../../deploy/prepare';

const ALERT = 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=';
const REDIRECTS = [{from: '/old/', to: '/guide/'}];
const SCRIPT = `window.appState = {${Array.from({length: 200}, (_, i) => `key${i}: "value ${i}"`).join(', ')}};`;

function makeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-prepare-'));
  const write = (file: string, content: string | Buffer): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  };
  write('index.html', '<html><head><script>alert(1)</script></head><body>home</body></html>');
  write(
    'guide/index.html',
    '<script>alert(1)</script><script type=application/ld+json>{"a":1}</script><p>guide</p>',
  );
  write('old/index.html', "<script>window.location.href = '/guide/';</script>");
  write('assets/js/main.0123abcd.js', SCRIPT);
  write('img/tiny.svg', '<svg/>');
  write('img/photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array.from({length: 2000}, () => 7)]));
  return dir;
}

describe('preparing a build for serving', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeBuild();
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('puts the inline scripts of every served page in the policy, not those of redirect stubs', async () => {
    const result = await prepareBuild({buildDir: dir, redirects: REDIRECTS, env: {}});
    expect(result.scriptHashes).toEqual([ALERT]);
    expect(result.pages).toBe(2);
    const headers = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(headers).toContain(`script-src 'self' '${ALERT}';`);
    expect(fs.readFileSync(path.join(dir, NGINX_SERVER_CONF), 'utf8')).toContain(`'${ALERT}'`);
  });

  it('refuses a page with a style attribute, naming the page and the element, and hashes <style> elements', async () => {
    fs.writeFileSync(path.join(dir, 'guide', 'index.html'), '<p>guide</p><span style="color:red">x</span>');
    await expect(prepareBuild({buildDir: dir, redirects: REDIRECTS, env: {}})).rejects.toThrow(
      /1 page\(s\) carry inline style attributes[\s\S]*guide\/index\.html: <span style="color:red">/,
    );
    // printf 'p{margin:0}' | openssl dgst -sha256 -binary | base64
    fs.writeFileSync(path.join(dir, 'guide', 'index.html'), '<style>p{margin:0}</style><p>guide</p>');
    const result = await prepareBuild({buildDir: dir, redirects: REDIRECTS, env: {}});
    expect(result.styleHashes).toEqual(['sha256-QRQPRLGyxt3RJiKpYNjpkgHcmHU2PywsfL2e8oI0LQA=']);
    expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toContain(
      "style-src 'self' 'sha256-QRQPRLGyxt3RJiKpYNjpkgHcmHU2PywsfL2e8oI0LQA=';",
    );
  });

  it('writes the redirects for nginx and static hosts', async () => {
    await prepareBuild({buildDir: dir, redirects: REDIRECTS, env: {}});
    expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8')).toContain(
      '/old/ /guide/ 301\n/old /guide/ 301\n',
    );
    expect(fs.readFileSync(path.join(dir, '_nginx', 'http.conf'), 'utf8')).toContain('    /old/ /guide/;\n');
  });

  it('allows the configured third parties, read from the environment given', async () => {
    const env = {ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'help'};
    await prepareBuild({buildDir: dir, redirects: [], env});
    expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toContain('https://app1-dsn.algolia.net');
  });

  it('refuses a build with analytics prepared without the analytics environment', async () => {
    fs.writeFileSync(
      path.join(dir, 'guide', 'index.html'),
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>',
    );
    await expect(prepareBuild({buildDir: dir, redirects: [], env: {}})).rejects.toThrow(
      "guide/index.html loads Google's tag, but neither GTAG_TRACKING_ID nor GTM_CONTAINER_ID is set",
    );
    await expect(
      prepareBuild({buildDir: dir, redirects: [], env: {GTAG_TRACKING_ID: 'G-TEST'}}),
    ).resolves.toBeDefined();
  });

  it('writes brotli and gzip copies of compressible files that decode to the original', async () => {
    const result = await prepareBuild({buildDir: dir, redirects: [], env: {}});
    const file = path.join(dir, 'assets', 'js', 'main.0123abcd.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(fs.statSync(`${file}.gz`).size);
    // Not the PNG (not compressible text), not the tiny SVG (a copy would be larger).
    expect(fs.existsSync(path.join(dir, 'img', 'photo.png.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'img', 'tiny.svg.br'))).toBe(false);
    expect(result.compressedCopies).toBeGreaterThanOrEqual(2);
  });

  it('gives the same result when run again, without compressing its own copies', async () => {
    const first = await prepareBuild({buildDir: dir, redirects: REDIRECTS, env: {}});
    const second = await prepareBuild({buildDir: dir, redirects: REDIRECTS, env: {}});
    expect(second).toEqual(first);
    const all = fs.readdirSync(dir, {recursive: true}) as string[];
    expect(all.filter((file) => /\.(br|gz)\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('refuses a build that contains a symbolic link, naming it', async () => {
    fs.symlinkSync('/etc/passwd', path.join(dir, 'img', 'passwd.svg'));
    await expect(prepareBuild({buildDir: dir, redirects: [], env: {}})).rejects.toThrow(
      `The build contains symbolic links, which a server could follow out of it: ${path.join('img', 'passwd.svg')}.`,
    );
    expect(fs.existsSync(path.join(dir, '_headers'))).toBe(false);
  });

  it('says plainly when there is no build to prepare', async () => {
    await expect(prepareBuild({buildDir: path.join(dir, 'missing'), redirects: [], env: {}})).rejects.toThrow(
      'No build in',
    );
  });
});

describe('brotli quality', () => {
  it('is the best for hashed assets and 10 for pages and data', () => {
    expect(brotliQuality(path.join('build', 'assets', 'js', 'main.1a2b3c.js'))).toBe(11);
    expect(brotliQuality(path.join('build', 'jet', 'index.html'))).toBe(10);
    expect(brotliQuality(path.join('build', 'search-index', 'jet.json'))).toBe(10);
  });
});

describe('precompressing a large build', () => {
  it('runs the work at most `limit` at once and keeps the items’ order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited(
      Array.from({length: 50}, (_, i) => i),
      4,
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        // Items finish out of order, by turns of the job queue rather than by time.
        for (let turn = 0; turn < item % 3; turn += 1) await Promise.resolve();
        running -= 1;
        return item * 2;
      },
    );
    expect(most).toBe(4);
    expect(results).toEqual(Array.from({length: 50}, (_, i) => i * 2));
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });

  it('keeps only a few files open at once, however many the build has', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-precompress-'));
    const files = Array.from({length: 300}, (_, i) => path.join(dir, `page${i}.html`));
    for (const file of files) fs.writeFileSync(file, `<p>${'text '.repeat(100)}</p>`);
    const real = fs.promises.readFile;
    const readFile = jest.spyOn(fs.promises, 'readFile');
    let open = 0;
    let most = 0;
    readFile.mockImplementation((async (...args: Parameters<typeof fs.promises.readFile>) => {
      open += 1;
      most = Math.max(most, open);
      try {
        return await real(...args);
      } finally {
        // Still counted as open until the next turn, while its copies are compressed and written.
        setImmediate(() => (open -= 1));
      }
    }) as typeof fs.promises.readFile);
    try {
      expect(await precompress(files, 8)).toBe(600);
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(8);
      expect(fs.existsSync(`${files[299]}.br`)).toBe(true);
    } finally {
      readFile.mockRestore();
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
