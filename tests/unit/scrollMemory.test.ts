import {
  ScrollMemory,
  idFromHash,
  scrollTarget,
  type PositionStorage,
} from '../../src/navigation/scrollMemory';

function memoryStorage(): PositionStorage & {items: Map<string, string>} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('scroll after navigation', () => {
  const base = {isHistoryTraversal: false, previousPathname: '/jet/'};

  it('leaves a new page where core put it (at the top, or at the hash) after client-side navigation', () => {
    expect(scrollTarget({...base, pathname: '/jet/jobs/partner-jobs/', hash: ''})).toEqual({kind: 'keep'});
    expect(scrollTarget({...base, pathname: '/jet/jobs/', hash: '#step-2'})).toEqual({kind: 'keep'});
    expect(scrollTarget({...base, pathname: '/jet/x/', hash: '#h', savedTop: 420})).toEqual({kind: 'keep'});
  });

  it("brings a first load's hash element into view, and leaves a first load without one alone", () => {
    expect(scrollTarget({isHistoryTraversal: false, pathname: '/jet/', hash: '#a%20b'})).toEqual({
      kind: 'element',
      id: 'a b',
    });
    expect(scrollTarget({isHistoryTraversal: false, pathname: '/jet/', hash: ''})).toEqual({kind: 'keep'});
  });

  it('restores the remembered position on a reload', () => {
    expect(scrollTarget({isHistoryTraversal: false, pathname: '/jet/x/', hash: '', savedTop: 640})).toEqual({
      kind: 'position',
      top: 640,
    });
  });

  it('restores the remembered position of a path on back/forward, even over its hash', () => {
    expect(
      scrollTarget({...base, isHistoryTraversal: true, pathname: '/jet/x/', hash: '', savedTop: 900}),
    ).toEqual({kind: 'position', top: 900});
    expect(
      scrollTarget({...base, isHistoryTraversal: true, pathname: '/jet/x/', hash: '#h', savedTop: 900}),
    ).toEqual({kind: 'position', top: 900});
  });

  it('restores the remembered position when a link leads back to a visited path', () => {
    expect(scrollTarget({...base, pathname: '/jet/x/', hash: '', savedTop: 420})).toEqual({
      kind: 'position',
      top: 420,
    });
  });

  it('leaves the scroll alone when only the query of the same page changes', () => {
    expect(
      scrollTarget({
        ...base,
        previousPathname: '/jet/search/',
        pathname: '/jet/search',
        hash: '',
        savedTop: 10,
      }),
    ).toEqual({kind: 'keep'});
  });

  it('decodes hashes and survives malformed ones', () => {
    expect(idFromHash('#caf%C3%A9')).toBe('café');
    expect(idFromHash('#100%')).toBe('100%');
    expect(idFromHash('')).toBe('');
  });
});

describe('scroll memory', () => {
  it('remembers positions per path, trailing slash or not', () => {
    const memory = new ScrollMemory();
    memory.remember('/jet/jobs/', 300.4);
    expect(memory.recall('/jet/jobs')).toBe(300);
    expect(memory.recall('/jet/')).toBeUndefined();
  });

  it('keeps positions in session storage for the next page load', () => {
    const storage = memoryStorage();
    new ScrollMemory(storage).remember('/jet/', 120);
    expect(new ScrollMemory(storage).recall('/jet/')).toBe(120);
  });

  it('ignores unreadable or foreign storage content', () => {
    const storage = memoryStorage();
    storage.setItem('help:scroll-positions', '{not json');
    expect(new ScrollMemory(storage).recall('/jet')).toBeUndefined();
    storage.setItem('help:scroll-positions', JSON.stringify({'/jet': 'far'}));
    expect(new ScrollMemory(storage).recall('/jet')).toBeUndefined();
  });

  it('still works in memory when storage refuses writes', () => {
    const memory = new ScrollMemory({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    memory.remember('/jet/', 50);
    expect(memory.recall('/jet/')).toBe(50);
  });
});
