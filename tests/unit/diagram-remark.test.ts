import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkDiagrams, {type Draw} from '../../plugins/diagrams/remark';
import {DiagramSyntaxError} from '../../plugins/diagrams/drawInBrowser';

interface Node {
  type: string;
  [key: string]: unknown;
}

const FILE = {
  path: path.join(process.cwd(), 'docs-jet', 'deploying.md'),
  data: {frontMatter: {title: 'Deploying Jet'}},
};

function heading(text: string, line: number): Node {
  return {type: 'heading', depth: 2, children: [{type: 'text', value: text}], position: {start: {line}}};
}

function fence(value: string, line: number, lang = 'mermaid'): Node {
  return {type: 'code', lang, value, position: {start: {line}}};
}

/**
 * A stand-in for Chromium: draws every diagram as one box, `width` wide in the
 * wide layout and `narrowWidth` wide in the narrow ones, and notes its calls.
 */
function fakeDraw(
  width = 400,
  type = 'flowchart-v2',
  narrowWidth = width,
): Draw & {calls: string[]; layouts: string[]} {
  const calls: string[] = [];
  const layouts: string[] = [];
  const draw: Draw = async (source, renderId, layout) => {
    calls.push(source);
    layouts.push(layout.name);
    const drawn = layout.name === 'wide' ? width : narrowWidth;
    return {
      type,
      svg: `<svg id="${renderId}" viewBox="0 0 ${drawn} 80"><g class="node"><rect width="10" height="10"/><text>${source.length}</text></g></svg>`,
    };
  };
  return Object.assign(draw, {calls, layouts});
}

/** The HTML a diagram element puts in the page, and its other attributes. */
function diagramOf(node: Node): {html: string; attributes: Record<string, string>} {
  const attributes = node.attributes as {
    name: string;
    value: string | {data: {estree: {body: {expression: {properties: {value: {value: string}}[]}}[]}}};
  }[];
  const inner = attributes.find((a) => a.name === 'dangerouslySetInnerHTML')?.value;
  const html =
    typeof inner === 'object' ? inner.data.estree.body[0].expression.properties[0].value.value : '';
  return {
    html,
    attributes: Object.fromEntries(
      attributes.filter((a) => typeof a.value === 'string').map((a) => [a.name, a.value as string]),
    ),
  };
}

