import { isBikeForPage } from '@beast/domain/catalog/bikes';
import type { ProductPageKind } from '@beast/domain/catalog/product.schema';
import { redirect } from 'react-router';
import { isNotFound } from '../api/api-client';
import { metaDescription, pageContext } from '../api/page-context.server';
import { localizedPath } from '../i18n/language';
import { productJsonLd } from '../seo/json-ld';
import { absoluteUrl, pageSeo } from '../seo/seo';
import { primaryImage } from './vehicles';

/**
 * Loader of the product and order pages (spec §2). Only the slugs of the route table have a page; any
 * other slug, and a product the API does not know, redirects to the home page (spec §2: unknown → home).
 */
export async function loadVehiclePage(
  args: { request: Request; params: { bike?: string }; context: unknown },
  kind: ProductPageKind,
) {
  const { locale, api, shop, origin, t } = pageContext(args);
  const slug = args.params.bike ?? '';
  const home = localizedPath(locale);
  if (!isBikeForPage(kind, slug)) throw redirect(home);
  const product = await api.product(slug).catch((error: unknown) => {
    if (isNotFound(error)) throw redirect(home);
    throw error;
  });
  const path = `/${kind}/${slug}`;
  const seo = pageSeo({
    origin,
    locale,
    path,
    title: t('seo.pageTitle', {
      title: t('seo.vehicleTitle', { name: product.name, tagline: product.cardPreviewInfo.tagline }),
      brand: shop.brandName,
    }),
    description: metaDescription(product.description || product.cardPreviewInfo.tagline),
    siteName: shop.brandName,
    image: primaryImage(product)?.url,
    type: 'product',
  });
  const jsonLd = productJsonLd(product, {
    origin,
    brandName: shop.brandName,
    url: absoluteUrl(origin, localizedPath(locale, path)),
  });
  return { kind, product, seo, jsonLd };
}
