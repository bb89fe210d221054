import type { Product } from './product.schema';
import { isVehicleType } from './vehicle-types';

/**
 * Where each product has its own page in the storefront, without locale prefix (spec §2;
 * docs/decisions/0008-shop-item-pages.md): a vehicle on its product or order page, an accessory or a
 * service under the service-and-accessories listing, a refurbished good under the refurbished listing.
 */
export const ITEM_LISTINGS = {
  shop: '/service-and-accessories',
  refurbished: '/refurbished',
} as const;
export type ItemListing = keyof typeof ITEM_LISTINGS;

/** A product's slug as it appears in a URL (decision 0004): lowercase words joined by hyphens. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The listing whose detail page shows a product; undefined for a vehicle (every other type is sold on the shop page). */
export function itemListingOf(product: Pick<Product, 'type' | 'isRefurbished'>): ItemListing | undefined {
  if (product.isRefurbished) return 'refurbished';
  return isVehicleType(product.type) ? undefined : 'shop';
}

/** The path of a product's page; undefined when it has none (a vehicle without a page). */
export function productPath(product: Pick<Product, 'page' | 'slug' | 'type' | 'isRefurbished'>): string | undefined {
  const listing = itemListingOf(product);
  if (listing) return `${ITEM_LISTINGS[listing]}/${product.slug}`;
  return product.page ? `/${product.page}/${product.slug}` : undefined;
}

/**
 * The brand's name as a URL segment (BRAND.md: the brand is configuration, "Beast" by default): lowercase
 * words of letters and digits joined by hyphens, accents dropped ("Vélo Suisse" → "velo-suisse").
 */
export function brandSlug(brandName: string): string {
  return brandName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * spec §2 `/{locale}/my-{brand}/service/{id}`: a service's page under the brand's own space (`/my-beast/…`),
 * the id being the service's id or slug (decision 0004). Its canonical address stays the listing's
 * (decision 0008): one per service, whatever the brand is called.
 */
export function servicePagePath(brandName: string, idOrSlug: string | number): string {
  return `/my-${brandSlug(brandName)}/service/${idOrSlug}`;
}
