/**
 * What Home links to besides the product sections: each product's most-needed
 * tasks and the release-notes pages. The build fails on a path that no page has.
 */
import type {ProductId} from './products';

export interface HomeLink {
  readonly label: string;
  readonly path: string;
}

/** Three or four tasks per product, most asked-for first. */
export const TOP_TASKS: Readonly<Record<ProductId, readonly HomeLink[]>> = {
  'media-shuttle': [
    {label: 'Get started with Media Shuttle', path: '/media-shuttle/general/getting-started/'},
    {label: 'Create a portal', path: '/media-shuttle/account-administration/creating-portals/'},
    {label: 'Download the Signiant App', path: '/media-shuttle/signiant-app/download-signiant-app/'},
    {label: 'Troubleshoot transfers', path: '/media-shuttle/using-portals/troubleshooting/'},
  ],
  jet: [
    {label: 'Get started with Jet', path: '/jet/deployment/jet-getting-started/'},
    {label: 'Set up partner routes', path: '/jet/administration/routes/partner-routes/'},
    {label: 'Work with jobs', path: '/jet/jobs/working-with-jobs/'},
    {label: 'Troubleshoot jobs', path: '/jet/jobs/troubleshooting-jobs/'},
  ],
  'flight-deck': [
    {label: 'Get started with Flight Deck', path: '/flight-deck/deployment/flight-deck-getting-started/'},
    {label: 'Install the Manager', path: '/flight-deck/deployment/manager-installation/'},
    {label: 'Install Agents', path: '/flight-deck/deployment/agent-installation/'},
    {label: 'Troubleshoot the Manager', path: '/flight-deck/reference/manager-troubleshooting/'},
  ],
  'media-engine': [
    {label: 'Get started with Media Engine', path: '/media-engine/general/getting-started/'},
    {label: 'Index storage', path: '/media-engine/administration/indexing-storage/'},
    {label: 'Browse assets', path: '/media-engine/interacting-with-assets/browsing-assets/'},
    {label: 'Clip media', path: '/media-engine/interacting-with-assets/clipping/'},
  ],
};

/** The release-notes pages, newest product line first. */
export const RELEASE_NOTES: readonly (HomeLink & {readonly summary: string})[] = [
  {
    label: 'Flight Deck release notes',
    path: '/flight-deck/general/release-notes/',
    summary: 'What each Flight Deck and Manager+Agents release changed.',
  },
  {
    label: 'SDCX Server for Jet',
    path: '/jet/general/sdcx-release-notes/',
    summary: 'Server releases that changed what Jet jobs can do.',
  },
  {
    label: 'SDCX Server for Media Shuttle',
    path: '/media-shuttle/general/sdcx-release-notes/',
    summary: 'Server releases behind on-premises Media Shuttle storage.',
  },
  {
    label: 'SDCX Server for Flight Deck',
    path: '/flight-deck/general/sdcx-release-notes/',
    summary: 'Server releases that Flight Deck storage relies on.',
  },
];
