import { LICENCE_RULES, SPEED_CLASSES } from '@beast/domain/constants/vehicle-facts';

/** One line of the riding rules: a translation key and the numbers it states (spec §9, from the domain constants). */
export interface RidingRule {
  key: string;
  values: Record<string, string | number>;
}

/**
 * The Swiss speed and licence facts for a bike's speed class (spec §9): 25 km/h bikes (20 without
 * pedalling) need no licence from 16, a category M licence at 14–15; 45 km/h bikes (30 without
 * pedalling) need licence M, a plate with liability insurance and a helmet, from 14.
 * Undefined for a class without rules (the 20 km/h scooter, accessories).
 */
export function ridingRules(speedClass: number | null): RidingRule[] | undefined {
  if (speedClass === SPEED_CLASSES.kmh25.maxKmh) {
    const speed = SPEED_CLASSES.kmh25;
    const licence = LICENCE_RULES.kmh25;
    return [
      { key: 'riding.speed', values: { max: speed.maxKmh, withoutPedalling: speed.withoutPedallingKmh } },
      { key: 'riding.kmh25.noLicence', values: { age: licence.noLicenceFromAge } },
      {
        key: 'riding.kmh25.youngRiders',
        values: {
          minAge: licence.minimumAge,
          maxAge: licence.noLicenceFromAge - 1,
          category: licence.licenceCategoryUnder16,
        },
      },
    ];
  }
  if (speedClass === SPEED_CLASSES.kmh45.maxKmh) {
    const speed = SPEED_CLASSES.kmh45;
    const licence = LICENCE_RULES.kmh45;
    const rules: RidingRule[] = [
      { key: 'riding.speed', values: { max: speed.maxKmh, withoutPedalling: speed.withoutPedallingKmh } },
      { key: 'riding.kmh45.licence', values: { category: licence.licenceCategory } },
    ];
    if (licence.plateWithLiabilityInsurance) rules.push({ key: 'riding.kmh45.plate', values: {} });
    if (licence.helmetRequired) rules.push({ key: 'riding.kmh45.helmet', values: {} });
    rules.push({ key: 'riding.kmh45.minimumAge', values: { age: licence.minimumAge } });
    return rules;
  }
  return undefined;
}
