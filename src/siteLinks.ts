/** External destinations in the header, drawer and footer: one place to change them. */
import {productNamesInWords} from './products';

export interface ExternalLink {
  readonly label: string;
  readonly href: string;
}

export const API_DOCUMENTATION: ExternalLink = {
  label: 'API Documentation',
  href: 'https://developer.signiant.com/',
};

export const SUPPORT: ExternalLink = {
  label: 'Support',
  href: 'https://support.signiant.com/',
};

export const CASE_STUDIES: ExternalLink = {
  label: 'Case Studies',
  href: 'https://www.signiant.com/resources/case-studies/',
};

export const CORE_TECHNOLOGY: ExternalLink = {
  label: 'Core Technology',
  href: 'https://www.signiant.com/signiant-core-technology/',
};

/** Header (and small-screen drawer) links, in display order. */
export const HEADER_LINKS: readonly ExternalLink[] = [API_DOCUMENTATION, SUPPORT];

/** Footer quick links, in display order. */
export const FOOTER_LINKS: readonly ExternalLink[] = [
  SUPPORT,
  API_DOCUMENTATION,
  CASE_STUDIES,
  CORE_TECHNOLOGY,
];

export const ABOUT_BLURB =
  'Signiant moves large files and media between people, systems and clouds quickly and securely. ' +
  `This site documents ${productNamesInWords()} for the people who run and use them.`;

/**
 * "Report a problem with this page": the support site, with the page's title
 * and address in the query (`subject`, `page`) so the report says which page
 * it is about. Change the address or the parameter names here if the support
 * site's form reads others.
 */
export function reportProblemUrl(page: {readonly title: string; readonly url: string}): string {
  const url = new URL(SUPPORT.href);
  url.searchParams.set('subject', `Problem with the help page "${page.title}"`);
  url.searchParams.set('page', page.url);
  return url.href;
}
