import { priceToPay } from '@beast/domain/cart/price-to-pay.rules';
import type { Product } from '@beast/domain/catalog/product.schema';
import { absoluteUrl } from './seo';

/** schema.org wants a decimal string: 549900 centimes → "5499.00". Integer maths, no floating point. */
export function priceDecimal(centimes: number): string {
  const francs = Math.trunc(centimes / 100);
  const rest = Math.abs(centimes % 100);
  return `${francs}.${String(rest).padStart(2, '0')}`;
}

export type Availability = 'InStock' | 'PreOrder' | 'SoldOut';

/** Product pages sell from stock; order pages take pre-orders until a limited edition is sold out. */
export function availabilityOf(product: Pick<Product, 'page' | 'limitedEdition'>): Availability {
  if (product.limitedEdition && product.limitedEdition.remaining <= 0) return 'SoldOut';
  return product.page === 'order' ? 'PreOrder' : 'InStock';
}

/** Product structured data (schema.org) for a product's page: a vehicle, an accessory, a service or a refurbished good. */
export function productJsonLd(
  product: Pick<
    Product,
    | 'name'
    | 'description'
    | 'media'
    | 'type'
    | 'price'
    | 'packageFees'
    | 'currency'
    | 'page'
    | 'limitedEdition'
    | 'slug'
    | 'isRefurbished'
  >,
  {
    origin,
    brandName,
    url,
    rating,
  }: {
    origin: string;
    brandName: string;
    url: string;
    /** The published reviews' average and count: only they count (search engines show it under the result). */
    rating?: { average: number | null; count: number };
  },
) {
  const images = product.media.filter((media) => media.kind === 'image').map((media) => absoluteUrl(origin, media.url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: images,
    sku: product.slug,
    brand: { '@type': 'Brand', name: brandName },
    offers: {
      '@type': 'Offer',
      url,
      // The price to pay, as the page shows it: the bike's fees included.
      price: priceDecimal(priceToPay(product)),
      priceCurrency: product.currency,
      availability: `https://schema.org/${availabilityOf(product)}`,
      itemCondition: `https://schema.org/${product.isRefurbished ? 'RefurbishedCondition' : 'NewCondition'}`,
    },
    ...(rating && rating.count > 0 && rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
