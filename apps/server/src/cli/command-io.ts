/** What an operator's command (`npm run company`, `backup`, `restore`) reads and writes: tests pass their own. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** Where the operator started the command: DATA_DIR and relative paths are taken from here. */
  cwd: string;
  stdout: { write: (text: string) => unknown };
  stderr: { write: (text: string) => unknown };
}

/**
 * Runs a command with this process's arguments and streams, and sets the exit status to its answer (1 when
 * it threw). npm runs workspace scripts inside apps/server; paths are meant from where npm was started.
 */
export function runCommand(command: (argv: readonly string[], io: CommandIo) => Promise<number>): void {
  const cwd = process.env.INIT_CWD ?? process.cwd();
  command(process.argv.slice(2), { env: process.env, cwd, stdout: process.stdout, stderr: process.stderr }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

/** parseArgs' own messages differ in form and go on about quoting; said here in one style for every command. */
export function parseArgsMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const quoted = /'([^']+)'/.exec(message)?.[1];
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${quoted}.`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument '${quoted}'.`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `${quoted?.split(' ')[0]} needs a value.`; // quoted as '--name' or '--name <value>'
    default:
      return message.split('\n')[0] ?? message;
  }
}
