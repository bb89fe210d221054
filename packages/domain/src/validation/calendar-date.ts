/**
 * Calendar dates as plain numbers, compared without time zones. "Today" is the date in Switzerland,
 * so a 16th birthday or a card's last month changes at midnight in Zurich whatever the server's clock zone.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A source of the current instant; tests pass a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The shop's time zone: Swiss days and wall-clock times are read in it. */
export const SWISS_TIME_ZONE = 'Europe/Zurich';

const swissDateFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: SWISS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Switzerland as an ISO day ("2026-11-24"), with the one formatter made at load (decision 11). */
export function swissIsoDay(now: Date): string {
  return swissDateFormatter.format(now);
}

export function swissToday(now: Date): CalendarDate {
  const parts = swissDateFormatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Negative when `a` is earlier, 0 on the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function isExistingDate({ year, month, day }: CalendarDate): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
