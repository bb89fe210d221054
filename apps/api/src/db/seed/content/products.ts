import type { ProductSeed } from '../seed-types';
import { ACCESSORIES } from './accessories';
import { REFURBISHED } from './refurbished';
import { SERVICES } from './services';
import { VEHICLES } from './vehicles';

/**
 * The whole demo catalogue: the ten vehicles of spec §1, accessories, services and refurbished goods.
 * Each group lives in its own module; this list only fixes the order the seeder inserts them in.
 */
export const PRODUCTS: ProductSeed[] = [...VEHICLES, ...ACCESSORIES, ...SERVICES, ...REFURBISHED];
