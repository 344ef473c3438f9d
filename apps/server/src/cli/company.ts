import { runCommand } from './command-io';
import { runCompanyCommand } from './company-command';

runCommand(runCompanyCommand);
