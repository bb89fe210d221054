/** Paging defaults of the API calls (spec §7, §9). */

export const DEFAULT_OFFSET = 0;
/** GET /products?take=500 */
export const PRODUCTS_TAKE = 500;
/** GET /product-subcategories and /product-subcategories/refurbished */
export const SUBCATEGORIES_PAGE_SIZE = 100;
// GET /articles and the blog's page: content/editorial.ts (ARTICLES_DEFAULT_LIMIT, BLOG_PAGE_SIZE).
/** GET /refurbished-products with subcategoryId */
export const REFURBISHED_PAGE_SIZE = 20;
/** GET /refurbished-products as the full list call (offset 0, limit 100) */
export const REFURBISHED_LIST_PAGE_SIZE = 100;
/** GET /accessories-and-services */
export const ACCESSORIES_PAGE_SIZE = 100;
/** The account's "My quotations" list. */
export const QUOTATION_PAGE_SIZE = 20;
