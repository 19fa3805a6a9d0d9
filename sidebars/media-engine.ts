import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {productSidebar} from './productSidebar';

/**
 * The media-engine side menu: the pages and sub-groups of each top-level group. The
 * groups' order and labels come from the product registry (src/products.ts).
 */
export default productSidebar('media-engine', {
  general: [
    'general/overview',
    'general/system-requirements',
    'general/getting-started',
    'general/console-home',
    'general/logging-into-the-signiant-console',
  ],
  administration: [
    'administration/indexing-storage',
    'administration/assigning-users',
    {
      type: 'category',
      label: 'Storage',
      items: [
        'administration/storage/using-shared-storage',
        'administration/storage/using-cloud-storage',
        'administration/storage/storage-profiles',
        'administration/storage/endpoints',
        'administration/storage/sdcx-servers',
      ],
    },
  ],
  'interacting-with-assets': [
    'interacting-with-assets/overview',
    'interacting-with-assets/browsing-assets',
    'interacting-with-assets/transferring-assets',
    'interacting-with-assets/clipping',
    'interacting-with-assets/supported-preview-formats',
  ],
}) satisfies SidebarsConfig;
