import { describe, expect, it } from 'vitest';
import { addIsoDays, mondayOf } from './admin-dashboard-api.schema';

describe('the dashboard’s days', () => {
  it('counts days across months, years and the change to summer time', () => {
    expect(addIsoDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addIsoDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addIsoDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addIsoDays('2026-11-24', -29)).toBe('2026-10-26');
  });

  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday
    ['2026-11-24', '2026-11-23'],
    ['2026-11-29', '2026-11-23'], // a Sunday belongs to the week that began on Monday
    ['2026-03-01', '2026-02-23'],
  ])('the week of %s began on %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});
