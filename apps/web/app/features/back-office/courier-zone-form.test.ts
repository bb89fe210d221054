import { CourierZoneWriteSchema } from '@beast/domain/checkout/courier-zone-write.schema';
import { describe, expect, it } from 'vitest';
import { parsePostcodes, postcodesText, windowRows, zoneChange, zoneErrors, zoneValues } from './courier-zone-form';

const BERN = {
  slug: 'bern',
  name: { en: 'Bern', fr: 'Berne', de: 'Bern' },
  postcodeRanges: [
    { from: 3000, to: 3999 },
    { from: 2500, to: 2500 },
  ],
  windows: [
    { from: '09:00', to: '12:00', weekdays: [1, 2, 3, 4, 5], capacity: 3 },
    { from: '13:00', to: '17:00', weekdays: [6], capacity: 2 },
  ],
  isActive: true,
};

describe('the courier zone form', () => {
  it('writes ZIP codes as ranges, a single code as itself, and reads them back', () => {
    expect(postcodesText(BERN.postcodeRanges)).toBe('3000-3999, 2500');
    expect(parsePostcodes(' 3000 – 3999 ,2500;')).toEqual(BERN.postcodeRanges);
    expect(parsePostcodes('30x0')).toEqual([{ from: '30x0', to: '30x0' }]);
  });

  it('gives back the stored zone when nothing is changed, with an empty row to add a window', () => {
    const values = zoneValues(BERN);
    expect(windowRows(values)).toEqual([0, 1, 2]);
    const { zone } = zoneChange(values);
    expect(CourierZoneWriteSchema.parse({ slug: BERN.slug, ...zone })).toEqual(BERN);
  });

  it('adds the window typed in the empty row, drops an emptied one, and reads the places as a number', () => {
    const values = {
      ...zoneValues(BERN),
      'window0.from': '',
      'window0.to': '',
      'window0.capacity': '',
      'window2.from': '17:00',
      'window2.to': '20:00',
      'window2.capacity': '4',
      'window2.day3': 'on',
    };
    const { zone, rows } = zoneChange(values);
    expect(rows).toEqual([1, 2]);
    expect(zone.windows).toEqual([
      { from: '13:00', to: '17:00', weekdays: [6], capacity: 2 },
      { from: '17:00', to: '20:00', weekdays: [3], capacity: 4 },
    ]);
    expect(zoneChange({ ...values, isActive: '' }).zone.isActive).toBe(false);
  });

  it('puts a window’s message under the row it was typed in, whoever named it', () => {
    const values = { ...zoneValues(BERN), 'window0.from': '', 'window0.to': '', 'window0.capacity': '' };
    // Row 0 is dropped: the API's window 0 is row 1.
    expect(
      zoneErrors(
        {
          'windows.0.capacity': 'At least 2',
          'zone.windows.0.to': 'validation.validUntil.beforeStart',
          'zone.postcodeRanges.1.to': 'validation.postcodeRange.reversed',
          'zone.name.fr': 'validation.required',
          'zone.windows': 'validation.courierWindows.required',
          'zone.slug': 'validation.slug',
        },
        values,
      ),
    ).toEqual({
      'window1.capacity': 'At least 2',
      'window1.to': 'validation.validUntil.beforeStart',
      postcodes: 'validation.postcodeRange.reversed',
      nameFr: 'validation.required',
      windows: 'validation.courierWindows.required',
    });
  });

  it('keeps the API’s refusal of a window without weekdays next to its row', () => {
    const values = { ...zoneValues(BERN), 'window1.day6': '' };
    const refused = CourierZoneWriteSchema.safeParse({ slug: 'bern', ...zoneChange(values).zone });
    expect(refused.success).toBe(false);
    const fields = Object.fromEntries(
      (refused.error?.issues ?? []).map((issue) => [`zone.${issue.path.join('.')}`, issue.message]),
    );
    expect(zoneErrors(fields, values)).toEqual({ 'window1.weekdays': 'validation.weekdays.required' });
  });
});
