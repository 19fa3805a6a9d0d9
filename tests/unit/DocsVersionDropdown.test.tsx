/** @jest-environment jsdom */
import type * as DocsClientDouble from './doubles/docsClient';
import {render, screen, within} from '@testing-library/react';
import DocsVersionDropdown from '../../src/components/DocsVersionDropdown';

interface Doc {
  id: string;
  path: string;
}
interface Version {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: Doc[];
}

const docs = (root: string, more: Doc[] = []): Doc[] => [
  {id: 'index', path: root},
  {id: 'jobs/partner-jobs', path: `${root}jobs/partner-jobs/`},
  ...more,
];
const version = (name: string, label: string, isLast: boolean, root: string, more: Doc[] = []): Version => ({
  name,
  label,
  isLast,
  path: root.replace(/\/$/, ''),
  mainDocId: 'index',
  docs: docs(root, more),
});
/** Jet with three cut versions (in the docs plugin's order: the unreleased docs first); Flight Deck with none. */
const DOCS_DATA: Record<string, {versions: Version[]}> = {
  jet: {
    versions: [
      version('current', 'Next', false, '/jet/next/', [{id: 'jobs/new', path: '/jet/next/jobs/new/'}]),
      version('2.0', '2.0', true, '/jet/'),
      version('1.10', '1.10', false, '/jet/1.10/'),
      version('1.9', '1.9', false, '/jet/1.9/'),
    ],
  },
  'flight-deck': {versions: [version('current', 'Next', true, '/flight-deck/')]},
};

const mockLocation = {pathname: '/', search: '', hash: ''};
jest.mock('@docusaurus/router', () => ({useLocation: () => mockLocation}), {virtual: true});
jest.mock(
  '@docusaurus/theme-common',
  () => ({
    useHistorySelector: (select: (h: {location: object}) => unknown) => select({location: mockLocation}),
  }),
  {virtual: true},
);
jest.mock(
  '@docusaurus/plugin-content-docs/client',
  // Required inside the factory: jest.mock runs before the file's imports.
  () =>
    jest.requireActual<typeof DocsClientDouble>('./doubles/docsClient').docsClientDouble(
      () => DOCS_DATA,
      () => mockLocation.pathname,
    ),
  {virtual: true},
);
interface Item {
  label: string;
  to: string;
  isActive: () => boolean;
}
/** The theme's dropdown item, reduced to what it shows: a button with its label, then the entries as links. */
jest.mock(
  '@theme/NavbarItem/DropdownNavbarItem',
  () => ({
    __esModule: true,
    default: (props: {label: string; to?: string; items: Item[]; mobile?: boolean; position?: string}) => (
      <div data-mobile={String(Boolean(props.mobile))} data-position={props.position} data-to={props.to}>
        <button type="button">{props.label}</button>
        <ul>
          {props.items.map((item) => (
            <li key={item.label}>
              <a href={item.to} aria-current={item.isActive() ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    ),
  }),
  {virtual: true},
);

function renderAt(pathname: string, props: Parameters<typeof DocsVersionDropdown>[0] = {}) {
  mockLocation.pathname = pathname;
  return render(<DocsVersionDropdown position="left" {...props} />);
}

const entries = (): string[] => screen.getAllByRole('link').map((link) => link.textContent ?? '');

describe('per-product version menu', () => {
  it.each([
    ['/jet/jobs/partner-jobs/', 'Version 2.0 (latest)'],
    ['/jet/1.10/jobs/partner-jobs/', 'Version 1.10'],
    ['/jet/next/', 'Next (unreleased)'],
  ])('on %s, says which version is shown: %s', (pathname, name) => {
    renderAt(pathname);
    expect(screen.getByRole('button')).toHaveAccessibleName(name);
  });

  it('lists the released versions newest first, then the unreleased docs, the one shown marked', () => {
    renderAt('/jet/1.10/jobs/partner-jobs/');
    expect(entries()).toEqual(['2.0 (latest)', '1.10', '1.9', 'Next (unreleased)']);
    expect(screen.getByRole('link', {current: 'page'})).toHaveTextContent('1.10');
  });

  it("opens the same page in another version, else that version's section root, keeping ?query#hash", () => {
    mockLocation.search = '?tab=linux';
    mockLocation.hash = '#step-2';
    try {
      const {unmount} = renderAt('/jet/1.9/jobs/partner-jobs/');
      expect(screen.getByRole('link', {name: '2.0 (latest)'})).toHaveAttribute(
        'href',
        '/jet/jobs/partner-jobs/?tab=linux#step-2',
      );
      unmount();
    } finally {
      mockLocation.search = '';
      mockLocation.hash = '';
    }
    renderAt('/jet/next/jobs/new/');
    expect(screen.getByRole('link', {name: '1.9'})).toHaveAttribute('href', '/jet/1.9/');
  });

  it.each([
    ['Home', '/'],
    ['a product without cut versions', '/flight-deck/jobs/partner-jobs/'],
    ['the product search page, which is no doc page', '/jet/search/'],
    ['an unknown address inside the product', '/jet/no-such-page/'],
  ])('is absent on %s', (_where, pathname) => {
    const {container} = renderAt(pathname);
    expect(container).toBeEmptyDOMElement();
  });

  it('in the drawer, is the "Versions" list with the same entries', () => {
    const {container} = renderAt('/jet/1.9/jobs/partner-jobs/', {mobile: true});
    expect(within(container).getByRole('button')).toHaveAccessibleName('Versions');
    expect(container.firstElementChild).toHaveAttribute('data-mobile', 'true');
    expect(entries()).toEqual(['2.0 (latest)', '1.10', '1.9', 'Next (unreleased)']);
  });
});
