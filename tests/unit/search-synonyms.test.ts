import {SYNONYMS, synonymGroups, synonymProblems} from '../../src/search/synonyms';
import {matchedWordCount, synonymGroupOfTerm, synonymsOf} from '../../src/search/local/query';

describe('synonym table', () => {
  it('holds only lower-case groups of at least two entries', () => {
    expect(synonymProblems()).toEqual([]);
  });

  it('names what is wrong with a bad group', () => {
    expect(synonymProblems({...SYNONYMS, jet: [['Trigger'], ['a', ' ']]})).toEqual([
      'jet group 1: needs at least two entries',
      'jet group 1: "Trigger" is not lower case',
      'jet group 2: empty entry',
    ]);
  });

  it("applies the shared groups and the product's own, or every group when searching all products", () => {
    expect(synonymGroups('jet')).toEqual([...SYNONYMS.all, ...SYNONYMS.jet]);
    expect(synonymGroups()).toHaveLength(Object.values(SYNONYMS).flat().length);
  });

  it('expands a word or a phrase of the query to the rest of its group, by stem, never to what the query already says', () => {
    expect(synonymsOf('set up sso for portals', 'media-shuttle')).toEqual(
      expect.arrayContaining(['saml', 'single sign-on', 'identity provider']),
    );
    expect(synonymsOf('single sign on setup', 'jet')).toContain('sso');
    expect(synonymsOf('administrators', 'jet')).toEqual(['admin']);
    expect(synonymsOf('tenant', 'jet')).toEqual([]);
    expect(synonymsOf('tenant', 'flight-deck')).toEqual(['business unit', 'organization']);
  });

  it.each([
    ['agent offline', 'disconnected'],
    ['get rid of an alarm', 'clear'],
    ['remove a trusted manager', 'delete'],
    ['no audio in the preview', 'sound'],
    ['indexing never finishes', 'complete'],
  ])(
    'has the general equivalences of readers\' and the pages\' words: "%s" also finds "%s"',
    (query, synonym) => {
      expect(synonymsOf(query, 'flight-deck')).toContain(synonym);
    },
  );

  it('counts the words of one synonym group that an entry matches as one word and a share', () => {
    const groupOf = synonymGroupOfTerm('command line keys', 'flight-deck');
    expect(groupOf.get('cli')).toBe(groupOf.get('command'));
    expect(groupOf.has('key')).toBe(false);
    expect(matchedWordCount(['key', 'cli'], groupOf)).toBe(2);
    expect(matchedWordCount(['command', 'line'], groupOf)).toBeCloseTo(1.6);
    expect(matchedWordCount(['command', 'line', 'key'], groupOf)).toBeCloseTo(2.6);
  });
});
