import { describe, expect, it } from 'vitest';
import { ridingRules } from './riding-rules';

describe('riding rules per speed class (spec §9)', () => {
  it('states 25 km/h (20 without pedalling), no licence from 16, category M at 14–15', () => {
    expect(ridingRules(25)).toEqual([
      { key: 'riding.speed', values: { max: 25, withoutPedalling: 20 } },
      { key: 'riding.kmh25.noLicence', values: { age: 16 } },
      { key: 'riding.kmh25.youngRiders', values: { minAge: 14, maxAge: 15, category: 'M' } },
    ]);
  });

  it('states 45 km/h (30 without pedalling), licence M, plate with insurance, helmet, from 14', () => {
    expect(ridingRules(45)).toEqual([
      { key: 'riding.speed', values: { max: 45, withoutPedalling: 30 } },
      { key: 'riding.kmh45.licence', values: { category: 'M' } },
      { key: 'riding.kmh45.plate', values: {} },
      { key: 'riding.kmh45.helmet', values: {} },
      { key: 'riding.kmh45.minimumAge', values: { age: 14 } },
    ]);
  });

  it('has no rules for other classes', () => {
    expect(ridingRules(20)).toBeUndefined();
    expect(ridingRules(null)).toBeUndefined();
  });
});
