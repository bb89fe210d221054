import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_CODES } from './product.schema';
import { isVehicleType, NON_VEHICLE_TYPES, VEHICLE_TYPES } from './vehicle-types';

describe('what is a vehicle', () => {
  it.each(['mighty_beast', 'classy_beast', 'cargo_beast', 'circular_edition', 'cruisy_beast'])(
    'counts a %s as a vehicle',
    (type) => {
      expect(isVehicleType(type)).toBe(true);
    },
  );

  it.each(['accessory', 'service', 'product'])('does not count a %s as a vehicle', (type) => {
    expect(isVehicleType(type)).toBe(false);
  });

  it('does not count a type it does not know', () => {
    expect(isVehicleType('skateboard')).toBe(false);
  });

  it('splits every product type into vehicles and the rest, once', () => {
    expect([...VEHICLE_TYPES, ...NON_VEHICLE_TYPES].toSorted()).toEqual([...PRODUCT_TYPE_CODES].toSorted());
    expect(NON_VEHICLE_TYPES).toEqual(['accessory', 'service', 'product']);
  });
});
