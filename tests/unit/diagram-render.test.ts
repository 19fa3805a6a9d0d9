import {MERMAID_CONFIG} from '../../plugins/diagrams/mermaidConfig';
import {DiagramSyntaxError, MermaidRenderer, errorLine} from '../../plugins/diagrams/drawInBrowser';

// Draws with the real Mermaid in the build's Chromium (Debian's /usr/bin/chromium or CHROMIUM_PATH).
jest.setTimeout(60_000);

describe('drawing in Chromium', () => {
  const renderer = new MermaidRenderer({idleCloseMs: 0});
  afterAll(() => renderer.close());

  it('draws a flowchart as SVG with ids from the id it is given, and reports its type', async () => {
    const {svg, type} = await renderer.render('flowchart LR\n  A[Manager] -- signs --> B[Agent]', 'dtest1');
    expect(type).toBe('flowchart-v2');
    expect(svg).toMatch(/^<svg [^>]*id="dtest1"/);
    expect(svg).toContain('Manager');
    expect(svg).not.toContain('<foreignObject');
  });

  it("rejects a diagram that does not parse with Mermaid's message and the line, and keeps drawing afterwards", async () => {
    const failure = renderer.render('flowchart LR\n  A --> B\n  B -->>> ', 'dtest2');
    await expect(failure).rejects.toBeInstanceOf(DiagramSyntaxError);
    await expect(failure).rejects.toMatchObject({
      line: 3,
      message: expect.stringContaining('Parse error on line 3'),
    });
    const {type} = await renderer.render('sequenceDiagram\n  A->>B: Hello', 'dtest3');
    expect(type).toBe('sequence');
  });

  it("draws with the configuration it is given, and measures words in the diagrams' font", async () => {
    const source = 'flowchart TD\n  A["Signiant cloud services and the management console"] --> B[Agent]';
    const widthOf = ({svg}: {svg: string}) => Number(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(svg)?.[1]);
    const wide = await renderer.render(source, 'dtest5');
    const narrow = await renderer.render(source, 'dtest6', {
      ...MERMAID_CONFIG,
      flowchart: {...MERMAID_CONFIG.flowchart, wrappingWidth: 120},
    });
    expect(widthOf(narrow)).toBeLessThan(widthOf(wide) - 40);
    // Back to the site's configuration for the next diagram.
    expect(widthOf(await renderer.render(source, 'dtest7'))).toBeCloseTo(widthOf(wide), 0);
    const [short, long] = await Promise.all([
      renderer.longestWordPx(['Jet']),
      renderer.longestWordPx(['Jet', 'Configuration']),
    ]);
    expect(short).toBeGreaterThan(20);
    expect(long).toBeGreaterThan(short * 3);
  });

  it('says how to get a browser when there is none', async () => {
    const missing = new MermaidRenderer({executablePath: '/nonexistent/chromium', idleCloseMs: 0});
    await expect(missing.render('flowchart LR\n  A --> B', 'dtest4')).rejects.toThrow(
      /no(ne)? at \/nonexistent\/chromium[\s\S]*bash scripts\/ensure-chromium\.sh[\s\S]*CHROMIUM_PATH/,
    );
  });
});

describe('the line of a Mermaid parse error', () => {
  it('is read from the message, when there is one', () => {
    expect(errorLine('Parse error on line 12:\n...')).toBe(12);
    expect(errorLine('Lexical error on line 2. Unrecognized text.')).toBe(2);
    expect(errorLine('No diagram type detected matching given configuration')).toBeUndefined();
  });
});
