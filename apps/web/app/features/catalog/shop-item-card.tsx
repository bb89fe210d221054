import type { Product } from '@beast/domain/catalog/product.schema';
import { productPath } from '@beast/domain/catalog/product-pages';
import type { ReactNode } from 'react';
import { Image } from '../../ui/media';
import { Price } from '../../ui/price';
import { CardTitle } from './card-title';
import { primaryImage } from './vehicles';

/**
 * An accessory, a service or a refurbished good: picture, name, price and optional details. The name links
 * to the product's own page, and the whole card is the link's target (the add-to-cart button stays on top).
 */
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
  const path = productPath(product);
  return (
    <article className={path ? 'card card--item card--linked' : 'card card--item'}>
      <div className="card__media">
        {image ? <Image src={image.url} alt={image.alt} width={image.width} height={image.height} /> : null}
      </div>
      <div className="card__body">
        {badges ? <p className="card__badges">{badges}</p> : null}
        <CardTitle level={headingLevel} path={path}>
          {product.name}
        </CardTitle>
        {product.cardPreviewInfo.tagline ? <p className="card__text">{product.cardPreviewInfo.tagline}</p> : null}
        {children}
        <Price amount={product.price} original={product.originalPrice} size="sm" />
        {action}
      </div>
    </article>
  );
}
