import {PRODUCTS, sectionRoot} from '../../src/products';
import {sidebarItems} from '../../sidebars';
import {breadcrumbList, buildBreadcrumbs, type Crumb} from '../../src/navigation/breadcrumbs';

const labels = (crumbs: readonly Crumb[]) => crumbs.map((c) => c.label);

describe('breadcrumb builder', () => {
  it('labels each top-level group as the registry does, because the side menu takes its labels from there', () => {
    for (const product of PRODUCTS) {
      const menu = sidebarItems(product.id);
      product.groups.forEach((group, index) => {
        const category = menu[index];
        if (typeof category === 'string') throw new Error(`${product.id}: top-level item ${index} is a page`);
        const crumbs = buildBreadcrumbs({
          product: product.id,
          pathname: `/${product.id}/${group.slug}/some-page/`,
          versionPath: sectionRoot(product.id),
          title: 'Some page',
          categories: [{label: category.label}],
        });
        expect(crumbs).toEqual([
          {label: 'Root', href: '/'},
          {label: product.name, href: sectionRoot(product.id)},
          {label: group.label},
          {label: 'Some page'},
        ]);
      });
    }
  });

  it('labels deeper folders with their side-menu category and ends with the page title, not linked', () => {
    const crumbs = buildBreadcrumbs({
      product: 'flight-deck',
      pathname: '/flight-deck/reference/flight-cli/troubleshooting/',
      versionPath: '/flight-deck/',
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
      product: 'jet',
      pathname: '/jet/administration/routes/',
      versionPath: '/jet/',
      title: 'Routes',
      categories: [
        {label: 'Administration', href: '/jet/administration/overview/'},
        {label: 'Routes', href: '/jet/administration/routes/'},
      ],
    });
    expect(labels(crumbs)).toEqual(['Root', 'Jet', 'Administration', 'Routes']);
    expect(crumbs[2].href).toBe('/jet/administration/overview/');
  });

  it('links the product crumb to the root of the version being read', () => {
    for (const versionPath of ['/jet/2.0', '/jet/next/']) {
      const crumbs = buildBreadcrumbs({
        product: 'jet',
        pathname: `${versionPath.replace(/\/$/, '')}/jobs/partner-jobs/`,
        versionPath,
        title: 'Partner Jobs',
        categories: [{label: 'Jobs'}],
      });
      expect(crumbs).toEqual([
        {label: 'Root', href: '/'},
        {label: 'Jet', href: `${versionPath.replace(/\/$/, '')}/`},
        {label: 'Jobs'},
        {label: 'Partner Jobs'},
      ]);
    }
  });

  it('shows Root › title on a section root and nothing outside a section', () => {
    expect(
      buildBreadcrumbs({
        product: 'media-engine',
        pathname: '/media-engine/',
        versionPath: '/media-engine',
        title: 'Media Engine',
      }),
    ).toEqual([{label: 'Root', href: '/'}, {label: 'Media Engine'}]);
    expect(
      buildBreadcrumbs({
        product: undefined,
        pathname: '/jet/nope/',
        versionPath: '/jet/',
        title: 'Page Not Found',
      }),
    ).toEqual([]);
  });
});

describe('schema.org BreadcrumbList', () => {
  it('lists the linked crumbs and the page itself with absolute addresses', () => {
    const crumbs = buildBreadcrumbs({
      product: 'jet',
      pathname: '/jet/jobs/partner-jobs/',
      versionPath: '/jet/',
      title: 'Partner Jobs',
      categories: [{label: 'Jobs'}],
    });
    expect(breadcrumbList(crumbs, 'https://help.example.com/', '/jet/jobs/partner-jobs/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Root', item: 'https://help.example.com/'},
        {'@type': 'ListItem', position: 2, name: 'Jet', item: 'https://help.example.com/jet/'},
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Partner Jobs',
          item: 'https://help.example.com/jet/jobs/partner-jobs/',
        },
      ],
    });
  });
});
