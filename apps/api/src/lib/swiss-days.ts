import { type Column, gte, lt, type SQL, sql } from 'drizzle-orm';

/** The back office's date filters are Swiss calendar days, whatever the server's time zone. */
const SHOP_TIME_ZONE = 'Europe/Zurich';

/** `column` falls on `day` (yyyy-mm-dd) or later, in Swiss time. */
export function onOrAfterSwissDay(column: Column, day: string): SQL {
  return gte(column, sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`);
}

/** `column` falls on `day` (yyyy-mm-dd) or earlier, in Swiss time. */
export function onOrBeforeSwissDay(column: Column, day: string): SQL {
  return lt(column, sql`(${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`);
}

/**
 * The Swiss calendar day (yyyy-mm-dd) of a timestamp column, for grouping by day. The zone is written into the
 * SQL, not bound: the same expression in SELECT and GROUP BY must be the same text for PostgreSQL.
 */
export function swissDayOf(column: Column): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
}
