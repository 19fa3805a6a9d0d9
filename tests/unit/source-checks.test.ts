/**
 * What the build, check:docs and lint:content read of a page's source, and
 * how they word its broken links (plugins/source-checks/).
 */
import path from 'node:path';
import {finalAddress} from '../../config/redirects';
import {brokenMarkdownHooks} from '../../plugins/source-checks';
import {linkProblems, missingFileMessage, type SiteIndex} from '../../plugins/source-checks/links';
import {readPage} from '../../plugins/source-checks/page';
import {pagesIn, siteFiles} from '../../plugins/source-checks/siteFiles';
import {frontMatterLine} from '../../scripts/lib/frontMatterChecks';
import {PRODUCTS, contentDir} from '../../src/products';
import {readRoutes} from '../routeLists';

const SITE_DIR = path.join(__dirname, '..', '..');

describe('reading a page as Docusaurus reads it', () => {
  const page = [
    '---',
    'title: Jobs',
    '---',
    '',
    '## Set up a job',
    '',
    'See [routes](/jet/administration/routes/overview/) and [the logs](./installer-logs.md#windows).',
    '',
    '![The Jobs list](/img/jobs.png)',
    '',
    '## Set up a job',
    '',
    '<a href="/jet/x/">x</a>',
    '',
    '### Tuning `udp` transfers {#tuning}',
    '',
    '[ref]: /jet/ref/',
    '',
    '```mermaid',
    'flowchart LR',
    '  A --> B',
    '```',
    '',
    '```bash',
    'echo "[not](/a/link/)"',
    '```',
  ].join('\n');

  it('finds every link and image with its line, code left alone', () => {
    expect(readPage(page, false).links).toEqual([
      {url: '/jet/administration/routes/overview/', line: 7, image: false},
      {url: './installer-logs.md#windows', line: 7, image: false},
      {url: '/img/jobs.png', line: 9, image: true},
      {url: '/jet/x/', line: 13, image: false},
      {url: '/jet/ref/', line: 17, image: false},
    ]);
  });

  it('names headings as the site does: repeats numbered, an explicit id kept', () => {
    expect([...readPage(page, false).anchors]).toEqual(['set-up-a-job', 'set-up-a-job-1', 'tuning']);
  });

  it('finds each Mermaid fence at the line the build names', () => {
    expect(readPage(page, false).fences).toEqual([{line: 19, source: 'flowchart LR\n  A --> B'}]);
  });

  it('reads an MDX page with its components, and says where one does not parse', () => {
    const mdx =
      "---\ntitle: T\n---\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\n[a](/jet/a/)\n\n</Tabs>\n";
    expect(readPage(mdx, true).links).toEqual([{url: '/jet/a/', line: 9, image: false}]);
    expect(readPage('---\ntitle: T\n---\n\nText\n\n<Tabs>\n', true).error).toEqual({
      line: 7,
      message: expect.stringMatching(/^the page does not parse as MDX: /),
    });
  });
});

