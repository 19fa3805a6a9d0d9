/** @jest-environment jsdom */
import type * as DocsClientDouble from './doubles/docsClient';
import {render, screen} from '@testing-library/react';
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
  docs: Doc[];
}

const docs = (root: string): Doc[] => [
  {id: 'index', path: root},
  {id: 'jobs/partner-jobs', path: `${root}jobs/partner-jobs/`},
];
/** Jet with two cut versions; Flight Deck with none. */
const DOCS_DATA: Record<string, {versions: Version[]}> = {
  jet: {
    versions: [
      {name: 'current', label: 'Next', isLast: false, path: '/jet/next', docs: docs('/jet/next/')},
      {name: '2.0', label: '2.0', isLast: true, path: '/jet', docs: docs('/jet/')},
      {name: '1.0', label: '1.0', isLast: false, path: '/jet/1.0', docs: docs('/jet/1.0/')},
    ],
  },
  'flight-deck': {
    versions: [
      {name: 'current', label: 'Next', isLast: true, path: '/flight-deck', docs: docs('/flight-deck/')},
    ],
  },
};

const mockLocation = {pathname: '/'};
jest.mock('@docusaurus/router', () => ({useLocation: () => mockLocation}), {virtual: true});
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
/** The stock item, reduced to the props it is given. */
jest.mock(
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem',
  () => ({
    __esModule: true,
    default: (props: {
      docsPluginId: string;
      mobile?: boolean;
      position?: string;
      'aria-label'?: string;
      onClick?: () => void;
    }) => (
      <button
        type="button"
        aria-label={props['aria-label']}
        data-plugin={props.docsPluginId}
        data-mobile={String(Boolean(props.mobile))}
        data-position={props.position}
        onClick={props.onClick}>
        stock version menu
      </button>
    ),
  }),
  {virtual: true},
);

function renderAt(pathname: string, props: Parameters<typeof DocsVersionDropdown>[0] = {}) {
  mockLocation.pathname = pathname;
  return render(<DocsVersionDropdown position="left" {...props} />);
}

describe('per-product version menu', () => {
  it.each([
    ['/jet/jobs/partner-jobs/', 'Version 2.0'],
    ['/jet/1.0/jobs/partner-jobs/', 'Version 1.0'],
    ['/jet/next/', 'Version Next'],
  ])('on %s, wraps the stock menu of that product, named %s', (pathname, name) => {
    renderAt(pathname);
    const menu = screen.getByRole('button', {name});
    expect(menu).toHaveAttribute('data-plugin', 'jet');
    expect(menu).toHaveAttribute('data-position', 'left');
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

  it('in the drawer, leaves the name to the stock "Versions" label and passes on the closing click', () => {
    const close = jest.fn();
    renderAt('/jet/1.0/jobs/partner-jobs/', {mobile: true, onClick: close});
    const menu = screen.getByRole('button', {name: 'stock version menu'});
    expect(menu).toHaveAttribute('data-mobile', 'true');
    expect(menu).not.toHaveAttribute('aria-label');
    menu.click();
    expect(close).toHaveBeenCalled();
  });
});
