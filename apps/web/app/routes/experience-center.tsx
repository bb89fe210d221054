import { priceToPay } from '@beast/domain/cart/price-to-pay.rules';
import type { Product } from '@beast/domain/catalog/product.schema';
import { servicePagePath } from '@beast/domain/catalog/product-pages';
import type { FindUsLocation } from '@beast/domain/checkout/find-us-api.schema';
import { formatMoney } from '@beast/domain/money/money';
import { catalogApi } from '../features/catalog/catalog-api';
import { centresApi } from '../features/centres/centres-api';
import { centresJsonLd } from '../features/centres/centres-json-ld';
import { PlaceCard } from '../features/centres/place-card';
import { type CentreService, ServiceList } from '../features/centres/service-list';
import { type MapPlace, SwissMap } from '../features/centres/swiss-map';
import { useMinuteClock } from '../features/centres/use-minute-clock';
import { pageContext } from '../lib/api/page-context.server';
import { silentLoads } from '../lib/api/silent-loads.server';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { localizedPath } from '../lib/i18n/language';
import { withLoaderCacheControl } from '../lib/seo/cache-headers';
import { absoluteUrl, seoMeta } from '../lib/seo/seo';
import { Container } from '../ui/container';
import type { Route } from './+types/experience-center';
import '../styles/centres.css';

const PATH = '/experience-center';
const SERVICES_ANCHOR = 'services';

/**
 * /{locale}/experience-center (spec §2): the experience centres and the partner shops with their addresses,
 * hours and whether they are open now, a map of Switzerland drawn by the shop, and the services the centres
 * book. Open now is worked out from the hours where it is shown, on the server and then in the browser every
 * minute, so the page cache (decision 3) never freezes it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { locale, api, shop, origin, t, seoFor } = pageContext(args);
  // spec §8: the experience centres fail silently to an empty list.
  const { silently, respond } = silentLoads();
  const [places, items] = await Promise.all([
    centresApi(api)
      .findUsLocations()
      .catch(silently('centres', [] as FindUsLocation[])),
    catalogApi(api)
      .accessoriesAndServices()
      .then((page) => page.data)
      .catch(silently('services', [] as Product[])),
  ]);
  const services = items
    .filter((item) => item.type === 'service' && !item.isRefurbished)
    .map(
      (service): CentreService => ({
        id: service.id,
        name: service.name,
        tagline: service.cardPreviewInfo.tagline,
        path: servicePagePath(shop.brandName, service.slug),
        price: formatMoney(priceToPay(service), locale),
        originalPrice: service.originalPrice > priceToPay(service) ? formatMoney(service.originalPrice, locale) : null,
      }),
    );
  const pageUrl = absoluteUrl(origin, localizedPath(locale, PATH));
  const page = {
    ...routeTexts(args.request, ['centres']),
    places,
    services,
    renderedAt: new Date().toISOString(),
    seo: seoFor({
      path: PATH,
      title: t('seo.centresTitle'),
      description: t('seo.centresDescription', { brand: shop.brandName }),
    }),
    jsonLd: centresJsonLd(places, { pageUrl, brandName: shop.brandName }),
  };
  return respond(page);
}

export const headers: Route.HeadersFunction = withLoaderCacheControl;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta(loaderData.seo, [{ 'script:ld+json': loaderData.jsonLd }]) : [];

export default function ExperienceCenter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { places, services, renderedAt } = loaderData;
  const now = useMinuteClock(renderedAt);
  const onMap = places.flatMap((place): MapPlace[] =>
    place.position
      ? [{ slug: place.slug, name: place.name, city: place.city, kind: place.kind, position: place.position }]
      : [],
  );
  const groups = [
    { kind: 'experience-centre', title: t('centres.experienceCentres'), lead: t('centres.experienceCentresLead') },
    { kind: 'shop', title: t('centres.shops'), lead: t('centres.shopsLead') },
  ] as const;
  const serviceHref = services.length > 0 ? `#${SERVICES_ANCHOR}` : undefined;
  return (
    <>
      <header className="page-head">
        <Container>
          <p className="eyebrow">{t('centres.eyebrow')}</p>
          <h1 className="page-head__title">{t('centres.title')}</h1>
          <p className="page-head__lead">{t('centres.lead')}</p>
        </Container>
      </header>
      <Container className="centres">
        {places.length === 0 ? <p className="muted">{t('centres.empty')}</p> : null}
        {onMap.length > 0 ? (
          <figure className="centres__map">
            <SwissMap places={onMap} label={t('centres.mapTitle')} insetLabel={t('centres.genevaArea')} />
            <figcaption className="centres__legend">
              <span className="map-legend map-legend--experience-centre">{t('centres.experienceCentre')}</span>
              <span className="map-legend map-legend--shop">{t('centres.shop')}</span>
              <span className="centres__caption">{t('centres.mapCaption')}</span>
            </figcaption>
          </figure>
        ) : null}
        {groups.map(({ kind, title, lead }) => {
          const ofKind = places.filter((place) => place.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <section key={kind} className="centres__group" aria-labelledby={`group-${kind}`}>
              <h2 id={`group-${kind}`} className="centres__title">
                {title}
              </h2>
              <p className="centres__lead">{lead}</p>
              <ul className="centres__list">
                {ofKind.map((place) => (
                  <li key={place.slug}>
                    <PlaceCard
                      place={place}
                      now={now}
                      serviceHref={kind === 'experience-centre' ? serviceHref : undefined}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {services.length > 0 ? (
          <section id={SERVICES_ANCHOR} className="centres__group" aria-labelledby="services-title">
            <h2 id="services-title" className="centres__title">
              {t('centres.servicesTitle')}
            </h2>
            <p className="centres__lead">{t('centres.servicesLead')}</p>
            <ServiceList services={services} />
          </section>
        ) : null}
      </Container>
    </>
  );
}
