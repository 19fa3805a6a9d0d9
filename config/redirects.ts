/**
 * Addresses that must keep working: old public URLs (including the product's
 * former name, Manager+Agents) and menu-group folders, which land on their
 * group's first page.
 */
import path from 'node:path';
import {productMenus} from '../sidebars';
import {productVersions} from './docsVersions';
import {readMovedPages} from './movedPages';
import {groupFolders, type MenuItem} from './sidebarTree';

/** The site root, where Docusaurus keeps each product's cut versions. */
const SITE_DIR = path.join(__dirname, '..');

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

export const LEGACY_REDIRECTS: readonly Redirect[] = [
  {
    from: '/media-shuttle/account-administration/saml/understanding-saml/',
    to: '/media-shuttle/account-administration/security/saml/understanding-saml/',
  },
  {from: '/media-shuttle/general/deployment-guide/', to: '/media-shuttle/general/getting-started/'},
  {from: '/media-shuttle/general/media-shuttle-roles/', to: '/media-shuttle/general/about/'},
  {
    from: '/media-shuttle/portal-administration/managing-portal-members/',
    to: '/media-shuttle/portal-administration/members/managing-portal-members/',
  },
  {
    from: '/media-shuttle/signiant-app/configure-signiant-app/',
    to: '/media-shuttle/signiant-app/version-2/configure-signiant-app/',
  },
  {
    from: '/jet/administration/storage-profiles/cloud-storage/',
    to: '/jet/administration/storage-profiles/aws-cloud-storage/',
  },
  {
    from: '/flight-deck/gateway/general/integrating-flight-gateway/',
    to: '/flight-deck/gateway/general/integrations/',
  },
  {from: '/flight-deck/jobs/job-queuing/', to: '/flight-deck/jobs/manager-interface/job-queuing/'},
  {
    from: '/flight-deck/jobs/job-templates/job-templates-overview/',
    to: '/flight-deck/jobs/job-templates/overview/',
  },
  {
    from: '/flight-deck/reference/environment-optimization-13-5/',
    to: '/flight-deck/reference/environment-optimization/',
  },
  {
    from: '/manager-agents/installation/agent-installation/',
    to: '/flight-deck/deployment/agent-installation/',
  },
  {
    from: '/manager-agents/installation/manager-installation/',
    to: '/flight-deck/deployment/manager-installation/',
  },
  {
    from: '/manager-agents/administration/agents/configuring-agents/',
    to: '/flight-deck/administration/agents/overview/',
  },
  {
    from: '/manager-agents/certificates/understanding-trusts/',
    to: '/flight-deck/certificates/configuring-trusts/',
  },
  {from: '/manager-agents/jobs/job-groups/', to: '/flight-deck/jobs/manager-interface/job-groups/'},
  {
    from: '/manager-agents/reference/environment-optimization/',
    to: '/flight-deck/reference/environment-optimization/',
  },
  {from: '/manager-agents/administration/system-health/', to: '/flight-deck/administration/system-health/'},
  {
    from: '/manager-agents/administration/directory-services/',
    to: '/flight-deck/administration/directory-services/about/',
  },
  {
    from: '/manager-agents/administration/users/understanding-users/',
    to: '/flight-deck/administration/users/understanding-users/',
  },
  {
    from: '/manager-agents/jobs/job-templates/configuring-workflows/',
    to: '/flight-deck/jobs/job-templates/configuring-workflows/',
  },
  {
    from: '/manager-agents/jobs/object-mover/objectdropbox/',
    to: '/flight-deck/jobs/object-mover/objectdropbox/',
  },
  {
    from: '/manager-agents/jobs/object-mover/advanced-configuration/',
    to: '/flight-deck/jobs/object-mover/advanced-configuration/',
  },
  {from: '/manager-agents/jobs/media-mover/', to: '/flight-deck/jobs/media-mover/overview/'},
  {from: '/manager-agents/jobs/media-mover/overview/', to: '/flight-deck/jobs/media-mover/overview/'},
  {from: '/manager-agents/jobs/media-mover/jobs/', to: '/flight-deck/jobs/media-mover/jobs/'},
  {
    from: '/manager-agents/jobs/media-mover/advanced-configuration/',
    to: '/flight-deck/jobs/media-mover/advanced-configuration/',
  },
];

/**
 * Redirects from each group folder address to the group's first page, below
 * the root of the docs version the menu belongs to (`/jet/` by default,
 * `/jet/next/` or `/jet/3.3/` for a versioned product).
 */
export function groupRedirects(
  product: string,
  items: readonly MenuItem[],
  versionRoot = `/${product}/`,
): Redirect[] {
  return groupFolders(items)
    .filter((group) => group.folder !== '')
    .map((group) => ({
      from: `${versionRoot}${group.folder}/`,
      to: `${versionRoot}${group.firstDocId}/`,
    }));
}

/**
 * Where an address finally leads once moved pages are followed: the address
 * itself unless `npm run move:page` moved its page (config/moved-pages.json).
 */
export function finalAddress(address: string, moved: readonly Redirect[] = readMovedPages()): string {
  const to = moved.find((redirect) => redirect.from === address)?.to;
  return to === undefined ? address : to;
}

/**
 * Every redirect the site answers: the legacy addresses (each straight to
 * where its page is now), the addresses of moved pages, then each product's
 * menu-group folders, in every docs version of the product (each below its
 * own root, from its own side menu). Build-time only (it reads the sidebar
 * files); the site config and the server config both use it.
 */
export function siteRedirects(
  siteDir: string = SITE_DIR,
  moved: readonly Redirect[] = readMovedPages(siteDir),
): Redirect[] {
  return [
    ...LEGACY_REDIRECTS.map(({from, to}) => ({from, to: finalAddress(to, moved)})),
    ...moved,
    ...productMenus().flatMap(({product, items}) =>
      productVersions(siteDir, product, items).flatMap((version) =>
        groupRedirects(product, version.sidebar, version.path),
      ),
    ),
  ];
}

/**
 * The redirects in the shape of the client-redirects plugin's
 * `createRedirects`: for each page, the old addresses that lead to it. A
 * function rather than the plugin's `redirects` list because Docusaurus ships
 * every plugin option to the browser with the site config, and a function
 * travels as nothing (the list was 8 KB of every page's entry script).
 */
export function redirectsByTarget(
  redirects: readonly Redirect[],
): (existingPath: string) => string[] | undefined {
  const byTarget = new Map<string, string[]>();
  for (const {from, to} of redirects) byTarget.set(to, [...(byTarget.get(to) ?? []), from]);
  return (existingPath) => byTarget.get(existingPath);
}
