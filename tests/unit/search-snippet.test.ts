import {bestSentence, sentenceRanges, SNIPPET_WORDS} from '../../src/search/snippet';
import type {HighlightedValue} from '../../src/search/types';

const marked = (value: string): HighlightedValue => ({value, matchLevel: 'full'});
const words = (n: number, prefix = 'w'): string =>
  Array.from({length: n}, (_, i) => `${prefix}${i}`).join(' ');

describe('sentences of a section text', () => {
  it('end at . ! or ? before a word that is not lower case', () => {
    const text = 'Open the list. Is it there? Yes! Check e.g. the log, then the list. 3 more.';
    expect(sentenceRanges(text).map(({start, end}) => text.slice(start, end))).toEqual([
      'Open the list.',
      'Is it there?',
      'Yes!',
      'Check e.g. the log, then the list.',
      '3 more.',
    ]);
  });
});

describe('the line under a hit', () => {
  it('is the sentence with the most distinct matched words, whole, without ellipses', () => {
    const section = marked(
      'The <mark>Agent</mark> list shows every <mark>Agent</mark>. ' +
        'An <mark>Agent</mark> shows as <mark>disconnected</mark> when the Manager cannot reach it. ' +
        'Reconnect it from the list.',
    );
    expect(bestSentence(section)).toEqual({
      value: 'An <mark>Agent</mark> shows as <mark>disconnected</mark> when the Manager cannot reach it.',
      matchLevel: 'full',
    });
  });

  it('prefers more matches of the same words, then the earlier sentence', () => {
    expect(bestSentence(marked('One <mark>job</mark>. Two <mark>job</mark> <mark>jobs</mark>.')).value).toBe(
      'Two <mark>job</mark> <mark>jobs</mark>.',
    );
    expect(bestSentence(marked('First <mark>job</mark>. Second <mark>job</mark>.')).value).toBe(
      'First <mark>job</mark>.',
    );
  });

  it(`cuts a long sentence to ${SNIPPET_WORDS} words around its matches, with … where it was cut`, () => {
    const section = marked(`${words(40)} the <mark>partner</mark> <mark>route</mark> ${words(40, 'x')}.`);
    const line = bestSentence(section).value;
    expect(line.startsWith('…w38 w39 the <mark>partner</mark> <mark>route</mark> x0')).toBe(true);
    expect(line.endsWith('…')).toBe(true);
    expect(line.slice(1, -1).split(' ')).toHaveLength(SNIPPET_WORDS);
  });

  it('shows the opening words when nothing matches', () => {
    expect(bestSentence({value: `${words(30)}. Next.`, matchLevel: 'none'}, 5)).toEqual({
      value: 'w0 w1 w2 w3 w4…',
      matchLevel: 'none',
    });
  });

  it('says the match is partial when the words matched elsewhere are not in the line', () => {
    const section = marked(
      'Set the <mark>port</mark>. Open the <mark>firewall</mark> and the <mark>port</mark>.',
    );
    expect(bestSentence(section)).toEqual({
      value: 'Open the <mark>firewall</mark> and the <mark>port</mark>.',
      matchLevel: 'full',
    });
    expect(
      bestSentence(marked('Set the <mark>port</mark>. Open the <mark>firewall</mark>.')).matchLevel,
    ).toBe('partial');
  });

  it('keeps only marks: markup in the text stays text, escaped', () => {
    expect(
      bestSentence(marked('Run <script>alert(1)</script> and the <em>agent</em> &amp; more.')).value,
    ).toBe('Run &lt;script&gt;alert(1)&lt;/script&gt; and the <mark>agent</mark> &amp; more.');
  });
});
