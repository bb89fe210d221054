import { mandatoryFees } from '@beast/domain/cart/price-to-pay.rules';
import type { ProductDetail, ProductPageKind } from '@beast/domain/catalog/product.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { Badge } from '../../ui/badge';
import { Container } from '../../ui/container';
import { Note } from '../../ui/note';
import { Downloads } from './downloads';
import { formatNumber } from './format';
import { Gallery } from './gallery';
import { PackageFees, PriceToPay } from './package-fees';
import type { RidingRule } from './riding-rules';
import { RidingRulesList } from './riding-rules-list';
import { GeometryTable, SpecTable } from './spec-tables';
import { VehicleFacts } from './vehicle-facts';

/**
 * What the price includes (spec §9): free delivery of vehicles in Switzerland; accessory delivery fees are
 * confirmed at payment; a service is not delivered.
 */
function vatNoteKey(product: ProductDetail): string {
  if (product.speedClass !== null) return 'price.vatIncluded';
  return product.type === 'service' ? 'price.vatOnly' : 'price.vatAccessory';
}

/** The listing a page sits under, for its breadcrumb. */
export interface ParentPage {
  path: string;
  label: string;
}

/**
 * A product page, an order (pre-order) page (spec §2) or the page of an accessory, a service or a
 * refurbished good (`item`): gallery, name, the price to pay (a bike's package fees listed under it),
 * description, highlights, specifications, geometry, riding rules and downloads, each where the product has it. Order pages add the
 * limited-edition count and the configurator notice (spec §8). The route gives the add-to-cart button
 * (`addToCart`), the breadcrumb's listing (`parent`, the bikes by default), facts of its own (`details`)
 * and the reviews (`reviews`).
 */
export function VehiclePage({
  product,
  kind,
  addToCart,
  parent,
  details,
  configurator,
  reviews,
  ridingRules: rules,
}: {
  product: ProductDetail;
  kind: ProductPageKind | 'item';
  addToCart?: ReactNode;
  parent?: ParentPage;
  details?: ReactNode;
  /** An order page's configurator (spec §1); without it, the page says the configurator is unavailable (§8). */
  configurator?: ReactNode;
  /** The product's reviews and the form to write one. */
  reviews?: ReactNode;
  /** The Swiss speed and licence rules of the bike's speed class, from the loader; null for a class without. */
  ridingRules: RidingRule[] | null;
}) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const edition = product.limitedEdition;
  // Links to the sections this product has (an accessory has no specification table, geometry or downloads).
  const jumps = [
    product.specs.length > 0 ? { id: 'specifications', label: t('vehicle.specifications') } : undefined,
    product.geometry ? { id: 'geometry', label: t('vehicle.geometry') } : undefined,
    product.downloads.length > 0 ? { id: 'downloads', label: t('vehicle.downloads') } : undefined,
  ].filter((jump) => jump !== undefined);
  return (
    <article className="vehicle">
      <Container>
        <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
          <ol>
            <li>
              <Link to={href('/')}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={parent ? href(parent.path) : `${href('/')}#models`}>{parent?.label ?? t('nav.bikes')}</Link>
            </li>
            <li>
              <span aria-current="page">{product.name}</span>
            </li>
          </ol>
        </nav>
        <div className="vehicle__top">
          <div className="vehicle__gallery">
            <Gallery media={product.media} name={product.name} />
          </div>
          <div className="vehicle__summary">
            {edition || kind === 'order' ? (
              <p className="vehicle__badges">
                {edition ? <Badge tone="signal">{t('catalog.limitedEdition')}</Badge> : null}
                {kind === 'order' ? <Badge>{t('order.preOrder')}</Badge> : null}
              </p>
            ) : null}
            <h1 className="vehicle__name">{product.name}</h1>
            <p className="vehicle__tagline">{product.cardPreviewInfo.tagline}</p>
            <PriceToPay product={product} size="lg" />
            <p className="vehicle__vat">
              {t(mandatoryFees(product).length > 0 ? 'price.feesIncluded' : vatNoteKey(product))}
            </p>
            <VehicleFacts info={product.cardPreviewInfo} />
            {details}
            {addToCart}
            {mandatoryFees(product).length > 0 ? (
              <section className="vehicle__package" aria-labelledby="package">
                <h2 id="package" className="vehicle__package-title">
                  {t('vehicle.package')}
                </h2>
                <p className="muted">{t('vehicle.packageIntro')}</p>
                <PackageFees product={product} />
              </section>
            ) : null}
            {edition ? (
              <p className="edition">
                <span className="edition__size">
                  {t('order.editionSize', { count: edition.size, size: formatNumber(edition.size, locale, 0) })}
                </span>
                <span className="edition__remaining">
                  {edition.remaining > 0
                    ? t('order.remaining', {
                        count: edition.remaining,
                        remaining: formatNumber(edition.remaining, locale, 0),
                      })
                    : t('order.soldOut')}
                </span>
              </p>
            ) : null}
            {kind === 'order' && !configurator ? (
              <Note title={t('order.configuratorTitle')}>
                <p>{t('errors.CONFIGURATOR_UNAVAILABLE')}</p>
              </Note>
            ) : null}
            {jumps.length > 0 ? (
              <ul className="vehicle__jump">
                {jumps.map((jump) => (
                  <li key={jump.id}>
                    <a href={`#${jump.id}`}>{jump.label}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </Container>

      {configurator}

      <section className="vehicle__section vehicle__section--story" aria-labelledby="overview">
        <Container className="vehicle__story">
          <div>
            <h2 id="overview">{t('vehicle.overview')}</h2>
            <p className="lead">{product.description}</p>
          </div>
          {product.highlights.length > 0 ? (
            <div>
              <h3 className="visually-hidden">{t('vehicle.highlights')}</h3>
              <ul className="highlights">
                {product.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </Container>
      </section>

      <Container>
        <div className="vehicle__columns">
          {product.specs.length > 0 ? (
            <section className="vehicle__section" aria-labelledby="specifications">
              <h2 id="specifications">{t('vehicle.specifications')}</h2>
              <SpecTable specs={product.specs} caption={t('vehicle.specificationsOf', { name: product.name })} />
            </section>
          ) : null}
          {rules ? (
            <section className="vehicle__section" aria-labelledby="riding-rules">
              <h2 id="riding-rules">{t('vehicle.ridingRules', { speed: product.speedClass ?? '' })}</h2>
              <RidingRulesList rules={rules} />
            </section>
          ) : null}
        </div>

        {product.geometry ? (
          <section className="vehicle__section" aria-labelledby="geometry">
            <h2 id="geometry">{t('vehicle.geometry')}</h2>
            <GeometryTable geometry={product.geometry} caption={t('vehicle.geometryOf', { name: product.name })} />
          </section>
        ) : null}

        <div className="vehicle__columns">
          {product.downloads.length > 0 ? (
            <section className="vehicle__section" aria-labelledby="downloads">
              <h2 id="downloads">{t('vehicle.downloads')}</h2>
              <Downloads downloads={product.downloads} />
            </section>
          ) : null}
        </div>
        {reviews}
      </Container>
    </article>
  );
}
