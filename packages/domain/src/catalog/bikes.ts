import type { ProductPageKind } from './product.schema';

/**
 * The storefront's vehicle pages (spec §2): five product pages and four order (pre-order) pages, plus
 * the Cruisy scooter's product page (docs/decisions/0008-shop-item-pages.md: a model with gallery,
 * specifications and downloads gets a model page). The slug is the path segment and the product's slug.
 */
export const PRODUCT_PAGE_BIKES = [
  'cargo-beast',
  'mighty-beast',
  'mighty-beast-25',
  'classy-beast',
  'classy-beast-45',
  'cruisy-beast',
] as const;
export const ORDER_PAGE_BIKES = ['xplorer-beast', 'adventure-beast', 'maverick-beast', 'circular-edition'] as const;

export type ProductPageBike = (typeof PRODUCT_PAGE_BIKES)[number];
export type OrderPageBike = (typeof ORDER_PAGE_BIKES)[number];

export function isBikeForPage(page: ProductPageKind, slug: string): boolean {
  const list: readonly string[] = page === 'product' ? PRODUCT_PAGE_BIKES : ORDER_PAGE_BIKES;
  return list.includes(slug);
}
