import { WARRANTY_YEARS } from '@beast/domain/constants/business';
import { REFURBISHED_PAGE_SIZE } from '@beast/domain/constants/paging';
import { SPEED_CLASSES } from '@beast/domain/constants/vehicle-facts';
import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { useRouteLoaderData } from 'react-router';
import { catalogApi } from '../features/catalog/catalog-api';
import { ModelCard } from '../features/catalog/model-card';
import { RefurbishedCard } from '../features/catalog/refurbished-card';
import { flagship, largestImage, modelLineUp } from '../features/catalog/vehicles';
import { Advantages } from '../features/home/advantages';
import { ExploreLinks } from '../features/home/explore-links';
import { Hero } from '../features/home/hero';
import { HomeVideo } from '../features/home/home-video';
import { SpecialOffersTeaser } from '../features/home/special-offers-teaser';
import { ApiError } from '../lib/api/api-error';
import { pageContext } from '../lib/api/page-context.server';
import { silentLoads } from '../lib/api/silent-loads.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { pageSeo, seoMeta } from '../lib/seo/seo';
import type { loader as rootLoader } from '../root';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { Note } from '../ui/note';
import type { Route } from './+types/home';

/** How many refurbished goods the home page teases. */
const REFURBISHED_TEASER_SIZE = 3;

export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, origin, t } = pageContext(args);
  const catalog = catalogApi(api);
  // spec §8: these loads fail silently and fall back to empty data.
  const { silently, degrade, respond } = silentLoads();
  const [products, home, offers, refurbished] = await Promise.all([
    catalog.products().catch(silently('products', [])),
    catalog.homePage().then(
      (page) => ({ page, error: undefined }),
      // spec §8: home page errors show the server's message, else "Get home-page error".
      (error: unknown) => {
        degrade();
        return {
          page: undefined,
          error: error instanceof ApiError && error.fromServer ? error.message : t('errors.GET_HOME_PAGE_FAILED'),
        };
      },
    ),
    catalog.specialOffers().catch(silently('special offers', [])),
    catalog
      .refurbishedProducts({ offset: 0, limit: Math.min(REFURBISHED_TEASER_SIZE, REFURBISHED_PAGE_SIZE) })
      .catch(silently('refurbished goods', { data: [], total: 0, offset: 0, limit: REFURBISHED_TEASER_SIZE })),
  ]);
  const lineUp = modelLineUp(products);
  const scene = largestImage(flagship(lineUp));
  const page = {
    ...routeTexts(args.request, ['home']),
    lineUp,
    scene,
    video: home.page?.video ?? null,
    advantages: home.page?.translations.advantageSections ?? [],
    homeError: home.error,
    offers: offers.map((offer) => ({ ...offer, validUntilText: formatSwissDate(offer.validUntil, locale) })),
    refurbished: refurbished.data,
    refurbishedTotal: refurbished.total,
    seo: pageSeo({
      origin,
      locale,
      path: '/',
      title: t('seo.homeTitle', { brand: shop.brandName }),
      description: t('seo.homeDescription', {
        brand: shop.brandName,
        slow: SPEED_CLASSES.kmh25.maxKmh,
        fast: SPEED_CLASSES.kmh45.maxKmh,
        years: WARRANTY_YEARS,
      }),
      siteName: shop.brandName,
      image: scene?.url,
    }),
  };
  return respond(page);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { lineUp, scene, video, advantages, homeError, offers, refurbished, refurbishedTotal } = loaderData;
  return (
    <>
      <Hero scene={scene} />

      <section id="models" className="section models" aria-labelledby="models-title">
        <Container>
          <div className="section__head">
            <div>
              <p className="eyebrow">{t('home.models.eyebrow')}</p>
              <h2 id="models-title" className="section__title">
                {t('home.models.title', { brand: root?.brandName ?? '' })}
              </h2>
            </div>
            <p className="section__intro">{t('home.models.intro')}</p>
          </div>
          {lineUp.length > 0 ? (
            <ul className="card-grid">
              {lineUp.map((product) => (
                <li key={product.id}>
                  <ModelCard product={product} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('notices.noResults')}</p>
          )}
        </Container>
      </section>

      {video ? <HomeVideo video={video} /> : null}
      {homeError ? (
        <Container>
          <Note tone="warning">
            <p>{homeError}</p>
          </Note>
        </Container>
      ) : null}

      <Advantages sections={advantages} />

      <SpecialOffersTeaser offers={offers} />

      {refurbished.length > 0 ? (
        <section className="section section--mist refurbished-teaser" aria-labelledby="refurbished-title">
          <Container>
            <div className="section__head">
              <div>
                <p className="eyebrow">{t('home.refurbished.eyebrow')}</p>
                <h2 id="refurbished-title" className="section__title">
                  {t('home.refurbished.title')}
                </h2>
              </div>
              <p className="section__intro">{t('home.refurbished.intro')}</p>
            </div>
            <ul className="card-grid">
              {refurbished.map((product) => (
                <li key={product.id}>
                  <RefurbishedCard product={product} />
                </li>
              ))}
            </ul>
            <p className="section__more">
              <ButtonLink to={href('/refurbished')} variant="secondary" prefetch="intent">
                {t('home.refurbished.all', { count: refurbishedTotal })}
              </ButtonLink>
            </p>
          </Container>
        </section>
      ) : null}

      <ExploreLinks />
    </>
  );
}
