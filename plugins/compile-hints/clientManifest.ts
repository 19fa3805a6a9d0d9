/**
 * Core's `.docusaurus/client-manifest.json`, written by the browser build:
 * read after the build by plugins/compile-hints/index.ts.
 * Not a public file of Docusaurus (src/theme/README.md, "Every touch of Docusaurus internals").
 */
import fs from 'node:fs';
import path from 'node:path';
import {expectInternal} from '../lib/internals';

/** The part of the manifest read here. */
export interface ClientManifest {
  readonly entrypoints: readonly string[];
  /** Chunk name (or id) of a dynamic import → the ids of the chunks it needs. */
  readonly origins: Readonly<Record<string, readonly string[]>>;
  /** Chunk id → its files. */
  readonly assets: Readonly<Record<string, {readonly js?: readonly {readonly file: string}[]}>>;
}

/** The manifest of a build; fails the build, naming the plugin, when it is missing or not of the shape read here. */
export function readClientManifest(plugin: string, generatedFilesDir: string): ClientManifest {
  const file = path.join(generatedFilesDir, 'client-manifest.json');
  expectInternal(plugin, fs.existsSync(file), `expected core's client manifest at ${file}; there is none.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ClientManifest>;
  expectInternal(
    plugin,
    Array.isArray(manifest.entrypoints) &&
      typeof manifest.origins === 'object' &&
      typeof manifest.assets === 'object',
    `expected ${file} to have "entrypoints", "origins" and "assets"; it has ${Object.keys(manifest).join(', ') || 'nothing'}.`,
  );
  return manifest as ClientManifest;
}

/** The files of the named chunks (or chunk ids), in a stable order without repeats. */
export function chunkScriptFiles(names: readonly string[], manifest: ClientManifest): string[] {
  const files = names
    .flatMap((name) => manifest.origins[name] ?? [])
    .flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file));
  return [...new Set(files)];
}

/** The script files every page starts with (the runtime and `main.js`), relative to the build folder. */
export function entryScriptFiles(manifest: ClientManifest): string[] {
  return chunkScriptFiles(manifest.entrypoints, manifest);
}
