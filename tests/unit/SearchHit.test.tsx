/** @jest-environment jsdom */
import {render, screen} from '@testing-library/react';
import SearchHit from '../../src/components/SearchHit';
import HighlightedText from '../../src/components/HighlightedText';
import type {SearchHit as Hit} from '../../src/search/types';

const HIT: Hit = {
  objectID: '/flight-deck/administration/agents/agent-list/',
  title: 'Agent List',
  path: '/flight-deck/administration/agents/agent-list/',
  url: '/flight-deck/administration/agents/agent-list/',
  moreSections: [],
  headings: [],
  content: '',
  product: 'flight-deck',
  version: 'current',
  _highlightResult: {
    title: {value: '<mark>Agent</mark> List', matchLevel: 'partial'},
    headings: [],
    content: {value: '', matchLevel: 'none'},
  },
  _snippetResult: {
    headings: [],
    content: {value: 'an <em>agent</em> <script>alert(1)</script>', matchLevel: 'partial'},
  },
};

describe('search hit', () => {
  it('shows the highlighted title, the breadcrumb path and the snippet', () => {
    const {container} = render(<SearchHit hit={HIT} showProduct={false} />);
    expect(screen.getByText('flight deck > administration > agents > agent list')).toBeInTheDocument();
    expect(Array.from(container.querySelectorAll('mark')).map((m) => m.textContent)).toEqual([
      'Agent',
      'agent',
    ]);
    expect(screen.getByText('<script>alert(1)</script>', {exact: false})).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByText('Flight Deck')).toBeNull();
  });

  it('names the product when searching every product', () => {
    render(<SearchHit hit={HIT} showProduct />);
    expect(screen.getByText('Flight Deck')).toBeInTheDocument();
  });

  it('names the section a hit opens at after the page title, highlighted and escaped', () => {
    const sectionHit: Hit = {
      ...HIT,
      url: `${HIT.path}#ports`,
      section: {anchor: 'ports', heading: 'Ports <b>'},
      _highlightResult: {
        ...HIT._highlightResult,
        section: {value: '<mark>Ports</mark> &lt;b&gt;', matchLevel: 'partial'},
      },
    };
    const {container} = render(<SearchHit hit={sectionHit} showProduct={false} />);
    expect(container.querySelector('span')?.textContent).toBe('Agent List › Ports <b>');
    expect(screen.getByTestId('search-hit-section').querySelector('mark')?.textContent).toBe('Ports');
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows no section for a hit that opens at the top of its page', () => {
    render(<SearchHit hit={HIT} showProduct={false} />);
    expect(screen.queryByTestId('search-hit-section')).toBeNull();
  });

  it('renders markup in highlight values as text, keeping only marks', () => {
    const {container} = render(
      <HighlightedText value={'<b>bold</b> <mark>hit</mark> "quoted" & <img src=x onerror=alert(1)>'} />,
    );
    expect(container.querySelector('b, img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('hit');
    expect(container.textContent).toBe('<b>bold</b> hit "quoted" & <img src=x onerror=alert(1)>');
  });
});
