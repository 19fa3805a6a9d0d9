/** @jest-environment jsdom */
import {act, renderHook} from '@testing-library/react';
import {COPY_FEEDBACK_MS, useCopyFeedback} from '../../src/clipboard/useCopyFeedback';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

type State = 'idle' | 'busy' | 'done' | 'failed';

describe('useCopyFeedback', () => {
  it('shows feedback for 1500 ms, then goes back to idle', () => {
    const {result} = renderHook(() => useCopyFeedback<State>('idle'));
    expect(result.current.state).toBe('idle');
    act(() => result.current.show('done'));
    expect(result.current.state).toBe('done');
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(result.current.state).toBe('done');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
    expect(COPY_FEEDBACK_MS).toBe(1500);
  });

  it('restarts the time when feedback is shown again', () => {
    const {result} = renderHook(() => useCopyFeedback<State>('idle'));
    act(() => result.current.show('done'));
    act(() => jest.advanceTimersByTime(1000));
    act(() => result.current.show('done'));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.state).toBe('done');
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.state).toBe('idle');
  });

  it('keeps a state set without a time, and cancels a pending return to idle', () => {
    const {result} = renderHook(() => useCopyFeedback<State>('idle'));
    act(() => result.current.show('done'));
    act(() => result.current.set('failed'));
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS * 3));
    expect(result.current.state).toBe('failed');
  });

  it('clears its timer when unmounted', () => {
    const {result, unmount} = renderHook(() => useCopyFeedback<State>('idle'));
    act(() => result.current.show('done'));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
