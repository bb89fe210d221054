import {
  type Page,
  PRODUCT_TYPE_CODES,
  type Product,
  type ProductDetail,
  type ProductTypeCode,
  SPEC_ENTRY_KEYS,
  type SpecEntry,
  type Subcategory,
} from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { DomainError } from '../../errors/domain-error';
import type { CatalogRepository, ProductRow } from './catalog.repository';

export interface Paging {
  offset: number;
  limit: number;
}

/** Catalogue use cases: reads only, answered in one language, money in centimes. */
export function createCatalogService(repository: CatalogRepository) {
  return {
    async listProducts(locale: Locale, take: number): Promise<Product[]> {
      const rows = await repository.findProducts(locale, { offset: 0, limit: take });
      return rows.map(toProduct);
    },

    /** `idOrSlug` is the numeric id of spec §7, or the product's slug used by the storefront's URLs. */
    async getProduct(locale: Locale, idOrSlug: string): Promise<ProductDetail> {
      const where = /^\d+$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
      const row = await repository.findProduct(locale, where);
      if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
      return toProductDetail(row, locale);
    },

    async getProductOfType(locale: Locale, typeIdOrCode: string): Promise<ProductDetail> {
      const where = /^\d+$/.test(typeIdOrCode)
        ? { id: Number(typeIdOrCode) }
        : isProductTypeCode(typeIdOrCode)
          ? { code: typeIdOrCode }
          : undefined;
      const row = where && (await repository.findProductOfType(locale, where));
      if (!row) throw new DomainError('PRODUCT_NOT_FOUND');
      return toProductDetail(row, locale);
    },

    async listSubcategories(
      locale: Locale,
      kinds: ('accessory' | 'service' | 'refurbished')[],
      paging: Paging,
    ): Promise<Page<Subcategory>> {
      const rows = await repository.findSubcategories(locale, { kinds, ...paging });
      return {
        data: rows.map(({ total: _total, ...subcategory }) => subcategory),
        ...paging,
        total: await totalOf(rows, paging, () => repository.findSubcategories(locale, { kinds, offset: 0, limit: 1 })),
      };
    },

    async listRefurbished(locale: Locale, paging: Paging, subcategoryId?: number): Promise<Page<Product>> {
      return pageOfProducts(locale, { refurbished: true, subcategoryId, ...paging });
    },

    async listAccessoriesAndServices(locale: Locale, paging: Paging, subcategoryId?: number): Promise<Page<Product>> {
      return pageOfProducts(locale, { types: ['accessory', 'service'], subcategoryId, ...paging });
    },
  };

  async function pageOfProducts(
    locale: Locale,
    filter: Parameters<CatalogRepository['findProducts']>[1],
  ): Promise<Page<Product>> {
    const rows = await repository.findProducts(locale, filter);
    const total = await totalOf(rows, filter, () =>
      repository.findProducts(locale, { ...filter, offset: 0, limit: 1 }),
    );
    return { data: rows.map(toProduct), offset: filter.offset, limit: filter.limit, total };
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * The total comes with every row (`count(*) over()`); only a page past the end has no row to carry
 * it, and then one cheap query asks for it.
 */
async function totalOf(rows: { total: number }[], paging: Paging, countQuery: () => Promise<{ total: number }[]>) {
  if (rows[0]) return rows[0].total;
  if (paging.offset === 0) return 0;
  const [first] = await countQuery();
  return first?.total ?? 0;
}

function isProductTypeCode(value: string): value is ProductTypeCode {
  return (PRODUCT_TYPE_CODES as readonly string[]).includes(value);
}

export function toProduct({ product, typeCode, translation }: Omit<ProductRow, 'total'>): Product {
  const alts = translation.content.mediaAlts;
  return {
    id: product.id,
    slug: product.slug,
    name: translation.name,
    type: typeCode,
    productTypeId: product.productTypeId,
    subcategoryId: product.subcategoryId,
    price: product.price,
    originalPrice: product.originalPrice,
    currency: 'CHF',
    media: product.media.map((media, index) => ({ ...media, alt: alts[index] ?? translation.name })),
    cardPreviewInfo: {
      tagline: translation.content.tagline,
      speedKmh: product.speedKmh,
      batteryWh: product.batteryWh,
      weightKg: product.weightGrams === null ? null : product.weightGrams / 1000,
    },
    configuratorCatalogId: product.configuratorCatalogId,
    isRefurbished: product.isRefurbished,
    page: product.page,
    description: translation.description,
    speedClass: product.speedKmh,
    limitedEdition:
      product.editionSize === null
        ? null
        : { size: product.editionSize, remaining: product.editionSize - product.editionSold },
    refurbished: product.refurbished,
    packageFees: product.packageFees,
  };
}

/** A product with its specs and downloads in one language (also what My vehicles shows of a bike). */
export function toProductDetail(row: Omit<ProductRow, 'total'>, locale: Locale): ProductDetail {
  const { product, translation } = row;
  const specs: SpecEntry[] = SPEC_ENTRY_KEYS.flatMap((key) => {
    const value = translation.content.specs[key];
    return value ? [{ key, value }] : [];
  });
  const downloads = (product.downloads?.[locale] ?? []).map((download, index) => ({
    ...download,
    title: translation.content.downloadTitles[index] ?? download.kind,
  }));
  return {
    ...toProduct(row),
    highlights: translation.content.highlights,
    specs,
    geometry: product.geometry,
    downloads,
  };
}