describe('broken links, worded once', () => {
  const file = path.join(SITE_DIR, 'docs-jet', 'jobs', 'partner-jobs.md');
  const site: SiteIndex = {
    siteDir: SITE_DIR,
    routes: new Set(['/jet/jobs/partner-jobs/', '/jet/jobs/installer-logs/', '/jet/deployment/guide/']),
    routeOfFile: (f) =>
      ({
        [path.join(SITE_DIR, 'docs-jet', 'jobs', 'installer-logs.mdx')]: '/jet/jobs/installer-logs/',
        [file]: '/jet/jobs/partner-jobs/',
      })[f],
    anchorsOf: (route) => (route === '/jet/jobs/installer-logs/' ? new Set(['windows', 'linux']) : undefined),
    redirectOf: (route) => (route === '/jet/deployment/' ? '/jet/deployment/guide/' : undefined),
    contentDirs: () => [path.join(SITE_DIR, 'docs-jet')],
    staticDirs: [path.join(SITE_DIR, 'static')],
    exists: (f) => f === path.join(SITE_DIR, 'static', 'img', 'logo.svg') || f.endsWith('installer-logs.mdx'),
  };
  const problems = (...urls: string[]): string[] =>
    linkProblems(
      file,
      '/jet/jobs/partner-jobs/',
      {
        links: urls.map((url, index) => ({url, line: index + 1, image: url.endsWith('.png')})),
        anchors: new Set(),
        fences: [],
      },
      site,
    ).map(({line, message}) => `${line}: ${message}`);

  it('passes links to pages, page files, anchors, static files and other sites', () => {
    expect(
      problems(
        '/jet/jobs/installer-logs/',
        '/jet/jobs/installer-logs/#linux',
        '../installer-logs/',
        'installer-logs.mdx#windows',
        '/jobs/installer-logs.mdx',
        '/img/logo.svg',
        'https://example.com/x.md',
        'mailto:someone@example.com',
        '/jet/jobs/installer-logs',
      ),
    ).toEqual([]);
  });

  it('names each broken one at its line: page, redirect, file, anchor, image', () => {
    expect(
      problems(
        '/jet/jobs/no-such-page/',
        '/jet/deployment/',
        './no-such-file.md',
        '/jet/jobs/installer-logs/#macos',
        '/img/gone.png',
        '/jet/other/installer-logs/',
      ),
    ).toEqual([
      '1: link to /jet/jobs/no-such-page/: no page has the address /jet/jobs/no-such-page/',
      "2: link to /jet/deployment/: /jet/deployment/ only redirects (an old or a menu group's address); link to /jet/deployment/guide/",
      '3: link to ./no-such-file.md: there is no page file docs-jet/jobs/no-such-file.md; link to the page by its address (/<product>/<folder>/<page>/), or correct the file name',
      '4: link to /jet/jobs/installer-logs/#macos: /jet/jobs/installer-logs/ has no heading with the anchor #macos; its anchors are windows, linux',
      '5: image /img/gone.png: there is no file static/img/gone.png',
      '6: link to /jet/other/installer-logs/: no page has the address /jet/other/installer-logs/; did you mean /jet/jobs/installer-logs/?',
    ]);
  });

  it("words a missing page file the same in Docusaurus's hook: the build fails, the preview warns and goes on", () => {
    const message =
      'link to ../x.md#y: there is no page file docs-jet/x.md; link to the page by its address (/<product>/<folder>/<page>/), or correct the file name';
    expect(missingFileMessage('../x.md#y', file, SITE_DIR)).toBe(message);
    const {onBrokenMarkdownLinks, onBrokenMarkdownImages} = brokenMarkdownHooks(SITE_DIR);
    const broken = {
      sourceFilePath: path.relative(process.cwd(), file),
      node: {position: {start: {line: 12}}},
    };
    const environment = process.env.NODE_ENV;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      process.env.NODE_ENV = 'production';
      expect(() => onBrokenMarkdownLinks({...broken, url: '../x.md#y'})).toThrow(
        `docs-jet/jobs/partner-jobs.md:12: ${message}`,
      );
      expect(() => onBrokenMarkdownImages({...broken, url: '/img/gone.png'})).toThrow(
        'docs-jet/jobs/partner-jobs.md:12: image /img/gone.png: there is no file static/img/gone.png',
      );
      process.env.NODE_ENV = 'development';
      expect(onBrokenMarkdownLinks({...broken, url: '../x.md#y'})).toBe('../x.md#y');
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`docs-jet/jobs/partner-jobs.md:12: ${message}`),
      );
    } finally {
      process.env.NODE_ENV = environment;
      warn.mockRestore();
    }
  });
});

describe("the site's addresses, worked out from its files", () => {
  const {routes, pageFiles} = siteFiles(SITE_DIR);

  it('give every page of every product an address, and every canonical page still answers', () => {
    const pages = PRODUCTS.flatMap((p) => pagesIn(path.join(SITE_DIR, contentDir(p.id))));
    expect([...pageFiles.values()].sort()).toEqual(pages.sort());
    const served = new Set(routes);
    const missing = readRoutes()
      .filter((row) => row.kind === 'page' || row.kind === 'section' || row.kind === 'home')
      .map((row) => finalAddress(row.route))
      .filter((route) => !served.has(route));
    expect(missing).toEqual([]);
    expect(served.has('/search/')).toBe(true);
    expect(served.has('/jet/search/')).toBe(true);
  });
});

describe('the line of a front-matter field', () => {
  it('is the field, or the comment new:page leaves for it, or the opening line', () => {
    const source = '---\ntitle: T\n# description: write it\nkeywords: [a]\n---\n\ndescription: in the body\n';
    expect(frontMatterLine(source, 'description')).toBe(3);
    expect(frontMatterLine(source, 'keywords')).toBe(4);
    expect(frontMatterLine(source, 'sources')).toBe(1);
  });
});
