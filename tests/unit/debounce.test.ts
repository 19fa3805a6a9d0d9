import {debounce} from '../../src/pageLoading/debounce';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once with the latest arguments after the wait has passed without calls', () => {
    const calls: number[] = [];
    const debounced = debounce((value: number) => calls.push(value), 3000);
    debounced(1);
    jest.advanceTimersByTime(2000);
    debounced(2);
    jest.advanceTimersByTime(2999);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([2]);
  });

  it('calls again for calls after the wait', () => {
    const calls: string[] = [];
    const debounced = debounce((value: string) => calls.push(value), 100);
    debounced('a');
    jest.advanceTimersByTime(100);
    debounced('b');
    jest.advanceTimersByTime(100);
    expect(calls).toEqual(['a', 'b']);
  });
});
