/**
 * Calendar days written as ISO dates ("2026-11-23"), counted without time zones. Apart from the checkout's
 * rules (which re-export them) so that a page needing only these, like the centres page's "open now", does
 * not download the checkout's schemas with them (apps/web/vite.config.ts).
 */

/** The weekday of an ISO day ("2026-11-23") as 1 (Monday) … 7 (Sunday), independent of time zones. */
export function isoWeekday(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Adds whole days to an ISO day. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** Adds whole months to an ISO day; a day the month lacks becomes its last day (31 January + 1 → 28 February). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year!, month! - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year!, month! - 1 + months, Math.min(day!, lastDay))).toISOString().slice(0, 10);
}
