/**
 * The project's own import graph, read with TypeScript's pre-processor: which
 * module imports which (relative paths, `@site/` and `@theme/` aliases that
 * point into the repository), so that tests can forbid import circles and
 * Node-only modules in the browser code.
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {filesUnder} from '../../scripts/lib/files';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const NODE_BUILTINS = new Set(builtinModules);

/** Modules by path relative to the root, each with the project modules it imports. */
export type ModuleGraph = ReadonlyMap<string, readonly string[]>;

function resolveFile(base: string): string | undefined {
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.statSync(file, {throwIfNoEntry: false})?.isFile());
}

/** The file an import specifier names inside the project, or undefined for packages. */
export function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), specifier));
  if (specifier.startsWith('@site/')) return resolveFile(path.join(root, specifier.slice('@site/'.length)));
  if (specifier.startsWith('@theme/')) {
    const swizzled = resolveFile(path.join(root, 'src', 'theme', specifier.slice('@theme/'.length)));
    // A swizzled component naming its own `@theme/` path means the theme's original (its types).
    return swizzled === path.resolve(fromFile) ? undefined : swizzled;
  }
  return undefined;
}

/** Every specifier a source file imports, `require`s or re-exports (static ones). */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The import graph of the TypeScript and JavaScript files below `folders` of `root`. */
export function moduleGraph(root: string, folders: readonly string[]): ModuleGraph {
  // Installed packages are not project code (bench/node_modules holds the benchmarks' own).
  const files = folders
    .flatMap((folder) => filesUnder(path.join(root, folder), /\.(tsx?|m?js)$/))
    .filter((file) => !path.relative(root, file).split(path.sep).includes('node_modules'));
  return new Map(
    files.map((file) => [
      path.relative(root, file),
      importsOf(fs.readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(root, file, specifier))
        .filter((target): target is string => target !== undefined)
        .map((target) => path.relative(root, target)),
    ]),
  );
}

/** Each group of modules that import one another in a circle (Tarjan's strongly connected components). */
export function importCircles(graph: ModuleGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The Node built-in modules (`fs`, `node:path` ...) a source file imports. */
export function nodeBuiltinsImported(source: string): string[] {
  return importsOf(source).filter(
    (specifier) => specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]),
  );
}
