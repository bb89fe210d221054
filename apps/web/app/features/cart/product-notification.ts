import type { CartProduct } from './offline-cart';

/**
 * spec §4: adding to the cart also sends a product notification with a summary of the product
 * (name, catalog id, preview info, price, original price, refurbished flag, currency, media).
 */
export interface ProductNotificationEvent {
  event: 'product_notification';
  name: string;
  catalogId: string | null;
  previewInfo: CartProduct['cardPreviewInfo'];
  price: number;
  originalPrice: number;
  isRefurbished: boolean;
  currency: string;
  media: CartProduct['media'];
}

export function productNotification(product: CartProduct): ProductNotificationEvent {
  return {
    event: 'product_notification',
    name: product.name,
    catalogId: product.configuratorCatalogId,
    previewInfo: product.cardPreviewInfo,
    price: product.price,
    originalPrice: product.originalPrice,
    isRefurbished: product.isRefurbished,
    currency: product.currency,
    media: product.media,
  };
}

/** Pushes the summary to the tag manager's dataLayer (created when the tag manager has not loaded yet). */
export function notifyProductAdded(product: CartProduct, dataLayer: unknown[] = browserDataLayer()): void {
  dataLayer.push(productNotification(product));
}

function browserDataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}
