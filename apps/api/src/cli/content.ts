import { ConfigError, loadConfig } from '../config';
import { DatabaseUnreachableError } from '../db/client';
import { ContentFileError } from '../modules/content-import/content-set';
import { CONTENT_CLI_HELP, runContentCommand } from './content-commands';

/**
 * `npm run content -- import DIR`: content data files into the shop, through its write use cases.
 * Run from the repository's root (it reads the same settings as the shop).
 */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(CONTENT_CLI_HELP);
    return 0;
  }
  return runContentCommand(argv, { config: loadConfig(), print: (line) => console.log(line) });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = [ConfigError, DatabaseUnreachableError, ContentFileError].some((kind) => error instanceof kind);
    console.error(known ? `[content] ${(error as Error).message}` : error);
    process.exit(1);
  },
);
