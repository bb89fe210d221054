import type { ProductTypeCode } from './product.schema';

/** The product types a service may be attached to (spec §3 vehicle, §4 attachTo): the bikes and the Cruisy scooter. */
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
