import { runCommand } from './command-io';
import { runBackupCommand } from './backup-command';

runCommand(runBackupCommand);
