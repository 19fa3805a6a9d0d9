/**
 * Drawn diagrams kept on disk, keyed by a hash of everything that shapes the
 * drawing: the diagram's source, Mermaid's version and configuration (theme,
 * fonts). A rebuild draws only the diagrams that changed; `npm run clear`
 * empties the cache with the bundler's.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {RawDiagram} from './drawInBrowser';

/** Where a site keeps its drawings: `node_modules/.cache/help-diagrams`, which `npm run clear` empties. */
export function diagramCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'help-diagrams');
}

/** The cache key of a diagram: sha256 of its source and of what it is drawn with. */
export function diagramKey(source: string, drawnWith: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify({source, drawnWith})).digest('hex');
}

export class DiagramCache {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  /** The drawing stored under `key`, or undefined (an unreadable entry counts as missing). */
  async get(key: string): Promise<RawDiagram | undefined> {
    try {
      const entry: unknown = JSON.parse(await fs.readFile(this.file(key), 'utf8'));
      if (typeof entry === 'object' && entry !== null && 'svg' in entry && 'type' in entry) {
        const {svg, type} = entry as Record<string, unknown>;
        if (typeof svg === 'string' && typeof type === 'string') return {svg, type};
      }
      return undefined;
    } catch {
      return undefined;
    }
  }

  /** Stores a drawing; written to a temporary file first, so a reader never sees half an entry. */
  async set(key: string, diagram: RawDiagram): Promise<void> {
    await fs.mkdir(this.dir, {recursive: true});
    const temporary = `${this.file(key)}.${process.pid}.tmp`;
    await fs.writeFile(temporary, JSON.stringify({svg: diagram.svg, type: diagram.type}));
    await fs.rename(temporary, this.file(key));
  }
}
