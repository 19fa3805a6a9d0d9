import {escapeHtml, highlight, sanitizeHighlight, toSegments} from '../../src/search/highlight';

describe('sanitising highlight markup', () => {
  it('keeps <mark> and turns <em> into <mark>', () => {
    expect(sanitizeHighlight('a <em>partner</em> <mark>job</mark>')).toBe(
      'a <mark>partner</mark> <mark>job</mark>',
    );
  });

  it('escapes every other tag and quote', () => {
    expect(sanitizeHighlight('<script>alert("x")</script><b onclick=\'y\'>z</b>')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b onclick=&#39;y&#39;&gt;z&lt;/b&gt;',
    );
    expect(sanitizeHighlight('<mark onclick="x">a</mark>')).toBe('&lt;mark onclick=&quot;x&quot;&gt;a');
  });

  it('does not escape already escaped text twice', () => {
    expect(sanitizeHighlight('&lt;portal&gt; &amp; more')).toBe('&lt;portal&gt; &amp; more');
  });

  it('balances unclosed and stray tags', () => {
    expect(sanitizeHighlight('<em>open')).toBe('<mark>open</mark>');
    expect(sanitizeHighlight('stray</em> text')).toBe('stray text');
    expect(sanitizeHighlight('<em><em>x</em></em>')).toBe('<mark>x</mark>');
  });
});

describe('segments for rendering', () => {
  it('gives plain text runs, marked or not, with entities decoded', () => {
    expect(toSegments('a <em>b&amp;c</em> <img src=x>')).toEqual([
      {text: 'a ', marked: false},
      {text: 'b&c', marked: true},
      {text: ' <img src=x>', marked: false},
    ]);
  });
});

describe('highlighting local hits', () => {
  const matched = new Set(['partner', 'rout']);

  it('marks words whose index term matched, escaping the rest', () => {
    const result = highlight('Partner Routes & <Jobs>', matched, ['partner', 'rout']);
    expect(result.value).toBe('<mark>Partner</mark> <mark>Routes</mark> &amp; &lt;Jobs&gt;');
    expect(result.matchLevel).toBe('full');
    expect(highlight('Partner jobs', matched, ['partner', 'rout']).matchLevel).toBe('partial');
    expect(highlight('Jobs', matched, ['partner']).matchLevel).toBe('none');
  });

  it('escapes the text around the marks', () => {
    expect(highlight('<b>partner</b>', matched, ['partner']).value).toBe(
      '&lt;b&gt;<mark>partner</mark>&lt;/b&gt;',
    );
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });
});
