import {formerRootRedirects, pagePaths} from '../../deploy/formerRoots';
import {nginxHttpConf, redirectsFile} from '../../deploy/serverFiles';

const ROOT = {from: '/manager-agents/', to: '/flight-deck/'};
const PAGES = [
  '/',
  '/flight-deck/',
  '/flight-deck/jobs/overview/',
  '/flight-deck/jobs/overview/v1.2/',
  '/jet/jobs/',
];
const REDIRECTS = [{from: '/flight-deck/jobs/', to: '/flight-deck/jobs/overview/'}];

describe('formerRootRedirects', () => {
  const rules = formerRootRedirects(PAGES, REDIRECTS, ROOT);

  it('maps each page under the new root, deepest first, and ends at the root', () => {
    expect(rules).toEqual([
      {prefix: '/manager-agents/jobs/overview/v1.2', to: '/flight-deck/jobs/overview/v1.2/'},
      {prefix: '/manager-agents/jobs/overview', to: '/flight-deck/jobs/overview/'},
      {prefix: '/manager-agents/jobs', to: '/flight-deck/jobs/overview/'},
      {prefix: '/manager-agents', to: '/flight-deck/'},
    ]);
  });

  it('writes nginx patterns after the exact addresses, dots escaped', () => {
    const conf = nginxHttpConf([{from: '/manager-agents/old/', to: '/flight-deck/new/'}], rules);
    const lines = conf.split('\n');
    const exact = lines.indexOf('    /manager-agents/old/ /flight-deck/new/;');
    const deepest = lines.indexOf(
      '    "~^/manager-agents/jobs/overview/v1\\.2(/.*)?$" /flight-deck/jobs/overview/v1.2/;',
    );
    const root = lines.indexOf('    "~^/manager-agents(/.*)?$" /flight-deck/;');
    expect(exact).toBeGreaterThan(0);
    expect(deepest).toBeGreaterThan(exact);
    expect(root).toBeGreaterThan(deepest);
  });

  it('writes _redirects rules for the address and below it, after the exact ones', () => {
    const file = redirectsFile([{from: '/manager-agents/old/', to: '/flight-deck/new/'}], rules).split('\n');
    expect(file.slice(1, 3)).toEqual([
      '/manager-agents/old/ /flight-deck/new/ 301',
      '/manager-agents/old /flight-deck/new/ 301',
    ]);
    expect(file.slice(-3, -1)).toEqual([
      '/manager-agents /flight-deck/ 301',
      '/manager-agents/* /flight-deck/ 301',
    ]);
    expect(file.indexOf('/manager-agents/jobs/overview/* /flight-deck/jobs/overview/ 301')).toBeLessThan(
      file.indexOf('/manager-agents/jobs/* /flight-deck/jobs/overview/ 301'),
    );
  });
});

describe('pagePaths', () => {
  it('turns built files into page addresses', () => {
    expect(pagePaths(['index.html', 'jet/index.html', 'jet/jobs/index.html', '404.html', 'sw.js'])).toEqual([
      '/',
      '/jet/',
      '/jet/jobs/',
    ]);
  });
});
