import {
  pageRouteKeys,
  readRouteTable,
  routeScriptFiles,
  routeScriptSrc,
  withRouteScripts,
  type ClientManifest,
} from '../../plugins/route-scripts';

// The shape core generates in .docusaurus/routes.js.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search/',
    component: ComponentCreator('/search/', 'b75'),
    exact: true
  },
  {
    path: '/jet/',
    component: ComponentCreator('/jet/', 'fc9'),
    routes: [
      {
        path: '/jet/',
        component: ComponentCreator('/jet/', 'cc8'),
        routes: [
          {
            path: '/jet/',
            component: ComponentCreator('/jet/', '2e1'),
            exact: true,
            sidebar: "jet"
          },
          {
            path: '/jet/jobs/',
            component: ComponentCreator('/jet/jobs/', '7aa'),
            exact: true,
            sidebar: "jet"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

// The shape core writes in .docusaurus/client-manifest.json: entry points and route chunks by name in `origins`, files by chunk id.
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['styles', 'runtime', 'main'], layout: ['vendors', 'layout'], doc: ['vendors', 'doc'], index: ['index'], data: ['data']},
  assets: {
    runtime: {js: [{file: 'assets/js/runtime~main.1.js'}]},
    main: {js: [{file: 'assets/js/main.2.js'}]},
    vendors: {js: [{file: 'assets/js/4050.3.js'}]},
    layout: {js: [{file: 'assets/js/5e95c892.4.js'}]},
    doc: {js: [{file: 'assets/js/1f035f95.5.js'}]},
    index: {js: [{file: 'assets/js/a7bd4aaa.6.js'}]},
    data: {js: [{file: 'assets/js/17896441.7.js'}]},
  },
};

describe('route scripts listed in each page', () => {
  it('reads the route table core generates, every route component as its chunk-names key', () => {
    const table = readRouteTable(ROUTES_JS);
    expect(table.map((route) => route.component)).toEqual(['/search/-b75', '/jet/-fc9', '*-undefined']);
    expect(table[1].routes?.[0].routes?.map((route) => route.path)).toEqual(['/jet/', '/jet/jobs/']);
  });

  it('gives each page the keys of the layouts it renders inside, outermost first', () => {
    const pages = pageRouteKeys(readRouteTable(ROUTES_JS));
    expect([...pages.keys()]).toEqual(['/search/', '/jet/', '/jet/jobs/']);
    expect(pages.get('/jet/jobs/')).toEqual(['/jet/-fc9', '/jet/-cc8', '/jet/jobs/-7aa']);
  });

  it('turns those keys into script files: shared chunks once, the entry scripts left out', () => {
    const chunkNames = {
      '/jet/-fc9': {__comp: 'layout', __context: {plugin: 'data'}},
      '/jet/jobs/-7aa': {__comp: 'doc', content: 'index'},
      '/main/-x': {__comp: 'main'},
    };
    expect(routeScriptFiles(['/jet/-fc9', '/jet/jobs/-7aa'], chunkNames, MANIFEST)).toEqual([
      'assets/js/4050.3.js',
      'assets/js/5e95c892.4.js',
      'assets/js/17896441.7.js',
      'assets/js/1f035f95.5.js',
      'assets/js/a7bd4aaa.6.js',
    ]);
    expect(routeScriptFiles(['/main/-x', '/unknown/-y'], chunkNames, MANIFEST)).toEqual([]);
  });

  it('writes them before the runtime, in a spelling the runtime does not adopt', () => {
    const page = '<head><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script></head>';
    expect(routeScriptSrc('assets/js/4050.3.js')).toBe('/assets/js/./4050.3.js');
    expect(new URL(routeScriptSrc('assets/js/4050.3.js'), 'https://help.example/jet/').pathname).toBe('/assets/js/4050.3.js');
    expect(withRouteScripts(page, ['assets/js/4050.3.js', 'assets/js/1f035f95.5.js'])).toBe(
      '<head><script src=/assets/js/./4050.3.js defer></script><script src=/assets/js/./1f035f95.5.js defer></script>' +
        '<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script></head>',
    );
  });

  it('leaves a page without the runtime, or with nothing to add, as it is', () => {
    expect(withRouteScripts('<head></head>', ['assets/js/4050.3.js'])).toBe('<head></head>');
    const page = '<script src=/assets/js/runtime~main.1.js defer></script>';
    expect(withRouteScripts(page, [])).toBe(page);
  });
});
