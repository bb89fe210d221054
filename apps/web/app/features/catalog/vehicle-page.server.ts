import type { ProductDetail, ProductPageKind } from '@beast/domain/catalog/product.schema';
import { brandSlug, itemListingOf, PRODUCT_SLUG_PATTERN, productPath } from '@beast/domain/catalog/product-pages';
import type { RatingSummary } from '@beast/domain/reviews/reviews-api.schema';
import { redirect } from 'react-router';
import { isNotFound } from '../../lib/api/api-error';
import { metaDescription, type PageContext, pageContext } from '../../lib/api/page-context.server';
import { routeTexts } from '../../lib/i18n/catalogue.server';
import { localizedPath, stripLocalePrefix } from '../../lib/i18n/language';
import { productJsonLd } from '../../lib/seo/json-ld';
import { absoluteUrl } from '../../lib/seo/seo';
import { catalogApi } from './catalog-api';
import { reviewsOfPage } from './reviews/reviews-page.server';
import { ridingRules } from './riding-rules';
import { primaryImage } from './vehicles';

type LoaderArgs = { request: Request; params: Record<string, string | undefined>; context: unknown };

/** The product of a page's slug; a product the API does not know redirects to the home page (spec §2). */
async function productOrHome({ api, locale }: PageContext, slug: string): Promise<ProductDetail> {
  return catalogApi(api)
    .product(slug)
    .catch((error: unknown) => {
      if (isNotFound(error)) throw redirect(localizedPath(locale));
      throw error;
    });
}

/** The texts only a product's page shows, besides the shell's and its reviews': its geometry table and riding rules. */
const PRODUCT_PAGE_TEXTS = ['geometry', 'riding'] as const;

/** Title, description, canonical URL with hreflang alternates, and Product structured data of a product's page. */
function productPageSeo(
  { locale, shop, origin, t, seoFor }: PageContext,
  product: ProductDetail,
  path: string,
  rating: RatingSummary,
) {
  const seo = seoFor({
    path,
    title: t('seo.vehicleTitle', { name: product.name, tagline: product.cardPreviewInfo.tagline }),
    description: metaDescription(product.description || product.cardPreviewInfo.tagline),
    image: primaryImage(product)?.url,
    type: 'product',
  });
  const jsonLd = productJsonLd(product, {
    origin,
    brandName: shop.brandName,
    url: absoluteUrl(origin, localizedPath(locale, path)),
    rating,
  });
  return { seo, jsonLd };
}

/** A product page's data: the product, its reviews, its title and structured data, and the page's texts. */
async function productPage(args: LoaderArgs, context: PageContext, product: ProductDetail, path: string) {
  const { reviewTexts, ...reviews } = await reviewsOfPage(context, args.request, product.id);
  return {
    product,
    // Computed here: the rules and their constants stay out of the page's JavaScript.
    ridingRules: ridingRules(product.speedClass) ?? null,
    ...reviews,
    ...productPageSeo(context, product, path, reviews.reviews.rating),
    catalogue: { ...routeTexts(args.request, PRODUCT_PAGE_TEXTS).catalogue, ...reviewTexts },
  };
}

/**
 * Loader of the product and order pages (spec §2). A vehicle has the page its row names (`page`), so staff
 * publish a model on a page without a code change; any other slug, a product on the other kind of page or
 * without one, and a product the API does not know redirect to the home page (spec §2: unknown → home).
 */
export async function loadVehiclePage(args: LoaderArgs, kind: ProductPageKind) {
  const context = pageContext(args);
  const home = localizedPath(context.locale);
  const slug = args.params.bike ?? '';
  if (!PRODUCT_SLUG_PATTERN.test(slug)) throw redirect(home);
  const product = await productOrHome(context, slug);
  if (productPath(product) !== `/${kind}/${slug}`) throw redirect(home);
  return { kind, ...(await productPage(args, context, product, `/${kind}/${slug}`)) };
}

/**
 * Loader of the page of an accessory or a service (under /service-and-accessories) or of a refurbished good
 * (under /refurbished), docs/decisions/0008-shop-item-pages.md. The product's own path must be the one asked
 * for: a slug of another kind of product (a bike, a refurbished good under the accessories) redirects to the
 * home page, like an unknown slug (spec §2).
 */
export async function loadItemPage(args: LoaderArgs) {
  const context = pageContext(args);
  const home = localizedPath(context.locale);
  const slug = args.params.slug ?? '';
  if (!PRODUCT_SLUG_PATTERN.test(slug)) throw redirect(home);
  const path = stripLocalePrefix(context.url.pathname).replace(/\/+$/, '');
  const product = await productOrHome(context, slug);
  const listing = itemListingOf(product);
  if (!listing || productPath(product) !== path) throw redirect(home);
  return { listing, ...(await productPage(args, context, product, path)) };
}

/**
 * Loader of spec §2's service page, /{locale}/my-{brand}/service/{id}: a service, named by its id or slug
 * (decision 0004), in the brand's space. Any other first segment, a product that is not a service and an
 * unknown one redirect home (spec §2). The page is the service's item page, whose address stays canonical
 * (decision 0008): search engines see one page per service, whatever the brand is called.
 */
export async function loadServicePage(args: LoaderArgs) {
  const context = pageContext(args);
  const home = localizedPath(context.locale);
  const id = args.params.id ?? '';
  if (args.params.brandSpace !== `my-${brandSlug(context.shop.brandName)}` || !PRODUCT_SLUG_PATTERN.test(id)) {
    throw redirect(home);
  }
  const product = await productOrHome(context, id);
  const path = productPath(product);
  if (product.type !== 'service' || product.isRefurbished || !path) throw redirect(home);
  return { listing: 'shop' as const, ...(await productPage(args, context, product, path)) };
}
