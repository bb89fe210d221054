import { SWISS_TIME_ZONE } from './calendar-date';

/**
 * Moments written as Swiss wall-clock time, as a staff member types them ("2026-12-01T08:00", the value of a
 * `datetime-local` field): an article's publication time is scheduled in the shop's time zone, whatever the
 * server's or the browser's. Summer and winter time are taken from the time-zone data, never a fixed offset.
 */

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SWISS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A Swiss wall-clock time to the minute: what a `datetime-local` field shows and posts. */
export const SWISS_LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The moment as Swiss wall-clock time to the minute ("2026-12-01T08:00"). */
export function swissLocalDateTime(moment: Date): string {
  const parts = wallClock.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** Minutes Zurich is ahead of UTC at a moment (60 in winter, 120 in summer). */
function zurichOffsetMinutes(moment: number): number {
  const [date, time] = swissLocalDateTime(new Date(moment)).split('T') as [string, string];
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(moment / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a Swiss wall-clock time, as ISO 8601 with its offset ("2026-12-01T08:00:00+01:00"), or null
 * when the text is no such time. An hour skipped in spring reads as the moment after the change; an hour
 * repeated in autumn as its first occurrence.
 */
export function swissLocalToInstant(local: string): string | null {
  const match = SWISS_LOCAL_PATTERN.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The offset before the wall-clock time (taken an offset early) decides; then check it against the offset there.
  let offset = zurichOffsetMinutes(asUtc - 180 * 60_000);
  const after = zurichOffsetMinutes(asUtc - offset * 60_000);
  if (after !== offset && swissLocalDateTime(new Date(asUtc - after * 60_000)) === local.trim()) offset = after;
  const instant = asUtc - offset * 60_000;
  const shown = zurichOffsetMinutes(instant);
  const hours = String(Math.floor(shown / 60)).padStart(2, '0');
  const minutes = String(shown % 60).padStart(2, '0');
  return `${swissLocalDateTime(new Date(instant))}:00+${hours}:${minutes}`;
}
