/**
 * How the writers' commands (`npm run new:page`, `move:page`, `version:cut`)
 * read their arguments, report a mistake and exit, the same way for all
 * three: a mistake in the arguments is listed with the usage after it; any
 * other failure prints its message alone, without a stack trace; the exit
 * status is 1 after a failure and 0 otherwise; `--help` prints the usage.
 */
import {parseArgs} from 'node:util';

/** Wrong arguments: each problem in words a writer can act on; the usage is printed after them. */
export class UsageError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'UsageError';
  }
}

export interface WritersCommand {
  /** The usage lines, with an example. */
  readonly usage: string;
  /** The names of the positional arguments, in order. */
  readonly positionals: readonly string[];
  /** Flags, as `node:util` parseArgs takes them. */
  readonly options?: Readonly<Record<string, {readonly type: 'string' | 'boolean'}>>;
  /** Does the work and prints what it did; throws a UsageError for wrong arguments. */
  run(
    args: Readonly<Record<string, string>>,
    flags: Readonly<Record<string, string | boolean | undefined>>,
  ): Promise<void> | void;
}

/** Runs `command` with `argv` (the process's arguments by default); resolves to the exit status. */
export async function runCommand(command: WritersCommand, argv = process.argv.slice(2)): Promise<number> {
  try {
    const {positionals, values} = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {...command.options, help: {type: 'boolean', short: 'h'}},
    });
    if (values.help) {
      console.log(command.usage);
      return 0;
    }
    if (positionals.length > command.positionals.length) {
      throw new UsageError([
        `Too many arguments: ${positionals.slice(command.positionals.length).join(' ')}`,
      ]);
    }
    const args = Object.fromEntries(
      command.positionals.map((name, index) => [name, positionals[index] ?? '']),
    );
    await command.run(args, values);
    return 0;
  } catch (error) {
    // parseArgs reports an unknown flag or a flag without its value as a TypeError with an ERR_PARSE_ARGS code.
    const parseError = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    // Node's own errors may carry their class and code in the message (`TypeError [ERR_…]: `).
    const message = (error instanceof Error ? error.message : String(error)).replace(
      /^\w*Error \[[A-Z_]+\]: /,
      '',
    );
    console.error(error instanceof UsageError || parseError ? `${message}\n${command.usage}` : message);
    return 1;
  }
}

/** Runs `command` when its file is the one node started, setting the exit status. */
export function runIfMain(mainModule: NodeJS.Module, command: WritersCommand): void {
  if (require.main !== mainModule) return;
  void runCommand(command).then((status) => {
    process.exitCode = status;
  });
}
