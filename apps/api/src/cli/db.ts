import { ConfigError, loadConfig } from '../config';
import { DatabaseUnreachableError } from '../db/client';
import { BackupError, DB_CLI_HELP, runDbCommand } from './db-commands';

/**
 * `npm run db -- backup [FILE]` and `npm run db -- restore FILE [--force]`: the shop's data in one archive.
 * Run from the repository's root (it reads the same settings as the shop).
 */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(DB_CLI_HELP);
    return 0;
  }
  return runDbCommand(argv, { config: loadConfig(), now: () => new Date(), print: (line) => console.log(line) });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseUnreachableError || error instanceof BackupError) {
      console.error(`[db] ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
