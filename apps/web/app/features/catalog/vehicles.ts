import type { Media, Product } from '@beast/domain/catalog/product.schema';
import { isVehicleType } from '@beast/domain/catalog/vehicle-types';

/** The model line-up of the home page: every new bike and the Cruisy scooter, in catalogue order. */
export function modelLineUp(products: readonly Product[]): Product[] {
  return products.filter((product) => !product.isRefurbished && isVehicleType(product.type));
}

/** The picture that represents a product on cards and in link previews. */
export function primaryImage(product: Pick<Product, 'media'>): Media | undefined {
  return product.media.find((media) => media.kind === 'image');
}

/** The largest picture of a product (its scene, when it has one): the home page's hero. */
export function largestImage(product: Pick<Product, 'media'> | undefined): Media | undefined {
  let best: Media | undefined;
  for (const media of product?.media ?? []) {
    if (media.kind === 'image' && (!best || media.width * media.height > best.width * best.height)) best = media;
  }
  return best;
}

/** The flagship of the hero: the Mighty Beast when it is in the line-up, else the first model. */
export function flagship(lineUp: readonly Product[]): Product | undefined {
  return lineUp.find((product) => product.slug === 'mighty-beast') ?? lineUp[0];
}
