import { describe, expect, it } from 'vitest';
import { missingWindow, unofferedWindow } from './delivery-window.rules';

describe('a delivery needs a day and a time window (spec §4, §5 Delivery)', () => {
  it('asks for nothing once a day and a window are chosen', () => {
    expect(missingWindow({ date: '2026-03-12', timeWindow: '09:00-12:00' })).toEqual({});
  });

  it('asks to select a time window once the day is chosen', () => {
    expect(missingWindow({ date: '2026-03-12', timeWindow: null })).toEqual({ timeWindow: 'timeWindowRequired' });
    expect(missingWindow({ date: '2026-03-12', timeWindow: '' })).toEqual({ timeWindow: 'timeWindowRequired' });
  });

  it('asks for the day first, and for the window again: a window belongs to its day', () => {
    expect(missingWindow({ date: null, timeWindow: null })).toEqual({
      date: 'dateRequired',
      timeWindow: 'timeWindowRequired',
    });
    expect(missingWindow({ date: null, timeWindow: '09:00-12:00' })).toEqual({
      date: 'dateRequired',
      timeWindow: 'timeWindowRequired',
    });
  });
});

describe('a chosen window against what its day offers (spec §5 Delivery, §8)', () => {
  const windows = ['09:00-12:00', '13:00-17:00'];

  it('accepts a window the day offers', () => {
    expect(unofferedWindow('13:00-17:00', { isBookable: true, windows })).toBeUndefined();
  });

  it('says the day is unavailable before anything else', () => {
    expect(unofferedWindow('13:00-17:00', { isBookable: false, windows: [] })).toEqual({
      field: 'date',
      problem: 'dayUnavailable',
    });
  });

  it('says a bookable day without slots has none', () => {
    expect(unofferedWindow('13:00-17:00', { isBookable: true, windows: [] })).toEqual({
      field: 'timeWindow',
      problem: 'noTimeSlots',
    });
  });

  it('asks to select a window again when the chosen one is not offered', () => {
    expect(unofferedWindow('18:00-20:00', { isBookable: true, windows })).toEqual({
      field: 'timeWindow',
      problem: 'timeWindowRequired',
    });
  });
});
