import type { Product } from '@beast/domain/catalog/product.schema';
import { productPath } from '@beast/domain/catalog/product-pages';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { Badge } from '../../ui/badge';
import { Image } from '../../ui/media';
import { CardTitle } from './card-title';
import { PriceToPay } from './package-fees';
import { VehicleFacts } from './vehicle-facts';
import { primaryImage } from './vehicles';

/** A model of the line-up: picture, name, tagline, key figures, the price to pay, limited-edition badge. */
export function ModelCard({ product, headingLevel = 3 }: { product: Product; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const path = productPath(product);
  const image = primaryImage(product);
  return (
    <article className={path ? 'card card--model card--linked' : 'card card--model'}>
      <div className="card__media">
        {image ? <Image src={image.url} alt="" width={image.width} height={image.height} /> : null}
      </div>
      <div className="card__body">
        {product.limitedEdition ? (
          <p className="card__badges">
            <Badge tone="signal">{t('catalog.limitedEdition')}</Badge>
          </p>
        ) : null}
        <CardTitle level={headingLevel} path={path}>
          {product.name}
        </CardTitle>
        <p className="card__text">{product.cardPreviewInfo.tagline}</p>
        <VehicleFacts info={product.cardPreviewInfo} compact />
        <PriceToPay product={product} />
        {product.packageFees.length > 0 ? <p className="card__price-note">{t('price.feesIncluded')}</p> : null}
      </div>
    </article>
  );
}
