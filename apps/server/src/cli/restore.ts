import { runRestoreCommand } from './restore-command';

// npm runs workspace scripts inside apps/server; DATA_DIR, --in and --data-dir are meant from where npm was started.
const cwd = process.env.INIT_CWD ?? process.cwd();
runRestoreCommand(process.argv.slice(2), {
  env: process.env,
  cwd,
  stdout: process.stdout,
  stderr: process.stderr,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
