/**
 * What is wrong with a Mermaid fence, worded once for the build (the remark
 * step), `npm run check:docs` and `npm run lint:content`, each at the line of
 * the page the build names: a diagram that does not parse, a type the site has
 * no colours for, and colours of its own.
 */
import {SUPPORTED_DIAGRAMS} from './mermaidConfig';

/** A problem at a line of the page (1-based, counted from the top of the file). */
export interface FenceProblem {
  readonly line: number;
  readonly message: string;
}

/** Lines of a flowchart that set colours of their own, which would defeat the site's light and dark colours. */
const OWN_COLOURS = /^\s*(style|classDef|linkStyle|class)\s|:::/;

/**
 * A diagram Mermaid could not parse: `error` is Mermaid's message and `errorLine`
 * its line within the diagram (when it gives one); `fenceLine` is the page line of
 * the opening fence, so the diagram's first line is the next one.
 */
export function syntaxProblem(
  error: string,
  errorLine: number | undefined,
  source: string,
  fenceLine: number,
): FenceProblem {
  const lines = source.split('\n').length;
  const [first, ...rest] = error.trim().split('\n');
  return {
    line: fenceLine + Math.min(Math.max(errorLine ?? 1, 1), lines),
    message: `the Mermaid diagram does not parse: ${first}${rest.map((line) => `\n    ${line}`).join('')}`,
  };
}

/** Why a diagram that parses cannot go on the page (its type, or colours of its own), or undefined. */
export function ruleProblem(type: string, source: string, fenceLine: number): FenceProblem | undefined {
  if (!SUPPORTED_DIAGRAMS[type]) {
    return {
      line: fenceLine,
      message:
        `Mermaid diagrams of type "${type}" have no colours in the site's stylesheet yet ` +
        '(supported: flowchart, sequenceDiagram). Add them to src/css/diagrams.css and the type to plugins/diagrams/mermaidConfig.ts.',
    };
  }
  const colourLine = type.startsWith('flowchart')
    ? source.split('\n').findIndex((line) => OWN_COLOURS.test(line))
    : -1;
  if (colourLine === -1) return undefined;
  return {
    line: fenceLine + 1 + colourLine,
    message:
      "diagrams take their colours from the site's theme, in light and dark mode; " +
      'remove `style`, `classDef`, `class`, `linkStyle` and `:::` from the diagram.',
  };
}
