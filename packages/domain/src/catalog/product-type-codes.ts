/**
 * spec §3: types counted as sub-products, plus the bikes' own types and refurbished goods. Kept apart from
 * the zod schemas so that browser code deciding what is a vehicle (vehicle-types.ts: the home page's
 * line-up, the cart) does not pull zod into a page's first visit.
 */
export const PRODUCT_TYPE_CODES = [
  'mighty_beast',
  'classy_beast',
  'cargo_beast',
  'xplorer_beast',
  'adventure_beast',
  'maverick_beast',
  'circular_edition',
  'cruisy_beast',
  'accessory',
  'service',
  'product',
] as const;
export type ProductTypeCode = (typeof PRODUCT_TYPE_CODES)[number];
