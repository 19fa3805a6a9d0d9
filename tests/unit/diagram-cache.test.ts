import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {DiagramCache, diagramKey} from '../../plugins/diagrams/cache';

describe('the diagram cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-diagram-cache-'));
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('keys a drawing by its source and by what it is drawn with (Mermaid version, theme, fonts)', () => {
    const drawnWith = {mermaid: '11.17.2', config: {theme: 'neutral'}};
    const key = diagramKey('flowchart LR\n  A --> B', drawnWith);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(diagramKey('flowchart LR\n  A --> B', {...drawnWith})).toBe(key);
    expect(diagramKey('flowchart LR\n  A --> C', drawnWith)).not.toBe(key);
    expect(diagramKey('flowchart LR\n  A --> B', {...drawnWith, config: {theme: 'dark'}})).not.toBe(key);
    expect(diagramKey('flowchart LR\n  A --> B', {...drawnWith, mermaid: '11.18.0'})).not.toBe(key);
  });

  it('gives back what it stored, in a folder it creates', async () => {
    const cache = new DiagramCache(path.join(dir, 'nested', 'help-diagrams'));
    await cache.set('k1', {svg: '<svg viewBox="0 0 1 1"/>', type: 'flowchart-v2'});
    expect(await cache.get('k1')).toEqual({svg: '<svg viewBox="0 0 1 1"/>', type: 'flowchart-v2'});
    expect(fs.readdirSync(path.join(dir, 'nested', 'help-diagrams'))).toEqual(['k1.json']);
  });

  it('treats a missing, unreadable or malformed entry as not cached', async () => {
    const cache = new DiagramCache(dir);
    expect(await cache.get('missing')).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"svg": "<svg');
    expect(await cache.get('broken')).toBeUndefined();
    fs.writeFileSync(path.join(dir, 'wrong.json'), JSON.stringify({svg: 42, type: 'flowchart'}));
    expect(await cache.get('wrong')).toBeUndefined();
  });
});
