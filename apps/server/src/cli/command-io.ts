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
