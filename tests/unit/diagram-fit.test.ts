import {MAX_DIAGRAM_WIDTH_PX, MIN_DESKTOP_TEXT_PX} from '../../plugins/diagrams/mermaidConfig';
import {
  desktopTextPx,
  diagramFitProblem,
  participantCount,
  phoneReadabilityProblem,
} from '../../scripts/diagram-fit';

describe("the writers' check that diagrams fit the desktop column", () => {
  it('accepts a diagram whose text stays at 11 px or more, scaled into the column', () => {
    expect(desktopTextPx(MAX_DIAGRAM_WIDTH_PX)).toBeGreaterThanOrEqual(MIN_DESKTOP_TEXT_PX);
    expect(desktopTextPx(MAX_DIAGRAM_WIDTH_PX + 1)).toBeLessThan(MIN_DESKTOP_TEXT_PX);
    expect(desktopTextPx(300)).toBe(16);
    expect(diagramFitProblem(MAX_DIAGRAM_WIDTH_PX, 'flowchart-v2')).toBeNull();
  });

  it('names the width, the text size it would get and the fix for its kind', () => {
    expect(diagramFitProblem(1998, 'flowchart-v2')).toMatch(
      /drawn 1998 px wide: .* text would be 5\.7 px high, under 11 px .*`flowchart TD`/,
    );
    expect(diagramFitProblem(1470, 'sequence')).toMatch(/shorten its messages or split it/);
  });

  it('warns of a diagram whose text a phone shows under 9 px, with its size and what to change for its kind', () => {
    expect(phoneReadabilityProblem({width: 570, textPx: 16}, 'flowchart-v2', '', false)).toBeNull();
    expect(phoneReadabilityProblem({width: 650, textPx: 16}, 'flowchart-v2', '', true)).toMatch(
      /^on a phone \(375 px\) the diagram's text is 8\.0 px high, under 9 px: even in the narrow drawing made for phones, it is drawn 650 px wide and 577 px fits; readers must open it full size\. To fix: put fewer boxes side by side/,
    );
    const sequence = 'sequenceDiagram\n  participant M as Manager\n  M->>A: Go\n  A-->>B: On\n  B-)C: Off';
    expect(phoneReadabilityProblem({width: 900, textPx: 16}, 'sequence', sequence, false)).toMatch(
      /text is 5\.8 px high, under 9 px: it is drawn 900 px wide .* its 4 participants stand side by side: show fewer in one diagram/,
    );
  });

  it('counts the participants of a sequence diagram, declared or named in messages', () => {
    expect(
      participantCount('sequenceDiagram\n  participant M as Manager\n  actor U\n  M->>+A: Go\n  A--xM: No'),
    ).toBe(3);
  });
});
