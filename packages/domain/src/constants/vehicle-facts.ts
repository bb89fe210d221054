/** Vehicle and legal facts stated on the product pages (spec §1, §9). */

/** spec §9: top assisted speed and the speed reached without pedalling, per class. */
export const SPEED_CLASSES = {
  kmh25: { maxKmh: 25, withoutPedallingKmh: 20 },
  kmh45: { maxKmh: 45, withoutPedallingKmh: 30 },
} as const;
export const CRUISY_MAX_SPEED_KMH = 20;

/** spec §9: battery capacities in Wh (48 V x 14 Ah = 672 Wh). */
export const BATTERY_CAPACITIES_WH = [672, 708, 804, 1008] as const;

export const MIGHTY_BEAST_WEIGHT_KG = { min: 36, max: 38 } as const;
export const CARGO_MAX_LOAD_KG = 200;
export const RACK_LIMITS_KG = [25, 50, 80] as const;

/** spec §9: Swiss rules for riding each speed class. */
export const LICENCE_RULES = {
  kmh25: { noLicenceFromAge: 16, licenceCategoryUnder16: 'M', minimumAge: 14 },
  kmh45: {
    licenceCategory: 'M',
    plateWithLiabilityInsurance: true,
    helmetRequired: true,
    minimumAge: 14,
  },
} as const;
