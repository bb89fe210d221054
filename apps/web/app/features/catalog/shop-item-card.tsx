import type { Product } from '@beast/domain/catalog/product.schema';
import type { ReactNode } from 'react';
import { Image } from '../../ui/media';
import { Price } from '../../ui/price';
import { primaryImage } from './vehicles';

/** An accessory, a service or a refurbished good: picture, name, price and optional details. */
export function ShopItemCard({
  product,
  children,
  badges,
  action,
  headingLevel = 3,
}: {
  product: Product;
  children?: ReactNode;
  badges?: ReactNode;
  /** Below the price: the add-to-cart button, given by the page (features do not import each other). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const image = primaryImage(product);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card card--item">
      <div className="card__media">
        {image ? <Image src={image.url} alt={image.alt} width={image.width} height={image.height} /> : null}
      </div>
      <div className="card__body">
        {badges ? <p className="card__badges">{badges}</p> : null}
        <Heading className="card__title">{product.name}</Heading>
        {product.cardPreviewInfo.tagline ? <p className="card__text">{product.cardPreviewInfo.tagline}</p> : null}
        {children}
        <Price amount={product.price} original={product.originalPrice} size="sm" />
        {action}
      </div>
    </article>
  );
}
