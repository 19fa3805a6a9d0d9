/**
 * Writing several files all or nothing, for the writers' commands: each new
 * text is written beside its file first, then every file is replaced or
 * deleted in order; when a step fails, the files already changed are put back
 * as they were and the error is thrown, so a failure never leaves half a change.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A file's new text, or `null` to delete it; `file` is relative to the site. */
export interface FileChange {
  readonly file: string;
  readonly text: string | null;
}

/** The file operations used, replaceable in tests to make one fail. */
export interface FileOps {
  writeFileSync(file: string, text: string): void;
  renameSync(from: string, to: string): void;
  rmSync(file: string, options?: {force?: boolean}): void;
}

/** Applies every change in order, or none. */
export function applyChanges(siteDir: string, changes: readonly FileChange[], ops: FileOps = fs): void {
  const full = (file: string): string => path.join(siteDir, file);
  const before = changes.map(({file}) =>
    fs.existsSync(full(file)) ? fs.readFileSync(full(file), 'utf8') : null,
  );
  const staged = changes.map(({file}) => `${full(file)}.${process.pid}.tmp`);
  /** Folders made for new files, each with the topmost one it needed made: [deepest, topmost]. */
  const createdDirs: Array<[string, string]> = [];
  const done: number[] = [];
  try {
    changes.forEach(({file, text}, index) => {
      if (text === null) return;
      const dir = path.dirname(full(file));
      if (!fs.existsSync(dir)) {
        let top = dir;
        while (!fs.existsSync(path.dirname(top))) top = path.dirname(top);
        createdDirs.push([dir, top]);
        fs.mkdirSync(dir, {recursive: true});
      }
      ops.writeFileSync(staged[index], text);
    });
    changes.forEach(({file, text}, index) => {
      if (text === null) ops.rmSync(full(file), {force: true});
      else ops.renameSync(staged[index], full(file));
      done.push(index);
    });
  } catch (error) {
    for (const index of done.reverse()) {
      const previous = before[index];
      if (previous === null) fs.rmSync(full(changes[index].file), {force: true});
      else fs.writeFileSync(full(changes[index].file), previous);
    }
    for (const file of staged) fs.rmSync(file, {force: true});
    for (const [deepest, top] of createdDirs.reverse()) {
      for (let dir = deepest; dir.startsWith(top); dir = path.dirname(dir)) {
        if (!fs.existsSync(dir) || fs.readdirSync(dir).length > 0) break;
        fs.rmdirSync(dir);
      }
    }
    throw error;
  }
}
