import fs from 'node:fs';
import path from 'node:path';
import {DIAGRAM_BREAKPOINTS_PX} from '../../plugins/diagrams/mermaidConfig';
import {
  WIDE_LAYOUT,
  boxClasses,
  fitToWords,
  labelWords,
  narrowLayouts,
  needsNarrow,
  phoneTextPx,
  pickNarrow,
  sourceFor,
} from '../../plugins/diagrams/layouts';

const drawn = (width: number, height = 100, textPx = 16) => ({width, height, textPx});

describe("a diagram's narrow layouts", () => {
  it('are tried for flowcharts top-down then left-right, closest to the wide drawing first; none for other kinds', () => {
    expect(narrowLayouts('flowchart-v2').map((layout) => layout.name)).toEqual([
      'narrow-td',
      'narrow-lr',
      'narrower-td',
      'narrower-lr',
    ]);
    expect(narrowLayouts('sequence').map((layout) => layout.name)).toEqual(['narrow', 'narrower']);
    expect(narrowLayouts('pie')).toEqual([]);
    const [narrow, , narrower] = narrowLayouts('flowchart-v2');
    const wrap = (config: unknown) =>
      (config as {flowchart: {wrappingWidth: number}}).flowchart.wrappingWidth;
    expect(wrap(narrow.config)).toBeLessThan(wrap(WIDE_LAYOUT.config));
    expect(wrap(narrower.config)).toBeLessThan(wrap(narrow.config));
    // The site's other settings stay.
    expect(narrow.config.theme).toBe(WIDE_LAYOUT.config.theme);
  });

  it("replace a flowchart's direction, and its groups', and leave sequence diagrams alone", () => {
    const [td, lr] = narrowLayouts('flowchart-v2');
    const source = 'flowchart LR\n  accTitle: Steps\n  subgraph S\n    direction LR\n    A --> B\n  end';
    expect(sourceFor(source, td)).toBe(
      'flowchart TD\n  accTitle: Steps\n  subgraph S\n    direction TB\n    A --> B\n  end',
    );
    expect(sourceFor('graph TB;\n  A --> B', lr)).toBe('graph LR;\n  A --> B');
    expect(sourceFor('flowchart\n  A --> B', lr)).toBe('flowchart LR\n  A --> B');
    expect(sourceFor('%% A comment\nflowchart RL\n  A --> B', td)).toBe(
      '%% A comment\nflowchart TD\n  A --> B',
    );
    const [sequence] = narrowLayouts('sequence');
    expect(sourceFor('sequenceDiagram\n  A->>B: Hi', sequence)).toBe('sequenceDiagram\n  A->>B: Hi');
    expect(sourceFor(source, WIDE_LAYOUT)).toBe(source);
  });

  it("fit their wrapping to the longest word of the labels, leaving out Mermaid's words, title and description", () => {
    expect(
      labelWords(
        'sequenceDiagram\n  accTitle: Extraordinarily long title\n  participant M as Manager\n  M->>Agent: Start the job\n  Agent-->>M: Done',
      ),
    ).toEqual(['M', 'Manager', 'Agent:', 'Start', 'the', 'job', 'Agent', 'M:', 'Done']);
    expect(labelWords('flowchart LR\n  A["Storage: /media/outgoing"] -->|"HTTPS 443"| B{Ready?}')).toEqual([
      'LR',
      'A',
      'Storage:',
      '/media/outgoing',
      'HTTPS',
      '443',
      'B',
      'Ready?',
    ]);
    const [flowchart] = narrowLayouts('flowchart-v2');
    const wrapOf = (config: unknown) =>
      (config as {flowchart: {wrappingWidth: number}}).flowchart.wrappingWidth;
    expect(wrapOf(fitToWords(flowchart, 40))).toBe(wrapOf(flowchart.config));
    expect(wrapOf(fitToWords(flowchart, 150.2))).toBe(151 + (flowchart.fitWords?.marginPx ?? 0));
    const [sequence] = narrowLayouts('sequence');
    const widthOf = (config: unknown) => (config as {sequence: {width: number}}).sequence.width;
    expect(widthOf(fitToWords(sequence, 150))).toBeGreaterThan(150);
    expect(WIDE_LAYOUT.fitWords).toBeUndefined();
  });
});

describe('choosing the narrow drawing', () => {
  it('is tried where the wide drawing would show text under 9 px in a phone’s 325 px column', () => {
    expect(phoneTextPx(drawn(325))).toBe(16);
    expect(phoneTextPx(drawn(650))).toBe(8);
    expect(phoneTextPx(drawn(200))).toBe(16);
    expect(needsNarrow(drawn(577))).toBe(false);
    expect(needsNarrow(drawn(580))).toBe(true);
  });

  it('takes the first candidate that reads at 9 px, else the largest text, and none that is not a pixel larger', () => {
    const wide = drawn(900);
    const first = drawn(560, 400);
    const better = drawn(400, 900);
    expect(pickNarrow(wide, [drawn(700), first, better])).toBe(first);
    const tall = drawn(650, 900);
    const short = drawn(650, 500);
    expect(pickNarrow(wide, [drawn(800), tall, short])).toBe(short);
    expect(pickNarrow(drawn(700), [drawn(690)])).toBeUndefined();
    expect(pickNarrow(wide, [])).toBeUndefined();
  });
});

describe("the classes of a diagram's box", () => {
  it('switch to the narrow drawing where the wide text would fall under 11 px, rounded down to a breakpoint', () => {
    // 900 px wide: 11 px text needs 619 px of column, so the narrow drawing shows below 600 px (a desktop's 706 keeps the wide one).
    expect(boxClasses(drawn(900), drawn(450))).toEqual(['help-diagram', 'help-diagram--narrow-below-600']);
    expect(boxClasses(drawn(1100), drawn(450))).toEqual(['help-diagram', 'help-diagram--narrow-below-700']);
  });

  it('show the button below the width where the text shown falls under 9 px, rounded up; never for text readable on any phone', () => {
    expect(boxClasses(drawn(400))).toEqual(['help-diagram']);
    // 9 px on a 320 px phone's 270 px column needs at most 480 px.
    expect(boxClasses(drawn(480))).toEqual(['help-diagram']);
    expect(boxClasses(drawn(500))).toEqual(['help-diagram', 'help-diagram--open-below-300']);
    expect(boxClasses(drawn(900), drawn(700))).toEqual([
      'help-diagram',
      'help-diagram--narrow-below-600',
      'help-diagram--open-below-400',
    ]);
    expect(boxClasses(drawn(2000))).toEqual(['help-diagram', 'help-diagram--open-always']);
    expect(boxClasses(drawn(600, 100, 8))).toEqual(['help-diagram', 'help-diagram--open-always']);
  });

  it('each have their container query in the stylesheet', () => {
    const css = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'css', 'diagrams.css'), 'utf8');
    for (const px of DIAGRAM_BREAKPOINTS_PX) {
      const query = new RegExp(`@container \\(width < ${px}px\\) \\{([^@]*)\\}`).exec(css)?.[1] ?? '';
      expect(query).toContain(`.help-diagram--narrow-below-${px} > .help-diagram__svg--wide`);
      expect(query).toContain(`.help-diagram--narrow-below-${px} > .help-diagram__svg--narrow`);
      expect(query).toContain(`.help-diagram--open-below-${px} > .help-diagram__open`);
    }
    expect(css).toContain('.help-diagram--open-always > .help-diagram__open');
  });
});
