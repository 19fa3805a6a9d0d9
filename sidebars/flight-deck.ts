import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {productSidebar} from '../config/sidebarTree';

/**
 * The flight-deck side menu: the pages and sub-groups of each top-level group. The
 * groups' order and labels come from the product registry (src/products.ts).
 */
export default productSidebar('flight-deck', {
  general: [
    'general/overview',
    'general/system-requirements',
    'general/release-notes',
    'general/console-home',
    'general/sdcx-server-system-requirements',
    'general/sdcx-release-notes',
  ],
  deployment: [
    'deployment/flight-deck-getting-started',
    'deployment/manager-installation',
    'deployment/registration',
    'deployment/agent-installation',
    'deployment/upgrade-best-practices',
    'deployment/moving-manager-agents',
    'deployment/removing-ha-installations',
    'deployment/agent-perl-upgrade',
    'deployment/disaster-recovery',
    'deployment/securing-manager-ssl-tls',
    'deployment/ipv6-support',
  ],
  administration: [
    {
      type: 'category',
      label: 'Dashboards',
      items: [
        'administration/dashboards/interface-dashboard',
        'administration/dashboards/console-dashboard',
      ],
    },
    'administration/application-updates',
    'administration/database-alarms',
    {
      type: 'category',
      label: 'Directory Services',
      items: [
        'administration/directory-services/about',
        'administration/directory-services/saml',
        'administration/directory-services/ldap',
        'administration/directory-services/multi-factor',
      ],
    },
    'administration/health-check',
    'administration/logs',
    'administration/menu-configuration',
    'administration/organizations',
    'administration/about-resource-controls',
    'administration/resource-controls',
    'administration/system-health',
    'administration/usage',
    {
      type: 'category',
      label: 'Backups',
      items: [
        'administration/backups/overview',
        'administration/backups/flight-deck-backups',
      ],
    },
    {
      type: 'category',
      label: 'Agents',
      items: [
        'administration/agents/overview',
        'administration/agents/agent-list',
        'administration/agents/agent-groups',
        'administration/agents/agent-reports',
        'administration/agents/agent-alias',
        'administration/agents/agent-network-configuration',
        'administration/agents/remote-access',
      ],
    },
    {
      type: 'category',
      label: 'Storage',
      items: [
        'administration/storage/overview',
        'administration/storage/storage-profiles',
        'administration/storage/sdcx-servers',
        'administration/storage/on-premises',
        'administration/storage/s3',
        'administration/storage/azure',
        'administration/storage/google',
        'administration/storage/s3-compatible',
        'administration/storage/troubleshooting-sdcx-connectivity',
        'administration/storage/troubleshooting-sdcx-transfers',
      ],
    },
    {
      type: 'category',
      label: 'Endpoints',
      items: [
        'administration/endpoints/overview',
        'administration/endpoints/endpoint-details',
      ],
    },
    {
      type: 'category',
      label: 'Users',
      items: [
        'administration/users/understanding-users',
        'administration/users/user-groups',
        'administration/users/signiant-console',
      ],
    },
  ],
  jobs: [
    'jobs/jobs-overview',
    {
      type: 'category',
      label: 'Manager Interface',
      items: [
        'jobs/manager-interface/job-management',
        'jobs/manager-interface/job-details',
        'jobs/manager-interface/job-logs',
        'jobs/manager-interface/job-views',
        'jobs/manager-interface/job-reports',
        'jobs/manager-interface/job-groups',
        'jobs/manager-interface/job-queuing',
        'jobs/manager-interface/job-labels',
        'jobs/manager-interface/special-characters',
      ],
    },
    {
      type: 'category',
      label: 'Signiant Console',
      items: [
        'jobs/signiant-console/logging-in',
        'jobs/signiant-console/jobs',
        'jobs/signiant-console/job-groups',
        'jobs/signiant-console/job-details',
        'jobs/signiant-console/file-detail-logging',
        'jobs/signiant-console/partner-jobs',
      ],
    },
    {
      type: 'category',
      label: 'Maintenance',
      items: [
        'jobs/maintenance/understanding-maintenance',
        'jobs/maintenance/database-maintenance',
      ],
    },
    {
      type: 'category',
      label: 'Media Mover',
      items: [
        'jobs/media-mover/overview',
        'jobs/media-mover/jobs',
        'jobs/media-mover/advanced-configuration',
      ],
    },
    {
      type: 'category',
      label: 'Object Mover',
      items: [
        'jobs/object-mover/overview',
        'jobs/object-mover/storage-profiles',
        'jobs/object-mover/objectdropbox',
        'jobs/object-mover/objectuploader',
        'jobs/object-mover/objectdownloader',
        'jobs/object-mover/objectreplicator',
        'jobs/object-mover/advanced-configuration',
        'jobs/object-mover/troubleshooting',
      ],
    },
    {
      type: 'category',
      label: 'Job Templates',
      items: [
        'jobs/job-templates/overview',
        'jobs/job-templates/configuring-workflows',
        'jobs/job-templates/workflow-components',
        'jobs/job-templates/component-sequence-diagrams',
      ],
    },
  ],
  gateway: [
    {
      type: 'category',
      label: 'General',
      items: [
        'gateway/general/overview',
        'gateway/general/system-requirements',
        'gateway/general/downloads',
        'gateway/general/integrations',
        'gateway/general/region-reference',
      ],
    },
    {
      type: 'category',
      label: 'Administration',
      items: [
        'gateway/administration/creating-removing-endpoints',
        'gateway/administration/installing-configuring',
        'gateway/administration/activate-upgrade',
        'gateway/administration/users',
      ],
    },
    {
      type: 'category',
      label: 'Utilities',
      items: [
        'gateway/utils/signiant-control',
        'gateway/utils/transferring-to-endpoint',
        'gateway/utils/testing-your-gateway-connection',
        'gateway/utils/advanced-testing',
      ],
    },
  ],
  certificates: [
    'certificates/configuring-trusts',
    'certificates/certificate-alarms',
    'certificates/third-party-ssl-certificates',
    'certificates/multi-manager',
    'certificates/wildcard-certificates',
    'certificates/updating-third-party-web-certificates',
    'certificates/updating-manager-keystores',
    'certificates/troubleshooting-certificates',
  ],
  reference: [
    'reference/environment-optimization',
    'reference/manager-startup-shutdown',
    'reference/manager-troubleshooting',
    'reference/agent-troubleshooting',
    'reference/manager-utilities',
    'reference/transport-evaluator',
    {
      type: 'category',
      label: 'Flight CLI (Legacy)',
      items: [
        'reference/flight-cli/overview',
        'reference/flight-cli/installation',
        'reference/flight-cli/configuration',
        'reference/flight-cli/credentials',
        'reference/flight-cli/uploading',
        'reference/flight-cli/downloading',
        'reference/flight-cli/transfer-options',
        'reference/flight-cli/exit-codes',
        'reference/flight-cli/logging',
        'reference/flight-cli/troubleshooting',
      ],
    },
    {
      type: 'category',
      label: 'Workflow Gateway',
      items: [
        'reference/workflow-gateway/overview',
        'reference/workflow-gateway/dropbox-monitor',
      ],
    },
    {
      type: 'category',
      label: 'Component Customization',
      items: [
        'reference/component-customization/overview',
        'reference/component-customization/creating-components',
        'reference/component-customization/component-properties',
        'reference/component-customization/inputs-and-outputs',
        'reference/component-customization/scripting',
        'reference/component-customization/packaging',
        'reference/component-customization/deploying',
        'reference/component-customization/debugging',
      ],
    },
  ],
}) satisfies SidebarsConfig;
