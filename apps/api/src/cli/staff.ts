import { ConfigError, loadConfig } from '../config';
import { DatabaseUnreachableError, openDatabase } from '../db/client';
import { runStaffCommand, STAFF_CLI_HELP } from './staff-commands';

/**
 * `npm run staff -- <command>`: back-office staff from the command line, starting with the first admin. Run
 * from the repository's root (it reads the same settings as the shop).
 */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(STAFF_CLI_HELP);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await runStaffCommand(argv, {
      db: database.db,
      config,
      now: () => new Date(),
      print: (line) => console.log(line),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
      console.error(`[staff] ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
