import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Runs one migration's SQL again on a database already migrated, as it ran on a database that held the data
 * the test put back: a data step's test writes the old rows, then applies the step it protects.
 */
export async function rerunMigration(database: Database, tag: string): Promise<void> {
  const text = readFileSync(new URL(`../db/migrations/${tag}.sql`, import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}
