import {
  brokenWords,
  declarations,
  finishSvg,
  roundNumbers,
  type FinishOptions,
} from '../../plugins/diagrams/svg';

/** Shaped like Mermaid 11's output for a small flowchart with accTitle and accDescr. */
const FLOWCHART = [
  '<svg id="dabc123" width="100%" xmlns="http://www.w3.org/2000/svg" class="flowchart" style="max-width: 420.5px;"',
  ' viewBox="0 0.0008 420.5234375 120.19918823" role="graphics-document document" aria-roledescription="flowchart-v2"',
  ' aria-labelledby="chart-title-dabc123" aria-describedby="chart-desc-dabc123">',
  '<title id="chart-title-dabc123">Trust between Managers</title><desc id="chart-desc-dabc123">Manager B signs Agents</desc>',
  '<style>#dabc123{font-family:Verdana;fill:#333;}#dabc123 .node rect{fill:#fff4dd;}</style>',
  '<g><marker id="dabc123_flowchart-v2-pointEnd" class="marker flowchart-v2" viewBox="0 0 10 10" refX="5" refY="5">',
  '<path d="M 0 0 L 10 5 L 0 10 z" class="arrowMarkerPath" style="stroke-width: 1; stroke-dasharray: 1, 0;"></path></marker>',
  '<marker id="dabc123_flowchart-v2-circleEnd" class="marker flowchart-v2"><circle cx="5" cy="5" r="5"></circle></marker>',
  '<g class="root"><g class="clusters"></g><g class="edgePaths">',
  '<path d="M240.031,125.228L260.892,129.89" id="dabc123-L_A_B_0" class="flowchart-link" style=";" data-edge="true"',
  ' data-points="W3sieCI6MjQwfV0=" marker-end="url(#dabc123_flowchart-v2-pointEnd)"></path></g>',
  '<g class="edgeLabels"><g class="edgeLabel" transform="translate(365.1953125, 153.19999885)"><g class="label">',
  '<rect class="background" style="" x="-22.7109375" y="-1" width="45.421875" height="23"></rect>',
  '<text y="-10.1" style=""><tspan font-style="normal" font-weight="normal">signs</tspan></text></g></g></g>',
  '<g class="nodes"><g class="node default" id="dabc123-flowchart-A-0" data-look="classic" transform="translate(120, 45.4)">',
  '<rect class="basic label-container" style="" x="-116" y="-33.3" width="232" height="66.6"></rect>',
  '<g class="label" style=""><rect></rect><g><rect class="background" style="stroke: none"></rect>',
  '<text style="font-family: Verdana, &quot;DejaVu Sans&quot;, &quot;Bitstream Vera Sans&quot;, sans-serif; font-size: 16px;">',
  '<tspan font-weight="bold">Manager</tspan><tspan font-weight="normal"> B</tspan></text></g></g></g></g></g></g></svg>',
].join('');

/** Shaped like a sequence diagram: a bare marker id, unreferenced ids, presentation colours. */
const SEQUENCE = [
  '<svg id="dseq" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 650px;" viewBox="-50 -10 650 300"',
  ' role="graphics-document document" aria-roledescription="sequence">',
  '<g><rect x="0" y="0" fill="#eaeaea" stroke="#666" width="150" height="65" name="M" class="actor actor-top"></rect>',
  '<line id="actor0" x1="75" y1="65" x2="75" y2="230" class="actor-line 200" stroke="#999" name="M"></line></g>',
  '<defs><marker id="arrowhead" refX="7.9" refY="5"><path d="M -1 0 L 10 5 L 0 10 z"></path></marker></defs>',
  '<defs><symbol id="dseq-computer"><path d="M2 2v13"></path></symbol></defs>',
  '<line x1="75" y1="109" x2="396" y2="109" class="messageLine0" stroke-width="2" marker-end="url(#arrowhead)"></line>',
  '<text x="235" y="80" class="messageText" style="font-size: 16px; font-weight: 400;">Start the run</text></svg>',
].join('');

