/**
 * Whether a Mermaid fence parses, checked by Mermaid in the drawing browser the
 * build uses (a diagram that parsed once is not parsed again: the diagram
 * cache in `cacheDir` keeps it), and reported in the build's words at the build's line
 * (`plugins/diagrams/problems.ts`).
 */
import {parsedType} from '../diagrams/drawings';
import {DiagramSyntaxError} from '../diagrams/drawInBrowser';
import {ruleProblem, syntaxProblem, type FenceProblem} from '../diagrams/problems';
import type {MermaidFence} from './page';

/** What keeps a fence from going on the page: it does not parse, or the site cannot show its type or colours. */
export async function fenceProblem(fence: MermaidFence, cacheDir: string): Promise<FenceProblem | undefined> {
  let type: string;
  try {
    type = await parsedType(fence.source, cacheDir);
  } catch (error) {
    if (!(error instanceof DiagramSyntaxError)) throw error;
    return syntaxProblem(error.message, error.line, fence.source, fence.line);
  }
  return ruleProblem(type, fence.source, fence.line);
}