describe('the remark step for Mermaid fences', () => {
  let cacheDir: string;
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-diagram-remark-'));
  });
  afterEach(() => fs.rmSync(cacheDir, {recursive: true, force: true}));

  it('replaces each fence with its drawing in a box it is scaled to fit, named by its title, and leaves other code alone', async () => {
    const draw = fakeDraw(400);
    const tree = {
      type: 'root',
      children: [
        heading('How Jet is deployed', 3),
        fence('flowchart LR\n  A --> B', 5),
        fence('echo hi', 9, 'bash'),
      ],
    };
    await remarkDiagrams({cacheDir, draw})(tree, FILE);
    const [, diagram, code] = tree.children;
    expect(diagram.type).toBe('mdxJsxFlowElement');
    expect(diagram.name).toBe('div');
    const {html, attributes} = diagramOf(diagram);
    // Readable on a phone: one drawing, scaled to the column, and a button that opens it full size.
    expect(attributes).toEqual({className: 'help-diagram'});
    expect(html).toMatch(/^<svg [^>]*role="img"/);
    expect(html.match(/<svg /g)).toHaveLength(1);
    const titleId = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<title id="${titleId}">Flowchart: How Jet is deployed</title>`);
    expect(html).toMatch(
      /<button type="button" class="help-diagram__open" aria-haspopup="dialog" aria-label="Open full size: Flowchart: How Jet is deployed">Open full size<\/button>$/,
    );
    expect(draw.layouts).toEqual(['wide']);
    expect(code).toEqual(fence('echo hi', 9, 'bash'));
  });

  it('names a diagram after the page when no heading precedes it', async () => {
    const tree = {type: 'root', children: [fence('flowchart TB\n  A --> B', 2)]};
    await remarkDiagrams({cacheDir, draw: fakeDraw(300)})(tree, FILE);
    const {html, attributes} = diagramOf(tree.children[0]);
    expect(attributes).toEqual({className: 'help-diagram'});
    expect(html).toContain('>Flowchart: Deploying Jet</title>');
  });

  it('gives the same diagram twice on a page its own ids and names', async () => {
    const source = 'flowchart LR\n  A --> B';
    const tree = {type: 'root', children: [heading('Steps', 1), fence(source, 3), fence(source, 8)]};
    const draw = fakeDraw();
    await remarkDiagrams({cacheDir, draw})(tree, FILE);
    const [first, second] = tree.children.slice(1).map(diagramOf);
    expect(draw.calls).toHaveLength(1);
    const titleOf = (html: string) => /aria-labelledby="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(titleOf(second.html)).toBe(titleOf(first.html).replace(/-title$/, '-2-title'));
    expect(first.html).toContain('>Flowchart: Steps</title>');
    expect(second.html).toContain('>Flowchart: Steps (2)</title>');
  });

  // Loading the step afresh loads its browser library and SVG parser again: seconds on a busy machine.
  it('draws a diagram once: later builds read it from the cache folder', async () => {
    const source = 'flowchart LR\n  Cached --> Drawing';
    await remarkDiagrams({cacheDir, draw: fakeDraw()})({type: 'root', children: [fence(source, 1)]}, FILE);
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    await jest.isolateModulesAsync(async () => {
      // A fresh module: nothing in memory, so only the folder can answer.
      const {default: fresh} = await import('../../plugins/diagrams/remark');
      const failing: Draw = () => Promise.reject(new Error('drew again'));
      const tree = {type: 'root', children: [fence(source, 1)]};
      await fresh({cacheDir, draw: failing})(tree, FILE);
      expect(diagramOf(tree.children[0]).html).toContain('<svg');
    });
  }, 30_000);

  it('fails on a diagram that does not parse, naming the file and the line, and draws it again after a fix', async () => {
    const broken = 'flowchart LR\n  A --> B\n  B -->';
    const draw: Draw = async () => {
      throw new DiagramSyntaxError(
        "Parse error on line 3:\n... B -->\nExpecting 'NODE_STRING', got 'EOF'",
        3,
      );
    };
    const tree = {type: 'root', children: [heading('Broken', 10), fence(broken, 12)]};
    await expect(remarkDiagrams({cacheDir, draw})(tree, FILE)).rejects.toThrow(
      `${path.join('docs-jet', 'deploying.md')}:15: the Mermaid diagram does not parse: Parse error on line 3:\n    `,
    );
    const fixed = fakeDraw();
    await remarkDiagrams({cacheDir, draw: fixed})({type: 'root', children: [fence(broken, 12)]}, FILE);
    expect(fixed.calls).toEqual([broken]);
  });

  it('draws a diagram too wide for a phone again, narrow, and the box carries both with its own ids and one name', async () => {
    // 900 px wide: 5.8 px text in a phone's column; 450 px: 11.6 px.
    const draw = fakeDraw(900, 'flowchart-v2', 450);
    const source = 'flowchart LR\n  A["Signiant cloud"] --> B';
    const tree = {type: 'root', children: [heading('Deploying', 1), fence(source, 3)]};
    await remarkDiagrams({cacheDir, draw})(tree, FILE);
    // Top-down first, and no further once one reads at 9 px or more.
    expect(draw.layouts).toEqual(['wide', 'narrow-td']);
    expect(draw.calls).toEqual([source, source]);
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
    const {html, attributes} = diagramOf(tree.children[1]);
    // The wide drawing shows while its text stays 11 px or more (900 × 11 / 16 = 619 px, to 600); the narrow one reads at 9 px down to 253 px.
    expect(attributes).toEqual({className: 'help-diagram help-diagram--narrow-below-600'});
    const svgs = [...html.matchAll(/<svg [^>]*class="([^"]+)"[^>]*>/g)].map((match) => match[1]);
    expect(svgs).toEqual([
      'help-diagram__svg help-diagram__svg--flowchart help-diagram__svg--wide',
      'help-diagram__svg help-diagram__svg--flowchart help-diagram__svg--narrow',
    ]);
    const ids = [...html.matchAll(/<svg [^>]*\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(2);
    expect(html.match(/>Flowchart: Deploying<\/title>/g)).toHaveLength(2);
    expect(html.match(/<button /g)).toHaveLength(1);
  });

  it('keeps one drawing where no narrow layout reads larger, and shows its button where its text is under 9 px', async () => {
    const draw = fakeDraw(900, 'sequence', 880);
    const tree = {type: 'root', children: [fence('sequenceDiagram\n  A->>B: Hi', 1)]};
    await remarkDiagrams({cacheDir, draw})(tree, FILE);
    expect(draw.layouts).toEqual(['wide', 'narrow', 'narrower']);
    const {html, attributes} = diagramOf(tree.children[0]);
    expect(html.match(/<svg /g)).toHaveLength(1);
    // Under 9 px below 900 × 9 / 16 = 506 px: the button shows below the next breakpoint up.
    expect(attributes).toEqual({className: 'help-diagram help-diagram--open-below-550'});
  });

  it('fails on a diagram type the stylesheet does not colour, and on a flowchart with colours of its own', async () => {
    const pie = {type: 'root', children: [fence('pie\n  "A" : 1', 4)]};
    await expect(remarkDiagrams({cacheDir, draw: fakeDraw(600, 'pie')})(pie, FILE)).rejects.toThrow(
      /deploying\.md:4: Mermaid diagrams of type "pie" have no colours in the site's stylesheet yet/,
    );
    const styled = {type: 'root', children: [fence('flowchart LR\n  A --> B\n  classDef hot fill:#f96', 20)]};
    await expect(remarkDiagrams({cacheDir, draw: fakeDraw()})(styled, FILE)).rejects.toThrow(
      /deploying\.md:23: diagrams take their colours from the site's theme/,
    );
  });
});
