import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {groupLabel} from '../src/products';

/** The media-engine side menu: the spec's groups, order and nesting. Group headings only toggle. */
const sidebars = {
  'media-engine': [
    {
      type: 'category',
      label: groupLabel('media-engine', 'general'),
      items: [
        'general/overview',
        'general/system-requirements',
        'general/getting-started',
        'general/console-home',
        'general/logging-into-the-signiant-console',
      ],
    },
    {
      type: 'category',
      label: groupLabel('media-engine', 'administration'),
      items: [
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
    },
    {
      type: 'category',
      label: groupLabel('media-engine', 'interacting-with-assets'),
      items: [
        'interacting-with-assets/overview',
        'interacting-with-assets/browsing-assets',
        'interacting-with-assets/transferring-assets',
        'interacting-with-assets/clipping',
        'interacting-with-assets/supported-preview-formats',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
