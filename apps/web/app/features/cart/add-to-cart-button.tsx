import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { maxQuantity } from './line-maximum';
import type { CartProduct } from './offline-cart';

/** spec §2: the "product added" toast leads to the first checkout step. */
export const CHECKOUT_PATH = '/checkout/product/order';

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
    // The cart store, the API transport, the error texts and the toast load at the first add: product pages'
    // first visit stays small.
    const [{ addToCart }, { errorText }, { CART_ERROR_TEXT }, { announceProductAdded }] = await Promise.all([
      import('./cart-store'),
      import('../../lib/api/error-text'),
      import('./cart-errors'),
      import('./product-added'),
    ]);
    const result = await addToCart(product, { attachTo });
    setPending(false);
    if (!result.ok) {
      setError(errorText(result.error, t, CART_ERROR_TEXT));
      return;
    }
    announceProductAdded(product, checkoutPath);
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
