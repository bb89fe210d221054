import { priceToPay } from '@beast/domain/cart/price-to-pay.rules';
import { PRODUCT_TOAST_MS } from '@beast/domain/constants/ui';
import { formatMoney } from '@beast/domain/money/money';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { showToast } from '../../ui/toast';
import { maxQuantity } from './line-maximum';
import type { CartProduct } from './offline-cart';
import { notifyProductAdded } from './product-notification';

/** spec §2: the "product added" toast leads to the first checkout step. */
export const CHECKOUT_PATH = '/checkout/product/order';

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
 * Adds one unit of a product to the cart (the guest's offline cart or the signed-in server cart), then
 * shows the 4 s toast (spec §2) and sends the product notification (spec §4). A limited edition with
 * nothing left cannot be added; a refusal (OUT_OF_STOCK, the line maximum) is said under the button.
 */
export function AddToCartButton({
  product,
  attachTo,
  label,
  className,
  checkoutPath = CHECKOUT_PATH,
}: {
  product: CartProduct;
  /** A service added to a bike line of the cart. */
  attachTo?: string;
  label?: string;
  className?: string;
  /** Where the toast's Checkout leads: the product checkout, or a service's (/checkout/service) on its page. */
  checkoutPath?: string;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const soldOut = maxQuantity(product) < 1;

  async function add() {
    setPending(true);
    setError(null);
    // The cart store, the API transport and the error texts load at the first add: product pages' first
    // visit stays small.
    const [{ addToCart }, { errorText }, { CART_ERROR_TEXT }] = await Promise.all([
      import('./cart-store'),
      import('../../lib/api/error-text'),
      import('./cart-errors'),
    ]);
    const result = await addToCart(product, { attachTo });
    setPending(false);
    if (!result.ok) {
      setError(errorText(result.error, t, CART_ERROR_TEXT));
      return;
    }
    notifyProductAdded(product);
    showToast(<ProductToast product={product} checkoutPath={checkoutPath} />, PRODUCT_TOAST_MS);
  }

  return (
    <div className={className ? `add-to-cart ${className}` : 'add-to-cart'}>
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        onClick={() => void add()}
        disabled={soldOut || pending}
        aria-describedby={error ? messageId : undefined}
      >
        {soldOut ? t('order.soldOut') : (label ?? t('cart.add'))}
      </button>
      <p id={messageId} className="add-to-cart__error" role="status">
        {error}
      </p>
    </div>
  );
}
