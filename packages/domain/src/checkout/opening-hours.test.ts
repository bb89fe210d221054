import { describe, expect, it } from 'vitest';
import { NEXT_OPENING_HORIZON_DAYS, type OpeningCalendar, openingState, swissWallClock } from './opening-hours';

/** spec §3: the default centre, Geneva, Monday to Saturday 9:00–18:00. */
const GENEVA: OpeningCalendar = {
  workHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '09:00', closes: '18:00' })),
  closedDays: [],
};

/** Closed at lunch from Tuesday to Friday, Saturday 9:00–16:00, closed Sunday and Monday (Gland's hours). */
const LUNCH_BREAK: OpeningCalendar = {
  workHours: [2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opens: '14:00', closes: '18:00' },
    { weekday, opens: '09:00', closes: '12:00' },
  ]),
  closedDays: [],
};

const at = (utc: string) => new Date(utc);

describe('the Swiss wall clock', () => {
  it('is an hour ahead of UTC in winter and two in summer, the day changing at Swiss midnight', () => {
    expect(swissWallClock(at('2026-01-15T08:30:00Z'))).toEqual({ date: '2026-01-15', time: '09:30' });
    expect(swissWallClock(at('2026-07-15T08:30:00Z'))).toEqual({ date: '2026-07-15', time: '10:30' });
    expect(swissWallClock(at('2026-07-15T22:30:00Z'))).toEqual({ date: '2026-07-16', time: '00:30' });
  });

  it('skips the hour from 2:00 to 3:00 on the last Sunday of March and repeats 2:00 to 3:00 in October', () => {
    expect(swissWallClock(at('2026-03-29T00:59:00Z')).time).toBe('01:59');
    expect(swissWallClock(at('2026-03-29T01:00:00Z')).time).toBe('03:00');
    expect(swissWallClock(at('2026-10-25T00:30:00Z')).time).toBe('02:30');
    expect(swissWallClock(at('2026-10-25T01:30:00Z')).time).toBe('02:30');
  });
});

describe('whether a centre is open now (Swiss time)', () => {
  it('is open from the opening minute and closed from the closing minute', () => {
    // Tuesday 17 November 2026, winter time (UTC+1).
    expect(openingState(GENEVA, at('2026-11-17T07:59:00Z'))).toEqual({
      open: false,
      opens: { date: '2026-11-17', time: '09:00' },
    });
    expect(openingState(GENEVA, at('2026-11-17T08:00:00Z'))).toEqual({ open: true, closes: '18:00' });
    expect(openingState(GENEVA, at('2026-11-17T16:59:00Z'))).toEqual({ open: true, closes: '18:00' });
    expect(openingState(GENEVA, at('2026-11-17T17:00:00Z'))).toEqual({
      open: false,
      opens: { date: '2026-11-18', time: '09:00' },
    });
  });

  it('reads the hours in summer time after the clocks go forward, and in winter time after they go back', () => {
    // Monday 30 March 2026, the day after the change: 7:30 UTC is 9:30 in Geneva, open (8:30 in winter time).
    expect(openingState(GENEVA, at('2026-03-30T07:30:00Z'))).toEqual({ open: true, closes: '18:00' });
    // Saturday 28 March, the day before: still winter time, 16:30 UTC is 17:30, open.
    expect(openingState(GENEVA, at('2026-03-28T16:30:00Z'))).toEqual({ open: true, closes: '18:00' });
    // Saturday 24 October, summer time: 16:30 UTC is 18:30, closed until Monday.
    expect(openingState(GENEVA, at('2026-10-24T16:30:00Z'))).toEqual({
      open: false,
      opens: { date: '2026-10-26', time: '09:00' },
    });
    // Monday 26 October, winter time again: 7:30 UTC is 8:30, not open yet (9:30 in summer time).
    expect(openingState(GENEVA, at('2026-10-26T07:30:00Z'))).toEqual({
      open: false,
      opens: { date: '2026-10-26', time: '09:00' },
    });
  });

  it('counts the night of a change as the Swiss day it is', () => {
    // 3:30 on Sunday 29 March 2026 (summer time since 2:00), but 0:30 UTC on Sunday too.
    expect(openingState(GENEVA, at('2026-03-29T01:30:00Z'))).toEqual({
      open: false,
      opens: { date: '2026-03-30', time: '09:00' },
    });
    // Saturday 23:30 UTC in winter is already Sunday 0:30 in Geneva.
    expect(openingState(GENEVA, at('2026-11-21T23:30:00Z'))).toEqual({
      open: false,
      opens: { date: '2026-11-23', time: '09:00' },
    });
  });

  it('is closed at lunch and says when it opens again the same afternoon', () => {
    expect(openingState(LUNCH_BREAK, at('2026-11-17T11:30:00Z'))).toEqual({
      open: false,
      opens: { date: '2026-11-17', time: '14:00' },
    });
    expect(openingState(LUNCH_BREAK, at('2026-11-17T13:00:00Z'))).toEqual({ open: true, closes: '18:00' });
  });

  it('joins periods that follow on without a break', () => {
    const split = {
      workHours: [
        { weekday: 2, opens: '09:00', closes: '12:00' },
        { weekday: 2, opens: '12:00', closes: '18:00' },
      ],
      closedDays: [],
    };
    expect(openingState(split, at('2026-11-17T10:30:00Z'))).toEqual({ open: true, closes: '18:00' });
  });

  it('stays closed on a closed day and opens on the next day that is not one', () => {
    const holidays = { ...GENEVA, closedDays: ['2026-12-25', '2026-12-26'] };
    expect(openingState(holidays, at('2026-12-25T10:00:00Z'))).toEqual({
      open: false,
      opens: { date: '2026-12-28', time: '09:00' },
    });
    expect(openingState(holidays, at('2026-12-24T10:00:00Z'))).toEqual({ open: true, closes: '18:00' });
  });

  it('has no next opening when it opens on no day within two weeks', () => {
    const closedFor = (days: number) =>
      Array.from({ length: days }, (_, index) => new Date(Date.UTC(2026, 10, 17 + index)).toISOString().slice(0, 10));
    const away = { ...GENEVA, closedDays: closedFor(NEXT_OPENING_HORIZON_DAYS + 1) };
    expect(openingState(away, at('2026-11-17T10:00:00Z'))).toEqual({ open: false, opens: null });
    expect(openingState({ workHours: [], closedDays: [] }, at('2026-11-17T10:00:00Z'))).toEqual({
      open: false,
      opens: null,
    });
  });
});
