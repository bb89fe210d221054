import { describe, expect, it } from 'vitest';
import { formatNumber, formatUnit, formatWattHours } from './format';

describe('figures on the catalogue pages', () => {
  it('group thousands like prices do', () => {
    expect(formatNumber(12_500, 'de')).toBe('12’500');
    expect(formatNumber(12_500, 'en')).toBe('12’500');
    expect(formatNumber(12_500, 'fr')).toBe('12\u202F500');
  });

  it('keep a figure with its unit', () => {
    expect(formatWattHours(1008, 'en')).toBe('1’008\u00A0Wh');
    expect(formatUnit(45, 'kilometer-per-hour', 'de', 0)).toBe('45\u00A0km/h');
    expect(formatUnit(45, 'kilometer-per-hour', 'fr', 0)).toBe('45\u202Fkm/h');
  });
});
