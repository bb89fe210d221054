import { describe, expect, it } from 'vitest';
import { de } from '../i18n/messages/de';
import { en } from '../i18n/messages/en';
import { fr } from '../i18n/messages/fr';
import { firstErrors } from '../validation/first-errors';
import { CENTRE_WRITE_ERRORS } from './centre-write.schema';
import { COURIER_ZONE_WRITE_ERRORS, CourierZoneWriteSchema } from './courier-zone-write.schema';

const window = { from: '09:00', to: '12:00', weekdays: [1, 2, 3, 4, 5], capacity: 3 };
const zone = {
  slug: 'lake-geneva',
  name: { en: 'Lake Geneva', fr: 'Arc lémanique', de: 'Genferseeregion' },
  postcodeRanges: [{ from: 1000, to: 1999 }],
  windows: [window],
};

describe('courier zone write schema', () => {
  it('accepts a zone, active unless told, its weekdays in order and each once', () => {
    const parsed = CourierZoneWriteSchema.parse({ ...zone, windows: [{ ...window, weekdays: [5, 1, 3, 1] }] });
    expect(parsed.isActive).toBe(true);
    expect(parsed.windows[0]!.weekdays).toEqual([1, 3, 5]);
  });

  it('accepts windows that touch, and windows of the same hours on other weekdays', () => {
    const windows = [
      window,
      { ...window, from: '12:00', to: '14:00' },
      { ...window, from: '10:00', to: '13:00', weekdays: [6] },
    ];
    expect(CourierZoneWriteSchema.safeParse({ ...zone, windows }).success).toBe(true);
  });

  it.each([
    [
      'a zone serving no ZIP code',
      { postcodeRanges: [] },
      { postcodeRanges: COURIER_ZONE_WRITE_ERRORS.rangesRequired },
    ],
    [
      'a ZIP code that is not Swiss',
      { postcodeRanges: [{ from: 100, to: 1999 }] },
      { 'postcodeRanges.0.from': COURIER_ZONE_WRITE_ERRORS.postcode },
    ],
    [
      'a range that ends before it starts',
      { postcodeRanges: [{ from: 1999, to: 1000 }] },
      { 'postcodeRanges.0.to': COURIER_ZONE_WRITE_ERRORS.rangeReversed },
    ],
    ['a zone without a window', { windows: [] }, { windows: COURIER_ZONE_WRITE_ERRORS.windowsRequired }],
    [
      'a window that ends before it starts',
      { windows: [{ ...window, to: '08:00' }] },
      { 'windows.0.to': COURIER_ZONE_WRITE_ERRORS.endBeforeStart },
    ],
    [
      'a window on no weekday',
      { windows: [{ ...window, weekdays: [] }] },
      { 'windows.0.weekdays': COURIER_ZONE_WRITE_ERRORS.weekdaysRequired },
    ],
    [
      'a weekday that does not exist',
      { windows: [{ ...window, weekdays: [1, 8] }] },
      { 'windows.0.weekdays.1': CENTRE_WRITE_ERRORS.weekday },
    ],
    [
      'a window without places',
      { windows: [{ ...window, capacity: 0 }] },
      { 'windows.0.capacity': CENTRE_WRITE_ERRORS.capacity },
    ],
    [
      'a time that is not hh:mm',
      { windows: [{ ...window, from: '9:00' }] },
      { 'windows.0.from': CENTRE_WRITE_ERRORS.time },
    ],
    [
      'two windows that overlap on a weekday they share',
      { windows: [window, { ...window, from: '11:00', to: '14:00', weekdays: [5, 6] }] },
      { 'windows.1.from': COURIER_ZONE_WRITE_ERRORS.windowsOverlap },
    ],
    ['a blank German name', { name: { ...zone.name, de: ' ' } }, { 'name.de': 'validation.text.required' }],
  ])('refuses %s', (_, change, errors) => {
    expect(firstErrors(CourierZoneWriteSchema.safeParse({ ...zone, ...change }))).toEqual(errors);
  });

  it('has a text for every error it declares, in every language', () => {
    for (const key of [...Object.values(COURIER_ZONE_WRITE_ERRORS), ...Object.values(CENTRE_WRITE_ERRORS)]) {
      for (const catalogue of [en, fr, de] as Record<string, string>[]) expect(catalogue[key], key).toBeTruthy();
    }
  });
});
