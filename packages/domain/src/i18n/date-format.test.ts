import { describe, expect, it } from 'vitest';
import { formatDay, formatSwissDate, formatSwissMoment, weekdayName } from './date-format';

describe('dates for display', () => {
  it('writes a calendar day short or long in the reader’s language', () => {
    expect(formatDay('2026-03-10', 'en')).toBe('Tue, 10 Mar');
    expect(formatDay('2026-03-10', 'en', 'long')).toBe('Tuesday, 10 March 2026');
    expect(formatDay('2026-03-10', 'de', 'long')).toBe('Dienstag, 10. März 2026');
    expect(formatDay('2026-03-10', 'fr', 'long')).toContain('10 mars 2026');
  });

  it('writes a moment as its day in Switzerland', () => {
    expect(formatSwissDate('2026-03-12T23:30:00Z', 'en')).toBe('13 March 2026');
    expect(formatSwissDate('2026-03-12', 'de')).toBe('12. März 2026');
    expect(formatSwissDate('2026-07-31T22:30:00Z', 'fr')).toBe('1 août 2026');
  });

  it('writes a moment to the minute in Swiss time, summer and winter', () => {
    expect(formatSwissMoment('2026-03-12T13:05:00Z', 'en')).toBe('12 Mar 2026, 14:05');
    expect(formatSwissMoment('2026-07-01T13:05:00Z', 'de')).toBe('01.07.2026, 15:05');
    expect(formatSwissMoment('2026-03-12T13:05:00Z', 'fr')).toBe('12 mars 2026, 14:05');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatSwissDate('soon', 'en')).toBe('soon');
    expect(formatSwissMoment('soon', 'en')).toBe('soon');
  });

  it('names the weekdays from Monday (1) to Sunday (7)', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'de')).toBe('Sonntag');
    expect(weekdayName(3, 'fr')).toBe('mercredi');
  });
});
