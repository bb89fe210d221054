import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Config } from '../config';
import { connectPostgres, lockDataDir, openPglite } from '../db/client';

/**
 * `npm run db -- backup|restore`: one archive (.tar.gz) holds the database and the files of DATA_DIR, so a
 * shop comes back whole. The embedded database is dumped with PGlite's dumpDataDir while the command holds
 * it (the shop must be stopped: PGlite admits one process); PostgreSQL with pg_dump, online.
 */
export const DB_CLI_HELP = `Back up and restore the shop's data: the database (DATABASE_URL, else the embedded one in DATA_DIR)
and the files in DATA_DIR/files, in one .tar.gz archive.

  npm run db -- backup [FILE]            default FILE: backups/shop-<UTC date and time>.tar.gz
  npm run db -- restore FILE [--force]   into an empty data directory or database; --force replaces
                                         what is there
  npm run db -- help

The embedded database allows one process at a time: stop the shop before either command. On PostgreSQL
the commands call pg_dump and pg_restore (the PostgreSQL client tools, of the server's major version or
newer); a backup runs while the shop runs, a restore wants the shop stopped.`;

const MANIFEST = 'backup.json';
const PGLITE_DUMP = 'pglite.tar.gz';
const POSTGRES_DUMP = 'postgres.dump';
/** Beside the database: uploaded and demo files, and demo mode's generated signing secret. */
const DATA_ENTRIES = ['files', 'secret.key'];

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  files: number;
}

export interface DbCliContext {
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  now: () => Date;
  print: (line: string) => void;
}

/** A refusal or failure said in one sentence, without a stack trace. */
export class BackupError extends Error {}

export async function runDbCommand(argv: string[], context: DbCliContext): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force');
  const [file, ...extra] = rest.filter((arg) => !arg.startsWith('--'));
  if (unknown.length > 0 || extra.length > 0 || (command === 'backup' && force)) {
    context.print(
      `Not understood: ${[...unknown, ...extra, ...(command === 'backup' && force ? ['--force'] : [])].join(' ')}\n`,
    );
    context.print(DB_CLI_HELP);
    return 1;
  }
  if (command === 'backup') {
    await backup(file ?? defaultBackupPath(context.now()), context);
    return 0;
  }
  if (command === 'restore' && file) {
    await restore(file, force, context);
    return 0;
  }
  context.print(command === 'restore' ? 'restore needs the backup FILE.\n' : `Unknown command: ${command}\n`);
  context.print(DB_CLI_HELP);
  return 1;
}

export function defaultBackupPath(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return join('backups', `shop-${stamp}.tar.gz`);
}

