import { describe, expect, it } from 'vitest';
import { formatShopTime, shopHours } from './shop-hours';

describe('shop hours (spec §9: weekdays 10h–19h, Saturday until 18h)', () => {
  it('writes times the Swiss way per language', () => {
    expect(formatShopTime('10:00', 'fr')).toBe('10h');
    expect(formatShopTime('09:30', 'fr')).toBe('9h30');
    expect(formatShopTime('19:00', 'de')).toBe('19:00');
    expect(formatShopTime('09:00', 'en')).toBe('9:00');
  });

  it('takes the hours from the domain constants', () => {
    expect(shopHours('fr')).toEqual({ opens: '10h', closes: '19h', saturdayCloses: '18h' });
    expect(shopHours('en')).toEqual({ opens: '10:00', closes: '19:00', saturdayCloses: '18:00' });
  });
});
