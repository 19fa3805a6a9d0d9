import {compoundsOf, splitCompound} from '../../src/search/local/compounds';
import {memoryClient, pageRecord} from './doubles/searchSource';

const vocabulary = new Map([
  ['hot', 4],
  ['folder', 30],
  ['watch', 6],
  ['file', 50],
  ['system', 20],
  ['fil', 2],
  ['esystem', 1],
  ['password', 9],
  ['pass', 3],
  ['word', 3],
]);

describe('words written as one', () => {
  it.each([
    ['watchfolder', ['watch', 'folder']],
    ['Hotfolder', ['hot', 'folder']],
    ['watchfolders', ['watch', 'folders']],
    // Of two splits, the one whose rarer part more entries hold.
    ['filesystem', ['file', 'system']],
  ])('splits %s into two words the index holds', (word, parts) => {
    expect(splitCompound(word, vocabulary)).toEqual(parts);
  });

  it.each([
    ['password', 'the index holds the word itself'],
    ['watchtower', 'one part is not an index term'],
    ['hotfix2', 'it holds a digit'],
    ['about', 'it is too short to hold two words'],
  ])('leaves %s whole: %s', (word) => {
    expect(splitCompound(word, vocabulary)).toBeNull();
  });

  it('finds the words of a query that split', () => {
    expect(compoundsOf('set up a watchfolder for the filesystem', vocabulary)).toEqual([
      {word: 'watchfolder', parts: ['watch', 'folder']},
      {word: 'filesystem', parts: ['file', 'system']},
    ]);
  });
});

describe('local backend: words written as one', () => {
  const page = (slug: string, title: string, content: string) =>
    pageRecord('flight-deck', slug, title, content);
  const records = [
    page('hot-folders', 'Hot Folders', 'A hot folder starts a job when a file lands in it.'),
    page('watched', 'Dropbox Monitor', 'The monitor checks a watch folder for new files.'),
    page('storage', 'Storage', 'Each file system the agent can reach is listed.'),
    page('other', 'Agents', 'Agents move every file you send.'),
  ];
  const search = (query: string) => memoryClient(records).search({query, product: 'flight-deck'});

  it.each([
    ['hotfolder', '/flight-deck/hot-folders/'],
    ['watchfolder', '/flight-deck/watched/'],
    ['filesystem', '/flight-deck/storage/'],
  ])('"%s" finds the page that writes it as two words', async (query, expected) => {
    const {hits} = await search(query);
    expect(hits[0]?.path).toBe(expected);
  });

  it('marks the two words in the hit', async () => {
    const {hits} = await search('hotfolder');
    expect(hits[0]._highlightResult.title.value).toBe('<mark>Hot</mark> <mark>Folders</mark>');
  });
});
