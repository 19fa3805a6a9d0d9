import {offlineShellResources} from '../../plugins/offline/sw/offlineShell';

describe('resources of the offline page', () => {
  it('lists same-origin stylesheets, icons and images from minified HTML', () => {
    const html =
      '<html><head><link data-rh=true rel=icon href=/img/favicon.svg /><link rel=canonical href=https://help.signiant.com/offline/ />' +
      '<link rel="stylesheet" href="/assets/css/styles.1234.css"><link rel=preload as=image href=/img/logo.svg />' +
      "<link rel='alternate icon' href='/favicon.ico'><link rel=stylesheet href=https://cdn.example/x.css></head>" +
      '<body><img src=/img/logo.svg alt=Help width=28><img alt="" src="https://elsewhere.example/a.png"></body></html>';
    expect(offlineShellResources(html, 'https://help.signiant.com/offline.html')).toEqual([
      'https://help.signiant.com/img/favicon.svg',
      'https://help.signiant.com/assets/css/styles.1234.css',
      'https://help.signiant.com/favicon.ico',
      'https://help.signiant.com/img/logo.svg',
    ]);
  });
});
