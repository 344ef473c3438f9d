import { runCommand } from './command-io';
import { runRestoreCommand } from './restore-command';

runCommand(runRestoreCommand);
