/** @jest-environment jsdom */
import {fireEvent, render, screen} from '@testing-library/react';
import ErrorPageContent from '../../src/theme/ErrorPageContent';

jest.mock('@docusaurus/Translate', () => jest.requireActual('./stubs/translate'), {virtual: true});
jest.mock(
  '@theme-original/ErrorPageContent',
  () => ({
    __esModule: true,
    default: ({error}: {error: Error}) => <p>This page crashed. {error.message}</p>,
  }),
  {virtual: true},
);

describe('error boundary content', () => {
  it('says the page resources were not found when its code never arrived', () => {
    const tryAgain = jest.fn();
    const error = Object.assign(new Error('Loading chunk 7310 failed.'), {name: 'ChunkLoadError'});
    render(<ErrorPageContent error={error} tryAgain={tryAgain} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('The page resources were not found');
    expect(screen.getByRole('link', {name: 'Load the page again'})).toHaveAttribute(
      'href',
      window.location.href,
    );
    fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });

  it('keeps the stock content for any other crash', () => {
    render(<ErrorPageContent error={new Error('x is undefined')} tryAgain={() => undefined} />);
    expect(screen.getByText(/This page crashed\. x is undefined/)).toBeInTheDocument();
    expect(screen.queryByText('The page resources were not found')).toBeNull();
  });
});