const OPTIONS: FinishOptions = {
  renderId: 'dabc123',
  id: 'dabc123',
  fallbackTitle: 'Flowchart: Configuring trusts',
  roleDescription: 'flowchart',
  kind: 'flowchart',
};

describe('a drawn diagram made ready for the page', () => {
  const {svg, width, height, title, description, titleId} = finishSvg(FLOWCHART, OPTIONS);

  it('is an image named by its accTitle and described by its accDescr, in <title> and <desc>', () => {
    expect(title).toBe('Trust between Managers');
    expect(description).toBe('Manager B signs Agents');
    expect(titleId).toBe('dabc123-title');
    expect(svg).toMatch(
      /^<svg [^>]*role="img" aria-roledescription="flowchart" aria-labelledby="dabc123-title" aria-describedby="dabc123-desc">/,
    );
    expect(svg).toContain(
      '<title id="dabc123-title">Trust between Managers</title><desc id="dabc123-desc">Manager B signs Agents</desc>',
    );
    expect(svg.match(/<title/g)).toHaveLength(1);
  });

  it('carries no inline CSS: styles become SVG attributes, the <style> element and the rest go', () => {
    expect(svg).not.toMatch(/<style|style=/);
    expect(svg).toContain('stroke-width="1" stroke-dasharray="1, 0"');
    expect(svg).not.toContain('max-width');
    expect(svg).not.toContain('data-');
  });

  it('has its natural size from its viewBox, rounded up, and the stylesheet classes of its kind', () => {
    expect([width, height]).toEqual([421, 121]);
    expect(svg).toContain('viewBox="0 0 420.52 120.2" width="421" height="121"');
    expect(svg).toContain('class="help-diagram__svg help-diagram__svg--flowchart"');
  });

  it('keeps only the ids something refers to, and definitions something uses', () => {
    expect(svg).toContain('<marker id="dabc123_flowchart-v2-pointEnd"');
    expect(svg).toContain('marker-end="url(#dabc123_flowchart-v2-pointEnd)"');
    expect(svg).not.toContain('circleEnd');
    expect(svg).not.toContain('L_A_B_0');
    expect(svg).not.toContain('flowchart-A-0');
  });

  it('drops shapes without a size, empty groups, and font attributes the stylesheet already sets', () => {
    expect(svg).not.toContain('<rect/>');
    expect(svg).not.toContain('class="clusters"');
    expect(svg).not.toContain('font-family');
    expect(svg).not.toContain('font-size');
    expect(svg).toContain('<tspan font-weight="bold">Manager</tspan><tspan> B</tspan>');
    expect(svg).toContain('<tspan>signs</tspan>');
  });

  it('rounds coordinates to hundredths', () => {
    expect(svg).toContain('transform="translate(365.2, 153.2)"');
    expect(svg).toContain('x="-22.71" y="-1" width="45.42" height="23"');
  });
});

describe('a diagram without accTitle, or shown twice on a page', () => {
  it('is named by the fallback and has no description', () => {
    const plain = FLOWCHART.replace(/<title[^]*<\/desc>/, '').replace(
      / aria-(labelledby|describedby)="[^"]*"/g,
      '',
    );
    const finished = finishSvg(plain, OPTIONS);
    expect(finished.title).toBe('Flowchart: Configuring trusts');
    expect(finished.description).toBeUndefined();
    expect(finished.svg).not.toContain('aria-describedby');
    expect(finished.svg).toContain('<title id="dabc123-title">Flowchart: Configuring trusts</title>');
  });

  it('gets ids of its own, references included, from the page id', () => {
    const second = finishSvg(FLOWCHART, {...OPTIONS, id: 'dabc123-2'});
    expect(second.svg).toContain('id="dabc123-2"');
    expect(second.svg).toContain('<marker id="dabc123-2_flowchart-v2-pointEnd"');
    expect(second.svg).toContain('url(#dabc123-2_flowchart-v2-pointEnd)');
    expect(second.svg).not.toMatch(/dabc123[-_](?!2)/);
  });

  it('scopes ids Mermaid left bare, so two sequence diagrams never share a marker', () => {
    const {svg} = finishSvg(SEQUENCE, {...OPTIONS, renderId: 'dseq', id: 'dseq', kind: 'sequence'});
    expect(svg).toContain('<marker id="dseq-arrowhead"');
    expect(svg).toContain('marker-end="url(#dseq-arrowhead)"');
    expect(svg).not.toContain('id="actor0"');
    expect(svg).not.toContain('computer');
    expect(svg).not.toContain(' name=');
    // Mermaid's own colours stay as attributes: the stylesheet overrides them, and they are a fallback.
    expect(svg).toContain('fill="#eaeaea"');
  });
});

