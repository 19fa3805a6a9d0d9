/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import CopyCodeButton from '../../src/theme/CodeBlock/Buttons/CopyButton/CopyCodeButton';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the clipboard promise settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('code block Copy button', () => {
  it('copies the code, reads "Copied!" for 1500 ms, then "Copy" again', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    render(<CopyCodeButton code={'echo "hello"'} language="bash" writeText={writeText} />);
    const button = screen.getByRole('button', {name: 'Copy bash code'});

    fireEvent.click(button);
    await settle();
    expect(writeText).toHaveBeenCalledWith('echo "hello"');
    expect(button).toHaveTextContent('Copied!');
    expect(screen.getByRole('status')).toHaveTextContent('Code copied to the clipboard');

    act(() => jest.advanceTimersByTime(1499));
    expect(button).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName('Copy bash code');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the 1500 ms when clicked again', async () => {
    render(<CopyCodeButton code="ls" writeText={() => Promise.resolve()} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    await settle();
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(button);
    await settle();
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(500));
    expect(button).toHaveTextContent('Copy');
  });

  it('says so when the browser refuses to copy, and loses nothing', async () => {
    render(<CopyCodeButton code="ls" writeText={() => Promise.reject(new Error('denied'))} />);
    const button = screen.getByRole('button', {name: 'Copy code'});
    fireEvent.click(button);
    await settle();
    expect(button).toHaveTextContent('Copy failed');
    expect(screen.getByRole('status')).toHaveTextContent('select it and copy it by hand');
    act(() => jest.advanceTimersByTime(1500));
    expect(button).toHaveTextContent('Copy');
  });

  it('is named after the code it copies: its title, else its language, and shows "Copy" alone', () => {
    const {rerender} = render(<CopyCodeButton code="ls" title="List the folder" language="bash" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Copy code: List the folder');
    rerender(<CopyCodeButton code="ls" language="powershell" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Copy powershell code');
    rerender(<CopyCodeButton code="ls" language="text" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Copy code');
    // What follows "Copy" is read, not shown.
    expect(screen.getByText('code', {exact: false})).toHaveClass('visuallyHidden');
  });
});
