/** @jest-environment jsdom */
import {act, render, screen} from '@testing-library/react';
import Root from '../../src/theme/Root';
import {pageLoadStore} from '../../src/pageLoading/pageLoadStore';

jest.mock('@docusaurus/Translate', () => jest.requireActual('./stubs/translate'), {virtual: true});

function renderRoot() {
  return render(
    <Root>
      <main>
        <h1>Jet</h1>
      </main>
    </Root>,
  );
}

describe('page loading status around every page', () => {
  afterEach(() => act(() => pageLoadStore.update({slow: false, failedAddress: null, announcement: ''})));

  it('has an assertive live region that reads the navigation announcement', () => {
    const {container} = renderRoot();
    const region = container.querySelector('[aria-live="assertive"]');
    expect(region).toBeEmptyDOMElement();
    act(() => pageLoadStore.update({announcement: 'Navigated to Partner Jobs'}));
    expect(region).toHaveTextContent('Navigated to Partner Jobs');
    expect(region).toHaveAttribute('aria-atomic', 'true');
  });

  it('shows a progress indicator only while a load is slow', () => {
    renderRoot();
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => pageLoadStore.update({slow: true}));
    expect(screen.getByRole('progressbar', {name: 'Loading page…'})).toBeVisible();
    act(() => pageLoadStore.update({slow: false}));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the load error with a full page load link, and focuses it', () => {
    renderRoot();
    act(() => pageLoadStore.update({slow: true, failedAddress: '/jet/jobs/partner-jobs/'}));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('after 4 attempts');
    expect(alert).toHaveFocus();
    const link = screen.getByRole('link', {name: 'Load the page'});
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/jet/jobs/partner-jobs/');
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The page itself stays mounted underneath.
    expect(screen.getByRole('heading', {level: 1, name: 'Jet'})).toBeInTheDocument();
  });

  it('says so when the reader is offline', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoot();
    act(() => pageLoadStore.update({failedAddress: '/jet/'}));
    expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline');
    onLine.mockRestore();
  });
});