async function backup(path: string, { config, now, print }: DbCliContext): Promise<void> {
  const file = resolve(path);
  if (existsSync(file)) throw new BackupError(`${file} exists already: name another file.`);
  const staging = mkdtempSync(join(tmpdir(), 'shop-backup-'));
  try {
    let kind: Manifest['database'];
    let release = async () => {};
    if (config.databaseUrl) {
      kind = 'postgres';
      await runClientTool('pg_dump', ['--format=custom', '--file', join(staging, POSTGRES_DUMP)], config.databaseUrl);
    } else {
      kind = 'pglite';
      const pgliteDir = join(config.dataDir, 'pglite');
      if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
        throw new BackupError(`There is no embedded database in ${config.dataDir} to back up.`);
      }
      // Opening takes the data directory's lock (refused while the shop runs) and keeps it until the files are in.
      const database = await openPglite({ dataDir: pgliteDir });
      release = () => database.close();
      const dump = await (database as unknown as { pglite: PGlite }).pglite.dumpDataDir('gzip');
      writeFileSync(join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    }
    try {
      const entries = [MANIFEST, kind === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP];
      for (const name of DATA_ENTRIES) {
        if (!existsSync(join(config.dataDir, name))) continue;
        symlinkSync(join(config.dataDir, name), join(staging, name));
        entries.push(name);
      }
      const files = countFiles(join(config.dataDir, 'files'));
      const manifest: Manifest = { format: 1, createdAt: now().toISOString(), database: kind, files };
      writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      mkdirSync(dirname(file), { recursive: true });
      // The archive holds customer data and password hashes: readable by its owner only.
      writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
      await tar.create({ gzip: true, file, cwd: staging, follow: true, portable: true }, entries);
      chmodSync(file, 0o600);
      const size = (statSync(file).size / 1_000_000).toFixed(1);
      print(`Backed up the ${databaseName(kind)} and ${files} files of ${config.dataDir} to ${file} (${size} MB).`);
    } finally {
      await release();
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function restore(path: string, force: boolean, { config, print }: DbCliContext): Promise<void> {
  const file = resolve(path);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const staging = mkdtempSync(join(tmpdir(), 'shop-restore-'));
  try {
    await tar
      .extract({ file, cwd: staging, filter: (entry) => [MANIFEST, PGLITE_DUMP, POSTGRES_DUMP].includes(entry) })
      .catch((error: Error) => {
        throw new BackupError(`${file} is not a backup of this shop (${error.message}).`);
      });
    const manifest = readManifest(join(staging, MANIFEST), file);
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== kind) {
      throw new BackupError(
        `${file} holds the ${databaseName(manifest.database)}, but this shop uses the ${databaseName(kind)}: ` +
          (kind === 'postgres'
            ? 'unset DATABASE_URL to restore it into DATA_DIR.'
            : 'set DATABASE_URL to the PostgreSQL database to restore it into.'),
      );
    }
    const filesDir = join(config.dataDir, 'files');
    const refuse = (what: string) =>
      new BackupError(
        `${what} holds data already: add --force to replace it with the backup of ${manifest.createdAt}.`,
      );
    mkdirSync(config.dataDir, { recursive: true });
    if (kind === 'pglite') {
      const pgliteDir = join(config.dataDir, 'pglite');
      // Refused while the shop (or another command) holds the embedded database: nothing is touched then.
      const unlock = lockDataDir(pgliteDir);
      try {
        if (!force && (hasEntries(pgliteDir) || hasEntries(filesDir))) throw refuse(config.dataDir);
        removeData(config.dataDir);
        const pglite = await PGlite.create({
          dataDir: pgliteDir,
          loadDataDir: new Blob([readFileSync(join(staging, PGLITE_DUMP))]),
        });
        await pglite.close();
        await extractDataEntries(file, config.dataDir);
      } finally {
        unlock();
      }
    } else {
      const url = config.databaseUrl!;
      if (!force && ((await postgresHasTables(url)) || hasEntries(filesDir))) {
        throw refuse(`The database (or ${filesDir})`);
      }
      await runClientTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          ...(force ? ['--clean', '--if-exists'] : []),
          '--dbname',
          databaseOf(url),
          join(staging, POSTGRES_DUMP),
        ],
        url,
      );
      removeData(config.dataDir);
      await extractDataEntries(file, config.dataDir);
    }
    print(
      `Restored the ${databaseName(kind)} and ${manifest.files} files of ${manifest.createdAt} from ${file}. ` +
        'Start the shop: it applies the migrations of its version.',
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(path: string, file: string): Manifest {
  try {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    if (manifest.format === 1 && ['pglite', 'postgres'].includes(manifest.database)) return manifest;
  } catch {}
  throw new BackupError(`${file} is not a backup of this shop (it has no ${MANIFEST} of format 1).`);
}

function removeData(dataDir: string) {
  for (const name of ['pglite', ...DATA_ENTRIES]) rmSync(join(dataDir, name), { recursive: true, force: true });
}

function extractDataEntries(file: string, dataDir: string) {
  return tar.extract({
    file,
    cwd: dataDir,
    filter: (entry) => DATA_ENTRIES.some((name) => entry === name || entry.startsWith(`${name}/`)),
  });
}

function hasEntries(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

function databaseName(kind: Manifest['database']): string {
  return kind === 'pglite' ? 'embedded database' : 'PostgreSQL database';
}

async function postgresHasTables(url: string): Promise<boolean> {
  const database = await connectPostgres(url, { poolSize: 1 });
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')`,
    )) as unknown as { rows: { tables: number }[] };
    return (result.rows[0]?.tables ?? 0) > 0;
  } finally {
    await database.close();
  }
}

function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/**
 * The connection as libpq's environment, so the password never appears in the process list: host, port,
 * user, password, database and sslmode from DATABASE_URL.
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  const host = parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname);
  if (host) env.PGHOST = host;
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = databaseOf(url);
  if (database) env.PGDATABASE = database;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function runClientTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tool, ['--no-password', ...args], {
      env: { ...process.env, ...libpqEnvironment(url) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed: install the PostgreSQL client tools of the server's major version or newer ` +
                '(e.g. apt-get install postgresql-client).',
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`)),
    );
  });
}
