import { addDays, isoWeekday } from './calendar-days';

/**
 * Whether a centre is open at a moment, in Swiss time (where the centres are), from its opening hours and the
 * days it is closed. The centres page computes it on the server when it renders and again in the browser
 * every minute, so a page kept in a cache never shows a state that has passed. No schema here: the
 * storefront imports it at no cost.
 */

/** An opening period of a weekday (1 = Monday … 7 = Sunday), "hh:mm" Swiss local time. */
export interface OpeningPeriod {
  weekday: number;
  opens: string;
  closes: string;
}

export interface OpeningCalendar {
  workHours: readonly OpeningPeriod[];
  /** Calendar days (ISO) on which the centre stays closed whatever its hours. */
  closedDays: readonly string[];
}

export type OpeningState =
  | { open: true /** When it closes today ("18:00"). */; closes: string }
  | {
      open: false;
      /** Its next opening: the Swiss day (ISO) and time; null when none within two weeks. */
      opens: { date: string; time: string } | null;
    };

/** How far ahead a next opening is looked for: beyond that, a centre is closed until further notice. */
export const NEXT_OPENING_HORIZON_DAYS = 14;

const swissClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the Swiss wall clock shows it: the day (ISO) and the time ("hh:mm"); summer time included. */
export function swissWallClock(moment: Date): { date: string; time: string } {
  const parts = swissClock.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The periods of a day in the order of the day, periods that follow on without a break joined into one. */
function periodsOn(calendar: OpeningCalendar, date: string): { opens: string; closes: string }[] {
  if (calendar.closedDays.includes(date)) return [];
  const weekday = isoWeekday(date);
  const periods = calendar.workHours
    .filter((period) => period.weekday === weekday && period.opens < period.closes)
    .toSorted((a, b) => a.opens.localeCompare(b.opens));
  const joined: { opens: string; closes: string }[] = [];
  for (const { opens, closes } of periods) {
    const last = joined.at(-1);
    if (!last || opens > last.closes) joined.push({ opens, closes });
    else if (closes > last.closes) last.closes = closes;
  }
  return joined;
}

/** Open or closed at `now`, with when it closes or when it opens next. */
export function openingState(calendar: OpeningCalendar, now: Date): OpeningState {
  const { date: today, time } = swissWallClock(now);
  const periods = periodsOn(calendar, today);
  const current = periods.find((period) => period.opens <= time && time < period.closes);
  if (current) return { open: true, closes: current.closes };
  const later = periods.find((period) => period.opens > time);
  if (later) return { open: false, opens: { date: today, time: later.opens } };
  for (let ahead = 1; ahead <= NEXT_OPENING_HORIZON_DAYS; ahead += 1) {
    const date = addDays(today, ahead);
    const [first] = periodsOn(calendar, date);
    if (first) return { open: false, opens: { date, time: first.opens } };
  }
  return { open: false, opens: null };
}