describe('what cannot become a page diagram', () => {
  it('HTML labels, which would need inline styles, are refused', () => {
    const html = FLOWCHART.replace(
      '<g class="root">',
      '<foreignObject><div style="display: table-cell">x</div></foreignObject><g class="root">',
    );
    expect(() => finishSvg(html, OPTIONS)).toThrow('HTML labels');
  });

  it('an SVG without a usable viewBox is refused, naming what it got', () => {
    expect(() => finishSvg('<svg viewBox="0 0 0 10"></svg>', OPTIONS)).toThrow(
      'without a usable viewBox ("0 0 0 10")',
    );
  });
});

describe('number rounding and style parsing', () => {
  it('round decimals to hundredths and keep numbers that ran together apart', () => {
    expect(roundNumbers('M12.258.001l.256.002')).toBe('M12.26 0l0.26 0');
    expect(roundNumbers('translate(834.68678, -19.50081) scale(2)')).toBe(
      'translate(834.69, -19.5) scale(2)',
    );
    expect(roundNumbers('M-0.001,5e-7L10,20')).toBe('M0,0L10,20');
  });

  it('split declarations, lower-casing names and skipping empty ones', () => {
    expect(declarations('Stroke-Width: 1; ; fill:#333 ;x')).toEqual([
      ['stroke-width', '1'],
      ['fill', '#333'],
    ]);
  });
});

describe('how large a drawing’s text is, and which drawing it is', () => {
  it('reports the median font size of its labels, inherited or its own, and names its layout in its class', () => {
    expect(finishSvg(FLOWCHART, OPTIONS).textPx).toBe(16);
    const small = SEQUENCE.replace('font-size: 16px', 'font-size: 12px');
    expect(finishSvg(small, {...OPTIONS, renderId: 'dseq', id: 'dseq'}).textPx).toBe(12);
    const narrow = finishSvg(FLOWCHART, {...OPTIONS, layout: 'narrow'});
    expect(narrow.svg).toMatch(
      /class="help-diagram__svg help-diagram__svg--flowchart help-diagram__svg--narrow"/,
    );
    expect(finishSvg(FLOWCHART, OPTIONS).svg).not.toContain('help-diagram__svg--wide');
  });
});

describe('words a drawing cuts in two', () => {
  const lines = (...texts: string[][]) =>
    `<svg viewBox="0 0 10 10">${texts
      .map((tspans) => `<text>${tspans.map((t) => `<tspan x="0" dy="1em">${t}</tspan>`).join('')}</text>`)
      .join('')}</svg>`;

  it('are found where one line ends and the next begins inside a word of the source', () => {
    const source = 'flowchart TD\n  A["Management services"] --> B["Configuration"]';
    expect(brokenWords(lines(['Managem', 'ent', 'services'], ['Configura', 'tion']), source)).toEqual([
      'Management',
      'Configuration',
    ]);
    expect(brokenWords(lines(['Management', 'services'], ['Configuration']), source)).toEqual([]);
  });

  it('are not found between separate labels, at hyphens or where the source has the space', () => {
    const source = 'flowchart TD\n  A["Job"] --> B["resource-control"]\n  B --> C["Agent list"]';
    expect(brokenWords(lines(['Job'], ['resource-', 'control'], ['Agent', 'list']), source)).toEqual([]);
  });
});
