import { PRODUCT_TYPE_CODES, type ProductTypeCode } from './product-type-codes';

/**
 * What is a vehicle (spec §3 vehicle, §4 attachTo): the bikes and the Cruisy scooter. Only a vehicle
 * carries package fees, takes attached services and is delivered free; every other type (accessory,
 * service, product) is sold on the service-and-accessories page. The one place this is decided.
 */
export const VEHICLE_TYPES: readonly ProductTypeCode[] = [
  'mighty_beast',
  'classy_beast',
  'cargo_beast',
  'xplorer_beast',
  'adventure_beast',
  'maverick_beast',
  'circular_edition',
  'cruisy_beast',
];

/** The types that are not vehicles: accessories, services and other products. */
export const NON_VEHICLE_TYPES: readonly ProductTypeCode[] = PRODUCT_TYPE_CODES.filter(
  (type) => !VEHICLE_TYPES.includes(type),
);

/** Whether a product type is a vehicle; a type this version does not know (an old stored cart line) is not. */
export function isVehicleType(type: string): boolean {
  return (VEHICLE_TYPES as readonly string[]).includes(type);
}
