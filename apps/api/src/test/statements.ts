import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../db/client';

/**
 * The test database seen through a Drizzle instance that writes down every statement it runs: for tests that
 * keep a request's round trips to the database from growing back.
 */
export function recordingStatements(database: Database): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const client = (database.db as unknown as { $client: never }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client, { casing: 'snake_case', logger })
      : drizzlePostgres(client, { casing: 'snake_case', logger });
  return { db: db as unknown as Db, statements };
}
