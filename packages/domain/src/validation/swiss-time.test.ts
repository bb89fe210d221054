import { describe, expect, it } from 'vitest';
import { swissLocalDateTime, swissLocalToInstant } from './swiss-time';

describe('Swiss wall-clock times', () => {
  it('shows a moment in winter and in summer time', () => {
    expect(swissLocalDateTime(new Date('2026-01-15T07:30:00Z'))).toBe('2026-01-15T08:30');
    expect(swissLocalDateTime(new Date('2026-07-15T07:30:00Z'))).toBe('2026-07-15T09:30');
  });

  it('reads a wall-clock time with the offset of its season', () => {
    expect(swissLocalToInstant('2026-01-15T08:30')).toBe('2026-01-15T08:30:00+01:00');
    expect(swissLocalToInstant('2026-07-15T09:30')).toBe('2026-07-15T09:30:00+02:00');
    expect(Date.parse(swissLocalToInstant('2026-07-15T09:30')!)).toBe(Date.parse('2026-07-15T07:30:00Z'));
  });

  it('reads the days of the clock changes', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(swissLocalToInstant('2026-03-29T01:30')).toBe('2026-03-29T01:30:00+01:00');
    expect(swissLocalToInstant('2026-03-29T03:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(swissLocalToInstant('2026-03-29T02:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(swissLocalToInstant('2026-10-25T02:30')).toBe('2026-10-25T02:30:00+02:00');
    expect(swissLocalToInstant('2026-10-25T04:00')).toBe('2026-10-25T04:00:00+01:00');
  });

  it('goes back and forth without a change', () => {
    for (const local of ['2026-12-31T23:59', '2027-06-01T00:00', '2026-11-24T14:05']) {
      expect(swissLocalDateTime(new Date(swissLocalToInstant(local)!))).toBe(local);
    }
  });

  it('refuses what is no wall-clock time', () => {
    for (const text of ['', 'tomorrow', '2026-02-30T10:00', '2026-01-15T24:00', '2026-01-15 08:30', '2026-01-15']) {
      expect(swissLocalToInstant(text)).toBeNull();
    }
  });
});
