/** @jest-environment jsdom */
import {goToHit, landOnSentence, onHitLinkClick, withoutTextDirective} from '../../src/search/goToHit';
import {hitHref} from '../../src/search/hitHref';
import {encodeDirectiveText, shownSentence, textDirective} from '../../src/search/textFragment';
import type {MouseEvent} from 'react';
import {memoryClient, pageRecord} from './doubles/searchSource';

const snippet = (value: string) => ({value, matchLevel: 'partial' as const});

describe('the sentence a hit shows, as a text directive', () => {
  it('takes the marks and the cut marks off', () => {
    expect(shownSentence(snippet('… open the <mark>firewall</mark> ports first …'))).toBe(
      'open the firewall ports first',
    );
  });

  it('decodes escaped markup back to the text on the page', () => {
    expect(shownSentence(snippet('Use &lt;b&gt; &amp; <mark>tags</mark>'))).toBe('Use <b> & tags');
  });

  it('keeps to the table cell holding the first match', () => {
    expect(shownSentence(snippet('Port · Direction · <mark>UDP</mark> 49221 inbound · Notes'))).toBe(
      'UDP 49221 inbound',
    );
    expect(shownSentence(snippet('Kind · Connects'))).toBe('Kind');
  });

  it('gives a short sentence whole, a long one by its first and last words', () => {
    expect(textDirective(snippet('Open the <mark>ports</mark>.'))).toBe('text=Open%20the%20ports.');
    expect(
      textDirective(
        snippet('The Agent connects to the Manager on port 443 and keeps the <mark>connection</mark> open.'),
      ),
    ).toBe('text=The%20Agent%20connects%20to,keeps%20the%20connection%20open.');
    expect(textDirective(snippet(''))).toBeUndefined();
  });

  it('percent-encodes what the directive syntax reserves: comma, ampersand, dash', () => {
    expect(encodeDirectiveText('a-b, c&d #e')).toBe('a%2Db%2C%20c%26d%20%23e');
    expect(textDirective(snippet('<mark>re-run</mark> jobs, fast'))).toBe('text=re%2Drun%20jobs%2C%20fast');
  });
});

describe("a hit's link", () => {
  const hit = {url: '/jet/jobs/#retries', textFragment: 'text=Retry%20a%20job'};

  it('carries the text fragment after the section anchor, or after # at the top of a page', () => {
    expect(hitHref(hit, true)).toBe('/jet/jobs/#retries:~:text=Retry%20a%20job');
    expect(hitHref({...hit, url: '/jet/jobs/'}, true)).toBe('/jet/jobs/#:~:text=Retry%20a%20job');
  });

  it('is the plain address where the browser does not follow text fragments, or there is no sentence', () => {
    expect(hitHref(hit, false)).toBe('/jet/jobs/#retries');
    expect(hitHref({url: '/jet/jobs/'}, true)).toBe('/jet/jobs/');
  });
});

describe('opening a hit inside the site', () => {
  const hit = {url: '/jet/jobs/#retries', textFragment: 'text=Retry'};
  let replace: jest.Mock;
  beforeEach(() => {
    Object.defineProperty(document, 'fragmentDirective', {value: {}, configurable: true});
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    replace = jest.fn();
  });
  afterEach(() => {
    delete (document as {fragmentDirective?: unknown}).fragmentDirective;
    jest.restoreAllMocks();
  });

  it('pushes the plain address to the router, then sends the browser to the sentence once that page is shown', () => {
    const history = {push: jest.fn()};
    goToHit(history, hit);
    expect(history.push).toHaveBeenCalledWith('/jet/jobs/#retries');
    expect(replace).not.toHaveBeenCalled();
    landOnSentence({pathname: '/jet/jobs/', hash: '#retries'}, replace);
    expect(replace).toHaveBeenCalledWith('/jet/jobs/#retries:~:text=Retry');
  });

  it('does nothing on a navigation to somewhere else, nor twice', () => {
    goToHit({push: jest.fn()}, hit);
    landOnSentence({pathname: '/jet/other/', hash: ''}, replace);
    landOnSentence({pathname: '/jet/jobs/', hash: '#retries'}, replace);
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves clicks that open a new tab or window to the link itself', () => {
    const history = {push: jest.fn()};
    const click = (init: Partial<MouseEvent<HTMLAnchorElement>>) =>
      ({
        button: 0,
        defaultPrevented: false,
        preventDefault: jest.fn(),
        ...init,
      }) as unknown as MouseEvent<HTMLAnchorElement>;
    const withCtrl = click({ctrlKey: true});
    onHitLinkClick(withCtrl, history, hit);
    onHitLinkClick(click({button: 1}), history, hit);
    expect(history.push).not.toHaveBeenCalled();
    expect(withCtrl.preventDefault).not.toHaveBeenCalled();
    const plain = click({});
    onHitLinkClick(plain, history, hit);
    expect(plain.preventDefault).toHaveBeenCalled();
    expect(history.push).toHaveBeenCalledWith('/jet/jobs/#retries');
  });
});

describe('a shared link in a browser that does not follow text fragments', () => {
  it('loses its text directive and keeps its section', () => {
    expect(withoutTextDirective('https://help.example/jet/jobs/#retries:~:text=Retry')).toBe(
      'https://help.example/jet/jobs/#retries',
    );
    expect(withoutTextDirective('/jet/jobs/#:~:text=Retry')).toBe('/jet/jobs/');
    expect(withoutTextDirective('/jet/jobs/#retries')).toBeUndefined();
    expect(withoutTextDirective('/search/?query=a:~:b')).toBeUndefined();
  });
});

describe('local backend hits', () => {
  it('carry the text directive of the sentence shown, and a plain address', async () => {
    const records = [
      pageRecord('jet', 'jobs', 'Jobs', 'Jobs move files. A failed job can be retried from the console.'),
      pageRecord('jet', 'other', 'Other', 'Unrelated words.'),
    ];
    const {hits} = await memoryClient(records).search({query: 'retried', product: 'jet'});
    expect(hits[0]).toMatchObject({
      url: '/jet/jobs/',
      textFragment: 'text=A%20failed%20job%20can,retried%20from%20the%20console.',
    });
  });
});
