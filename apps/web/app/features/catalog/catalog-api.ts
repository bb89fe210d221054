import {
  HomePageSchema,
  ProductDetailSchema,
  ProductSchema,
  pageOf,
  SubcategorySchema,
} from '@beast/domain/catalog/product.schema';
import { ACCESSORIES_PAGE_SIZE, PRODUCTS_TAKE, SUBCATEGORIES_PAGE_SIZE } from '@beast/domain/constants/paging';
import { SpecialOfferSchema } from '@beast/domain/offers/offer-api.schema';
import { z } from '@beast/domain/zod';
import type { ApiTransport } from '../../lib/api/api-transport';

const ProductListSchema = z.array(ProductSchema);
const ProductPageSchema = pageOf(ProductSchema);
const SubcategoryPageSchema = pageOf(SubcategorySchema);
const SpecialOfferListSchema = z.array(SpecialOfferSchema);

/** The catalogue's public reads (spec §7 /products…, /special-offers, /home-page; read by the pages' loaders). */
export function catalogApi(api: ApiTransport) {
  return {
    /** spec §7: GET /products?take=500 */
    products: () => api.get('/api/products', { schema: ProductListSchema, query: { take: PRODUCTS_TAKE } }),
    /** One product by id or slug, with specs, geometry, fees and downloads. */
    product: (idOrSlug: string | number) =>
      api.get(`/api/products/${encodeURIComponent(String(idOrSlug))}`, { schema: ProductDetailSchema }),
    accessorySubcategories: () =>
      api.get('/api/product-subcategories', {
        schema: SubcategoryPageSchema,
        query: { offset: 0, limit: SUBCATEGORIES_PAGE_SIZE },
      }),
    refurbishedCategories: () =>
      api.get('/api/product-subcategories/refurbished', {
        schema: SubcategoryPageSchema,
        query: { offset: 0, limit: SUBCATEGORIES_PAGE_SIZE },
      }),
    refurbishedProducts: (page: { offset: number; limit: number; subcategoryId?: number }) =>
      api.get('/api/refurbished-products', { schema: ProductPageSchema, query: page }),
    accessoriesAndServices: (filter: { subcategoryId?: number } = {}) =>
      api.get('/api/accessories-and-services', {
        schema: ProductPageSchema,
        query: { offset: 0, limit: ACCESSORIES_PAGE_SIZE, ...filter },
      }),
    specialOffers: () => api.get('/api/special-offers', { schema: SpecialOfferListSchema }),
    homePage: () => api.get('/api/home-page', { schema: HomePageSchema }),
  };
}

export type CatalogApi = ReturnType<typeof catalogApi>;
