import type { Product } from '@beast/domain/catalog/product.schema';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge';
import { Image } from '../../ui/media';
import { Price } from '../../ui/price';
import { useTranslation } from '../i18n/i18n-context';
import { useLocale } from '../i18n/use-locale';
import { VehicleFacts } from './vehicle-facts';
import { primaryImage, vehiclePath } from './vehicles';

/** A model of the line-up: picture, name, tagline, key figures, price "from", limited-edition badge. */
export function ModelCard({ product, headingLevel = 3 }: { product: Product; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const path = vehiclePath(product);
  const image = primaryImage(product);
  const Heading = `h${headingLevel}` as const;
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
        <Heading className="card__title">
          {path ? (
            <Link to={href(path)} className="card__link" prefetch="intent">
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </Heading>
        <p className="card__text">{product.cardPreviewInfo.tagline}</p>
        <VehicleFacts info={product.cardPreviewInfo} compact />
        <Price amount={product.price} original={product.originalPrice} from={product.page !== null} />
      </div>
    </article>
  );
}
