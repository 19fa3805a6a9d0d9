/**
 * The writers' commands (new:page, move:page, version:cut) read arguments,
 * report mistakes and exit one way, and write all of a change or none of it.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {runCommand, UsageError, type WritersCommand} from '../../scripts/lib/command';
import {applyChanges, type FileOps} from '../../scripts/lib/fileChanges';

const SITE_DIR = path.join(__dirname, '..', '..');

/** Runs `command` with `argv`, capturing what it prints. */
async function run(
  command: WritersCommand,
  argv: string[],
): Promise<{status: number; out: string; err: string}> {
  const out: string[] = [];
  const err: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
  const error = jest.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
  try {
    const status = await runCommand(command, argv);
    return {status, out: out.join('\n'), err: err.join('\n')};
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('one way to read arguments, report mistakes and exit', () => {
  const seen: Array<Record<string, unknown>> = [];
  const command: WritersCommand = {
    usage: 'Usage: npm run x -- <a> <b> [--flag]',
    positionals: ['a', 'b'],
    options: {flag: {type: 'boolean'}},
    run(args, flags) {
      seen.push({...args, ...flags});
      if (args.a === 'bad') throw new UsageError(['"bad" is not an a.', 'Give a b.']);
      if (args.a === 'fails') throw new Error('the work failed, and why');
      console.log('done');
    },
  };

  it('passes named arguments and flags, and exits 0', async () => {
    expect(await run(command, ['one', '--flag'])).toEqual({status: 0, out: 'done', err: ''});
    expect(seen.at(-1)).toEqual({a: 'one', b: '', flag: true});
  });

  it('lists wrong arguments with the usage after them, and exits 1', async () => {
    expect(await run(command, ['bad', 'x'])).toEqual({
      status: 1,
      out: '',
      err: '"bad" is not an a.\nGive a b.\nUsage: npm run x -- <a> <b> [--flag]',
    });
    expect((await run(command, ['a', 'b', 'c'])).err).toBe(
      'Too many arguments: c\nUsage: npm run x -- <a> <b> [--flag]',
    );
    const unknown = await run(command, ['a', '--nope']);
    expect(unknown.status).toBe(1);
    expect(unknown.err).toMatch(/^Unknown option '--nope'.*\nUsage: npm run x/s);
  });

  it('prints any other failure alone, without a stack, and exits 1', async () => {
    expect(await run(command, ['fails'])).toEqual({status: 1, out: '', err: 'the work failed, and why'});
  });

  it('prints the usage for --help', async () => {
    expect(await run(command, ['--help'])).toEqual({status: 0, out: command.usage, err: ''});
  });

  it.each([
    [
      'new-page',
      ['nope', 'jobs/x', 'X'],
      /^"nope" is not a product; use one of .*\nUsage: npm run new:page -- /s,
    ],
    [
      'move-page',
      ['nope', 'jobs/x', 'deployment'],
      /^"nope" is not a product; use one of .*\nUsage: npm run move:page -- /s,
    ],
    [
      'version-cut',
      ['nope', '3.4'],
      /^"nope" is not a product; use one of .*\nUsage: npm run version:cut -- /s,
    ],
    ['move-page', ['jet'], /^Name the page to move.*\nName the group.*\nUsage: npm run move:page/s],
  ])(
    'npm run %s answers %j the same way',
    (script, args, expected) => {
      const result = spawnSync('npx', ['tsx', `scripts/${script}.ts`, ...args], {
        cwd: SITE_DIR,
        encoding: 'utf8',
      });
      expect(result.stdout).toBe('');
      expect(result.stderr.trim()).toMatch(expected);
      expect(result.status).toBe(1);
    },
    60_000,
  );
});

describe('a change written all or nothing', () => {
  let dir: string;
  const read = (file: string): string => fs.readFileSync(path.join(dir, file), 'utf8');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-changes-'));
    fs.writeFileSync(path.join(dir, 'a.txt'), 'a before');
    fs.writeFileSync(path.join(dir, 'b.txt'), 'b before');
    fs.writeFileSync(path.join(dir, 'old.md'), 'the page');
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  const changes = [
    {file: 'new/deep/page.md', text: 'the page'},
    {file: 'a.txt', text: 'a after'},
    {file: 'b.txt', text: 'b after'},
    {file: 'old.md', text: null},
  ];

  it('writes every file, makes folders and deletes what goes', () => {
    applyChanges(dir, changes);
    expect([read('new/deep/page.md'), read('a.txt'), read('b.txt')]).toEqual([
      'the page',
      'a after',
      'b after',
    ]);
    expect(fs.existsSync(path.join(dir, 'old.md'))).toBe(false);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.txt', 'b.txt', 'new']);
  });

  it.each([
    ['writing the second file', 'writeFileSync', 2],
    ['replacing the third file', 'renameSync', 3],
    ['deleting the old file', 'rmSync', 1],
  ] as const)('puts everything back when %s fails', (_what, operation, failingCall) => {
    let calls = 0;
    const ops: FileOps = {
      writeFileSync: fs.writeFileSync,
      renameSync: fs.renameSync,
      rmSync: fs.rmSync,
      [operation]: (...args: unknown[]) => {
        calls += 1;
        if (calls === failingCall) throw new Error(`disk full at call ${calls}`);
        return (fs[operation] as (...a: unknown[]) => void)(...args);
      },
    };
    expect(() => applyChanges(dir, changes, ops)).toThrow(`disk full at call ${failingCall}`);
    expect([read('a.txt'), read('b.txt'), read('old.md')]).toEqual(['a before', 'b before', 'the page']);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.txt', 'b.txt', 'old.md']);
  });
});
