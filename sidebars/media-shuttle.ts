import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {productSidebar} from './productSidebar';

/**
 * The media-shuttle side menu: the pages and sub-groups of each top-level group. The
 * groups' order and labels come from the product registry (src/products.ts).
 */
export default productSidebar('media-shuttle', {
  general: [
    'general/about',
    'general/system-requirements',
    'general/getting-started',
    'general/special-characters',
    'general/jet-media-shuttle-workflow',
    'general/iperf',
    'general/sdcx-release-notes',
  ],
  'account-administration': [
    'account-administration/it-administrator-guide',
    'account-administration/creating-portals',
    'account-administration/assigning-storage',
    {
      type: 'category',
      label: 'Storage',
      items: [
        {
          type: 'category',
          label: 'On-Premises Storage',
          items: [
            'account-administration/storage/on-premises/overview',
            'account-administration/storage/on-premises/installing-sdcx-server',
            'account-administration/storage/on-premises/network-configuration',
            'account-administration/storage/on-premises/load-balancing',
            'account-administration/storage/on-premises/server-peering',
            'account-administration/storage/on-premises/upgrading-sdcx-server',
            'account-administration/storage/on-premises/network-attached-storage',
          ],
        },
        {
          type: 'category',
          label: 'Cloud Storage',
          items: [
            'account-administration/storage/cloud-storage/overview',
            'account-administration/storage/cloud-storage/amazon-s3',
            'account-administration/storage/cloud-storage/microsoft-azure',
            'account-administration/storage/cloud-storage/google-cloud-storage',
            'account-administration/storage/cloud-storage/s3-compatible-storage',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Security',
      items: [
        'account-administration/security/securing-your-portal',
        {
          type: 'category',
          label: 'SAML',
          items: [
            'account-administration/security/saml/understanding-saml',
            'account-administration/security/saml/configuring-saml',
            'account-administration/security/saml/service-provider-metadata',
            'account-administration/security/saml/configuring-adfs',
            'account-administration/security/saml/configuring-okta',
            'account-administration/security/saml/configuring-onelogin',
            'account-administration/security/saml/configuring-microsoft-entra-id',
          ],
        },
      ],
    },
    'account-administration/managing-portal-administrators',
  ],
  'portal-administration': [
    'portal-administration/operations-administrator-guide',
    'portal-administration/portal-activity',
    'portal-administration/customizing-portals',
    {
      type: 'category',
      label: 'Members',
      items: [
        'portal-administration/members/managing-portal-members',
        'portal-administration/members/import-export-member-details',
        'portal-administration/members/member-permissions',
      ],
    },
    'portal-administration/enabling-send-from-share',
    'portal-administration/enabling-auto-delivery',
    'portal-administration/enabling-cloudspex',
    {
      type: 'category',
      label: 'Metadata',
      items: [
        'portal-administration/metadata/about-metadata',
        'portal-administration/metadata/configuring-metadata',
        'portal-administration/metadata/viewing-metadata',
      ],
    },
  ],
  'signiant-console': [
    'signiant-console/home',
    'signiant-console/logging-into-the-console',
    'signiant-console/portals',
    'signiant-console/viewing-exporting-transfers',
    'signiant-console/usage',
    'signiant-console/creating-json-forms',
    'signiant-console/sdcx-servers',
    'signiant-console/endpoints',
    'signiant-console/storage',
  ],
  'using-portals': [
    'using-portals/portal-member-guide',
    'using-portals/using-send-portals',
    'using-portals/using-share-portals',
    'using-portals/using-submit-portals',
    'using-portals/transfer-history',
    'using-portals/troubleshooting',
  ],
  'signiant-app': [
    'signiant-app/overview',
    'signiant-app/download-signiant-app',
    'signiant-app/using-proxy-servers',
    {
      type: 'category',
      label: 'Version 2',
      items: [
        'signiant-app/version-2/installing-signiant-app',
        'signiant-app/version-2/configure-signiant-app',
        'signiant-app/version-2/using-auto-delivery',
        'signiant-app/version-2/collecting-debug-logs',
      ],
    },
    {
      type: 'category',
      label: 'Version 1',
      items: [
        'signiant-app/version-1/installing-signiant-app',
        'signiant-app/version-1/configure-signiant-app',
        'signiant-app/version-1/collecting-logs',
      ],
    },
    'signiant-app/transferring-without-signiant-app',
  ],
  'mobile-app': [
    'mobile-app/overview',
    'mobile-app/logging-in',
    'mobile-app/portal-list',
    'mobile-app/transfers',
  ],
}) satisfies SidebarsConfig;
