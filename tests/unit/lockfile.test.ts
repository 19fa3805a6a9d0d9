import fs from 'node:fs';
import path from 'node:path';

interface LockEntry {
  readonly dependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
}

/**
 * The lock entry Node would load `name` from when it is required by the package
 * at `from` (`node_modules/a/node_modules/b`): the nearest `node_modules` up the tree.
 */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/** `npm ci` refuses a lock that names a dependency, optional ones included, without an entry for it. */
function dependenciesWithoutEntry(packages: Record<string, LockEntry>): string[] {
  return Object.entries(packages).flatMap(([from, entry]) =>
    Object.keys({...entry.dependencies, ...entry.optionalDependencies})
      .filter((name) => resolveInLock(packages, from, name) === undefined)
      .map((name) => `${from || '(root)'} → ${name}`),
  );
}

describe('package-lock.json', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };

  it('has an entry for every dependency it names, optional platform builds included (npm ci needs them all)', () => {
    expect(dependenciesWithoutEntry(lock.packages)).toEqual([]);
  });

  it('is caught when an optional platform build has no entry', () => {
    const broken = {
      '': {dependencies: {'@swc/html': '1.16.2'}},
      'node_modules/@swc/html': {
        optionalDependencies: {'@swc/html-darwin-arm64': '1.16.2', '@swc/html-linux-x64-gnu': '1.16.2'},
      },
      'node_modules/@swc/html-linux-x64-gnu': {},
    };
    expect(dependenciesWithoutEntry(broken)).toEqual(['node_modules/@swc/html → @swc/html-darwin-arm64']);
  });

  it('finds a dependency nested below the package that needs it', () => {
    const nested = {
      '': {dependencies: {a: '1'}},
      'node_modules/a': {dependencies: {b: '1'}},
      'node_modules/a/node_modules/b': {optionalDependencies: {c: '1'}},
      'node_modules/c': {},
    };
    expect(dependenciesWithoutEntry(nested)).toEqual([]);
  });
});
