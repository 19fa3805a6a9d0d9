import {joinedPairs, queryWords, stem, terms, words} from '../../src/search/text';

describe('search terms', () => {
  it('folds plurals onto the singular', () => {
    for (const [plural, singular] of [
      ['profiles', 'profile'],
      ['policies', 'policy'],
      ['boxes', 'box'],
      ['routes', 'route'],
      ['agents', 'agent'],
      ['addresses', 'address'],
    ]) {
      expect(stem(plural)).toBe(stem(singular));
    }
  });

  it('folds common verb endings and leaves short words and numbers alone', () => {
    expect(stem('transferred')).toBe(stem('transfer'));
    expect(stem('installing')).toBe(stem('install'));
    expect(stem('speed')).toBe('speed');
    expect(stem('s3')).toBe('s3');
    expect(stem('is')).toBe('is');
  });

  it('drops stop words and lower-cases', () => {
    expect(terms('How do I add an Agent?')).toEqual(['add', 'agent']);
  });

  it('keeps identifiers with underscores whole and also in parts', () => {
    expect(words('ignore #work_file# files')).toEqual(['ignore', 'work_file', 'work', 'file', 'files']);
  });

  it('runs adjacent words together so "back up" can find "backup"', () => {
    expect(joinedPairs('back up the manager')).toContain('backup');
    expect(joinedPairs('log in')).toEqual(['login']);
    expect(joinedPairs('a b')).toEqual([]);
  });

  it('drops question words from a query, but keeps a query made of nothing else', () => {
    expect(queryWords('is there a way to make sure uploads resume')).toEqual([
      'is',
      'there',
      'a',
      'to',
      'uploads',
      'resume',
    ]);
    expect(queryWords('what happens when I need help')).toEqual(['what', 'when', 'I']);
    expect(queryWords('need help')).toEqual(['need', 'help']);
  });
});
