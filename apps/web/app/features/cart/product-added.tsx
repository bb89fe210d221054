import { priceToPay } from '@beast/domain/cart/price-to-pay.rules';
import { PRODUCT_TOAST_MS } from '@beast/domain/constants/ui';
import { formatMoney } from '@beast/domain/money/money';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { showToast } from '../../ui/toast';
import type { CartProduct } from './offline-cart';
import { notifyProductAdded } from './product-notification';

/** spec §2 product toast; its price is the price to pay (the bike's fees included), as on the product page. */
function ProductToast({ product, checkoutPath }: { product: CartProduct; checkoutPath: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const image = product.media.find((item) => item.kind === 'image');
  return (
    <div className="product-toast">
      {image ? <img src={image.url} alt="" width={64} height={Math.round((64 * image.height) / image.width)} /> : null}
      <div className="product-toast__text">
        <p className="product-toast__title">{t('cart.added')}</p>
        <p className="product-toast__name">{product.name}</p>
        <p className="product-toast__price">{formatMoney(priceToPay(product), locale)}</p>
      </div>
      <a className="button button--primary product-toast__checkout" href={checkoutPath}>
        {t('cart.checkout')}
      </a>
    </div>
  );
}

/**
 * What follows a product's addition to the cart: the product notification (spec §4) and the 4 s toast leading
 * to the checkout (spec §2). Loaded with the first add (add-to-cart-button.tsx).
 */
export function announceProductAdded(product: CartProduct, checkoutPath: string): void {
  notifyProductAdded(product);
  showToast(<ProductToast product={product} checkoutPath={checkoutPath} />, PRODUCT_TOAST_MS);
}
