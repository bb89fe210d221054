import { ConfigError, loadConfig } from '../config';
import { DatabaseUnreachableError, openDatabase } from '../db/client';
import { ORDERS_CLI_HELP, runOrdersCommand } from './orders-commands';

/**
 * `npm run orders -- <command>`: the operators' command line over the shop's own database. Run from the
 * repository's root (it reads the same settings as the shop).
 */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    print(ORDERS_CLI_HELP);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await runOrdersCommand(argv, { db: database.db, config, now, print });
  } finally {
    await database.close();
  }
}

function now(): Date {
  return new Date();
}

function print(line: string): void {
  console.log(line);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
      console.error(`[orders] ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
