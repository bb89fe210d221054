import type { Product } from '@beast/domain/catalog/product.schema';

/**
 * A catalogue product as the API answers it, with only what a test states about it: an accessory at CHF 100
 * unless told otherwise, its original price its price.
 */
export function testProduct(values: Partial<Product> = {}): Product {
  const id = values.id ?? 1;
  const price = values.price ?? 10_000;
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    type: 'accessory',
    productTypeId: 1,
    subcategoryId: null,
    price,
    originalPrice: price,
    currency: 'CHF',
    media: [],
    cardPreviewInfo: { tagline: '', speedKmh: null, batteryWh: null, weightKg: null },
    configuratorCatalogId: null,
    isRefurbished: false,
    page: null,
    description: '',
    speedClass: null,
    limitedEdition: null,
    refurbished: null,
    packageFees: [],
    ...values,
  };
}
