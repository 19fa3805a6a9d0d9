import {MAX_DIAGRAM_WIDTH_PX, MIN_DESKTOP_TEXT_PX} from '../../plugins/diagrams/config';
import {desktopTextPx, diagramFitProblem, mermaidFences} from '../../scripts/diagram-fit';

describe("the writers' check that diagrams fit the desktop column", () => {
  it('finds each mermaid fence with the line it opens on, and nothing else', () => {
    const page = [
      '---',
      'title: T',
      '---',
      '',
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      '',
      '```bash',
      'ls',
      '```',
      '~~~mermaid',
      'sequenceDiagram',
      '~~~',
    ].join('\n');
    expect(mermaidFences(page)).toEqual([
      {line: 5, source: 'flowchart LR\n  A --> B'},
      {line: 13, source: 'sequenceDiagram'},
    ]);
  });

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
});
