import { randomUUID } from 'node:crypto';
import { connectPostgres } from '../db/client';

/**
 * The PostgreSQL server of the tests that need one in every run, whatever database the other tests use
 * (several instances sharing one database): TEST_DATABASE_URL, else TEST_POSTGRES_URL (as .ci/run sets it),
 * else the local server. Only `TEST_POSTGRES_URL=none`, set where no PostgreSQL runs, leaves those tests out.
 */
export const TEST_POSTGRES_URL: string | undefined =
  process.env.TEST_POSTGRES_URL === 'none'
    ? undefined
    : process.env.TEST_DATABASE_URL || process.env.TEST_POSTGRES_URL || 'postgres://127.0.0.1:5432/test';

export interface ScratchDatabase {
  /** The database's URL on the same server. */
  url: string;
  /** Drops it, whoever is still connected. */
  drop(): Promise<void>;
}

/** A database of its own on the server at `serverUrl`: empty, or a copy of `template`. */
export async function createScratchDatabase(
  serverUrl: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `beast_test_${randomUUID().replaceAll('-', '')}`;
  const admin = await connectPostgres(serverUrl, { poolSize: 1 });
  await admin.db.execute(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
