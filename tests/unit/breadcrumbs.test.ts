import {PRODUCTS, sectionRoot} from '../../src/products';
import {breadcrumbList, buildBreadcrumbs, type Crumb} from '../../src/navigation/breadcrumbs';

const labels = (crumbs: readonly Crumb[]) => crumbs.map((c) => c.label);

describe('breadcrumb builder', () => {
  it.each([
    ['/media-shuttle/account-administration/creating-portals/', 'IT Administration'],
    ['/media-shuttle/portal-administration/portal-activity/', 'Operations Administration'],
    ['/media-shuttle/signiant-console/portals/', 'Console'],
    ['/media-shuttle/signiant-app/overview/', 'App'],
    ['/media-shuttle/mobile-app/logging-in/', 'Mobile App'],
    ['/media-shuttle/using-portals/transfer-history/', 'Using Portals'],
    ['/flight-deck/gateway/general/overview/', 'Gateway'],
    ['/media-engine/interacting-with-assets/clipping/', 'Interacting with Assets'],
  ])('labels the group of %s "%s"', (pathname, label) => {
    // The side menu may call the group anything; the registry's label wins.
    const crumbs = buildBreadcrumbs({pathname, title: 'Page', categories: [{label: 'menu label'}]});
    expect(crumbs[2]).toEqual({label});
  });

  it('gives every registered group of every product its registry label', () => {
    for (const product of PRODUCTS) {
      for (const group of product.groups) {
        const crumbs = buildBreadcrumbs({
          pathname: `/${product.id}/${group.slug}/some-page/`,
          title: 'Some page',
          categories: [{label: group.slug}],
        });
        expect(crumbs).toEqual([
          {label: 'Root', href: '/'},
          {label: product.name, href: sectionRoot(product.id)},
          {label: group.label},
          {label: 'Some page'},
        ]);
      }
    }
  });

  it('labels deeper folders with their side-menu category and ends with the page title, not linked', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/flight-deck/reference/flight-cli/troubleshooting/',
      title: 'Troubleshooting the Flight CLI',
      categories: [{label: 'Reference'}, {label: 'Flight CLI (legacy)'}],
    });
    expect(crumbs).toEqual([
      {label: 'Root', href: '/'},
      {label: 'Flight Deck', href: '/flight-deck/'},
      {label: 'Reference'},
      {label: 'Flight CLI (legacy)'},
      {label: 'Troubleshooting the Flight CLI'},
    ]);
  });

  it('keeps a category link and drops a category that is the page itself', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/jet/administration/routes/',
      title: 'Routes',
      categories: [{label: 'Administration', href: '/jet/administration/overview/'}, {label: 'Routes', href: '/jet/administration/routes/'}],
    });
    expect(labels(crumbs)).toEqual(['Root', 'Jet', 'Administration', 'Routes']);
    expect(crumbs[2].href).toBe('/jet/administration/overview/');
  });

  it('skips the version segment when matching group prefixes', () => {
    for (const [pathname, versionPath] of [
      ['/jet/2.0/jobs/partner-jobs/', '/jet/2.0'],
      ['/jet/next/jobs/partner-jobs/', '/jet/next/'],
    ]) {
      const crumbs = buildBreadcrumbs({pathname, versionPath, title: 'Partner Jobs', categories: [{label: 'x'}]});
      expect(crumbs).toEqual([
        {label: 'Root', href: '/'},
        {label: 'Jet', href: `${versionPath.replace(/\/$/, '')}/`},
        {label: 'Jobs'},
        {label: 'Partner Jobs'},
      ]);
    }
  });

  it('uses the registry label even for a page outside the side menu', () => {
    const crumbs = buildBreadcrumbs({pathname: '/jet/deployment/hidden-page/', title: 'Hidden'});
    expect(labels(crumbs)).toEqual(['Root', 'Jet', 'Deployment', 'Hidden']);
  });

  it('shows Root › title on a section root and nothing outside a section', () => {
    expect(buildBreadcrumbs({pathname: '/media-engine/', title: 'Media Engine'})).toEqual([
      {label: 'Root', href: '/'},
      {label: 'Media Engine'},
    ]);
    expect(buildBreadcrumbs({pathname: '/', title: 'Home'})).toEqual([]);
    expect(buildBreadcrumbs({pathname: '/404.html', title: 'Page Not Found'})).toEqual([]);
  });
});

describe('schema.org BreadcrumbList', () => {
  it('lists the linked crumbs and the page itself with absolute addresses', () => {
    const crumbs = buildBreadcrumbs({
      pathname: '/jet/jobs/partner-jobs/',
      title: 'Partner Jobs',
      categories: [{label: 'Jobs'}],
    });
    expect(breadcrumbList(crumbs, 'https://help.example.com/', '/jet/jobs/partner-jobs/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Root', item: 'https://help.example.com/'},
        {'@type': 'ListItem', position: 2, name: 'Jet', item: 'https://help.example.com/jet/'},
        {'@type': 'ListItem', position: 3, name: 'Partner Jobs', item: 'https://help.example.com/jet/jobs/partner-jobs/'},
      ],
    });
  });
});
