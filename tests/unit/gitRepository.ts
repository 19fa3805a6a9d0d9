/** A throwaway git repository for the tests of version cuts: Jet's pages and menu, committed at fixed dates. */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';

export class Repository {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-cut-'));

  constructor() {
    this.git(['init', '-q', '-b', 'main']);
  }

  git(args: readonly string[], date = '2025-01-01T00:00:00+00:00'): string {
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 'Release Manager',
      GIT_AUTHOR_EMAIL: 'rm@example.com',
      GIT_COMMITTER_NAME: 'Release Manager',
      GIT_COMMITTER_EMAIL: 'rm@example.com',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    };
    const result = spawnSync('git', args, {cwd: this.dir, env, encoding: 'utf8'});
    if (result.status !== 0) throw new Error(result.stderr);
    return result.stdout;
  }

  write(file: string, text: string): void {
    fs.mkdirSync(path.dirname(path.join(this.dir, file)), {recursive: true});
    fs.writeFileSync(path.join(this.dir, file), text);
  }

  read(file: string): string {
    return fs.readFileSync(path.join(this.dir, file), 'utf8');
  }

  commit(message: string, date: string): void {
    this.git(['add', '-A']);
    this.git(['commit', '-q', '-m', message], date);
  }

  menu(items: readonly string[]): void {
    this.write('sidebars/jet.ts', `export default {jet: ${JSON.stringify(items)}};\n`);
  }

  page(file: string, text: string): void {
    this.write(`docs-jet/${file}`, `---\ntitle: ${path.basename(file)}\n---\n\n${text}\n`);
  }

  lastUpdate(version: string, file: string): unknown {
    return matter(this.read(`jet_versioned_docs/version-${version}/${file}`)).data.last_update;
  }
}
