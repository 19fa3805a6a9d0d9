import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {productSidebar} from './productSidebar';

/**
 * The jet side menu: the pages and sub-groups of each top-level group. The
 * groups' order and labels come from the product registry (src/products.ts).
 */
export default productSidebar('jet', {
  general: [
    'general/overview',
    'general/system-requirements',
    'general/special-characters',
    'general/jet-media-shuttle-workflow',
    'general/iperf',
    'general/sdcx-release-notes',
    'general/console-home',
  ],
  deployment: [
    'deployment/jet-getting-started',
    'deployment/guide',
    'deployment/jet-shared-storage',
    'deployment/proxy-deployment',
    'deployment/signiant-control',
    'deployment/deployment-troubleshooting',
  ],
  administration: [
    'administration/logging-into-the-signiant-console',
    'administration/adding-removing-users',
    {
      type: 'category',
      label: 'SDCX Servers',
      items: [
        'administration/sdcx-servers/overview',
        'administration/sdcx-servers/sdcx-server-details',
        'administration/sdcx-servers/upgrading-sdcx-servers',
      ],
    },
    {
      type: 'category',
      label: 'Endpoints',
      items: [
        'administration/endpoints/overview',
        'administration/endpoints/endpoint-details',
        'administration/endpoints/advanced-endpoint-settings',
      ],
    },
    {
      type: 'category',
      label: 'Routes',
      items: [
        'administration/routes/overview',
        'administration/routes/route-details',
        'administration/routes/partner-routes',
        'administration/routes/partner-route-control-visibility',
        'administration/routes/testing-routes',
      ],
    },
    {
      type: 'category',
      label: 'Storage Profiles',
      items: [
        'administration/storage-profiles/overview',
        'administration/storage-profiles/on-premises',
        'administration/storage-profiles/aws-cloud-storage',
        'administration/storage-profiles/microsoft-azure-storage',
        'administration/storage-profiles/google-cloud-storage',
        'administration/storage-profiles/s3-compatible-storage',
        'administration/storage-profiles/storage-details',
        'administration/storage-profiles/flight-server-reference',
      ],
    },
  ],
  jobs: [
    'jobs/jet-dashboard',
    'jobs/working-with-jobs',
    'jobs/job-trigger-types',
    'jobs/post-transfer-actions',
    'jobs/advanced-settings',
    'jobs/partner-jobs',
    'jobs/working-with-job-groups',
    'jobs/viewing-job-details',
    'jobs/installer-logs',
    'jobs/troubleshooting-jobs',
  ],
}) satisfies SidebarsConfig;
