import type { Product } from '@beast/domain/catalog/product.schema';
import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import { CART_LINE_MAX_QUANTITY } from '@beast/domain/constants/business';
import { COUPON_CODE_MAX_LENGTH } from '@beast/domain/constants/field-limits';
import { formatMoney } from '@beast/domain/money/money';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../lib/api/error-text';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { Container } from '../../ui/container';
import { feeAmount, feeLabel } from '../../ui/fee-text';
import { Note } from '../../ui/note';
import { AddToCartButton, CHECKOUT_PATH } from './add-to-cart-button';
import type { CartLineView } from './cart-adapter';
import { CART_ERROR_TEXT, type CartError } from './cart-errors';
import { type CartState, removeLine, setQuantity, typeCoupon } from './cart-store';
import { useCart } from './use-cart';

function Money({ amount }: { amount: number }) {
  const { locale } = useLocale();
  return <>{formatMoney(amount, locale)}</>;
}

function LineError({ id, error }: { id: string; error: CartError | undefined }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="cart-line__error" role="status">
      {error ? errorText(error, t, CART_ERROR_TEXT) : null}
    </p>
  );
}

/** − / input / +, from 1 to the line's maximum (10, or what is left of a limited edition). */
function QuantityStepper({ line, typed, error }: { line: CartLineView; typed?: string; error?: CartError }) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const value = typed ?? String(line.quantity);
  const shown = Number.parseInt(value, 10);
  const current = Number.isInteger(shown) ? shown : line.quantity;
  const max = Math.max(1, Math.min(CART_LINE_MAX_QUANTITY, line.maxQuantity));
  return (
    <div className="stepper">
      <label htmlFor={inputId} className="visually-hidden">
        {t('cart.quantityOf', { name: line.product.name })}
      </label>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.decrease', { name: line.product.name })}
        disabled={current <= 1}
        onClick={() => setQuantity(line.id, String(current - 1))}
      >
        −
      </button>
      <input
        id={inputId}
        className="stepper__input"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => setQuantity(line.id, event.target.value)}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.increase', { name: line.product.name })}
        disabled={current >= max}
        onClick={() => setQuantity(line.id, String(current + 1))}
      >
        +
      </button>
      <LineError id={errorId} error={error} />
    </div>
  );
}

function CouponField({ line, cart }: { line: CartLineView; cart: CartState }) {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState(line.couponName ?? '');
  useEffect(() => setCode(line.couponName ?? ''), [line.couponName]);
  const refused = cart.errorCoupon?.lineId === line.id ? cart.errorCoupon : null;
  const message = refused
    ? errorText({ code: refused.code, message: refused.text || undefined, field: refused.field }, t, CART_ERROR_TEXT)
    : line.couponName && line.couponDiscount > 0
      ? t('cart.couponApplied', { code: line.couponName })
      : '';
  return (
    <div className="coupon">
      <label htmlFor={inputId} className="coupon__label">
        {t('cart.coupon')}
      </label>
      <input
        id={inputId}
        className="coupon__input"
        value={code}
        maxLength={COUPON_CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={refused ? true : undefined}
        aria-describedby={messageId}
        onChange={(event) => {
          setCode(event.target.value);
          typeCoupon(line.id, event.target.value);
        }}
      />
      <p
        id={messageId}
        className={refused ? 'coupon__message coupon__message--error' : 'coupon__message'}
        role="status"
      >
        {message}
      </p>
    </div>
  );
}

function Options({ options }: { options: Record<string, string> | null }) {
  const entries = Object.entries(options ?? {});
  if (entries.length === 0) return null;
  return (
    <dl className="cart-line__options">
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The fees the line's bike units always carry (spec §3 package fees), shown with the bike they belong to. */
function LineFees({ line }: { line: CartLineView }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (line.fees.length === 0) return null;
  return (
    <div className="cart-line__fees">
      <p className="cart-line__fees-title">{t('cart.lineFees', { count: line.quantity })}</p>
      <dl className="cart-line__fee-list">
        {line.fees.map((fee) => (
          <div key={`${fee.kind}:${fee.unitPrice.amount}`}>
            <dt>{feeLabel(t, { kind: fee.kind })}</dt>
            <dd>{feeAmount(t, { kind: fee.kind, amount: fee.total.amount }, locale)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A line from a special offer says so; one whose offer no longer holds says why it is at the normal price. */
function OfferNotice({ line }: { line: CartLineView }) {
  const { t } = useTranslation();
  if (!line.specialOfferId) return null;
  if (line.offerRefusal) {
    return (
      <p className="cart-line__offer cart-line__offer--lapsed" role="status">
        {t(`cart.offer.lapsed.${line.offerRefusal}`)}
      </p>
    );
  }
  return <p className="cart-line__offer">{t('cart.offer.applied')}</p>;
}

function LineBody({ line, cart, attached }: { line: CartLineView; cart: CartState; attached?: boolean }) {
  const { t } = useTranslation();
  const image = line.product.media.find((item) => item.kind === 'image');
  return (
    <article className={attached ? 'cart-line cart-line--attached' : 'cart-line'} aria-label={line.product.name}>
      <div className="cart-line__media">
        {image ? <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" /> : null}
      </div>
      <div className="cart-line__main">
        <h3 className="cart-line__name">{line.product.name}</h3>
        <p className="cart-line__unit">
          {t('cart.unitPrice')}: <Money amount={line.product.price} />
        </p>
        <OfferNotice line={line} />
        <Options options={line.configuratorOptions} />
        <LineFees line={line} />
        <QuantityStepper line={line} typed={cart.typedQuantities[line.id]} error={cart.lineErrors[line.id]} />
        <CouponField line={line} cart={cart} />
      </div>
      <div className="cart-line__side">
        <p className="cart-line__total">
          <span className="visually-hidden">{t('cart.lineTotal')} </span>
          <Money amount={line.lineTotal} />
        </p>
        {line.couponDiscount > 0 ? (
          <p className="cart-line__discount">
            {t('cart.discount')} −<Money amount={line.couponDiscount} />
          </p>
        ) : null}
        <button
          type="button"
          className="button button--ghost cart-line__remove"
          onClick={() => void removeLine(line.id)}
          aria-label={t('cart.removeItem', { name: line.product.name })}
        >
          {t('cart.remove')}
        </button>
      </div>
    </article>
  );
}

/** Under a bike: its attached services, then the services it can still get ("add"). */
function BikeServices({
  bike,
  lines,
  cart,
  services,
}: {
  bike: CartLineView;
  lines: readonly CartLineView[];
  cart: CartState;
  services: readonly Product[];
}) {
  const { t } = useTranslation();
  const attached = lines.filter((line) => line.attachTo === bike.id);
  const available = services.filter((service) => !attached.some((line) => line.productId === service.id));
  return (
    <div className="cart-services">
      {attached.length > 0 ? (
        <ul className="cart-services__attached" aria-label={t('cart.servicesOf', { name: bike.product.name })}>
          {attached.map((line) => (
            <li key={line.id}>
              <LineBody line={line} cart={cart} attached />
            </li>
          ))}
        </ul>
      ) : null}
      {available.length > 0 ? (
        <details className="cart-services__offer">
          <summary>{t('cart.addServices', { name: bike.product.name })}</summary>
          <ul className="cart-services__list">
            {available.map((service) => (
              <li key={service.id} className="cart-service">
                <span className="cart-service__name">{service.name}</span>
                <span className="cart-service__price">
                  <Money amount={service.price} />
                </span>
                <AddToCartButton
                  product={service}
                  attachTo={bike.id}
                  label={t('cart.addService')}
                  className="cart-service__add"
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * The quotation page started from the cart (spec §2 /quotation): its lines as `?lines=<productId>:<quantity>,…`,
 * which that page reads into its quantities.
 */
function quotationPath(path: string, lines: readonly { productId: number; quantity: number }[]): string {
  return `${path}?lines=${lines.map((line) => `${line.productId}:${line.quantity}`).join(',')}`;
}

function Totals({ cart }: { cart: CartState }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const { totals } = cart;
  return (
    <aside className="summary-card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="summary-card__title">
        {t('cart.summary')}
      </h2>
      <dl className="summary-totals">
        <div>
          <dt>{t('cart.items', { count: totals.count })}</dt>
          <dd>
            <Money amount={totals.goodsTotal.amount + totals.discountTotal.amount} />
          </dd>
        </div>
        {totals.discountTotal.amount > 0 ? (
          <div className="summary-totals__discount">
            <dt>{t('cart.discounts')}</dt>
            <dd>
              −<Money amount={totals.discountTotal.amount} />
            </dd>
          </div>
        ) : null}
        {totals.fees.map((fee) => (
          <div key={`${fee.kind}:${fee.unitPrice.amount}`} data-testid="cart-fee">
            <dt>{feeLabel(t, fee)}</dt>
            <dd>{feeAmount(t, { kind: fee.kind, amount: fee.total.amount }, locale)}</dd>
          </div>
        ))}
        <div className="summary-totals__total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">
            <Money amount={totals.totalPrice.amount} />
          </dd>
        </div>
        <div className="summary-totals__vat">
          <dt>{t('cart.vatIncluded', { rate: (totals.vat.ratePermille / 10).toFixed(1) })}</dt>
          <dd>
            <Money amount={totals.vat.amount.amount} />
          </dd>
        </div>
      </dl>
      <a className="button button--primary cart-summary__checkout" href={CHECKOUT_PATH}>
        {t('cart.checkout')}
      </a>
      <Link className="cart-summary__quotation" to={quotationPath(href('/quotation'), cart.lines)}>
        {t('cart.quotation')}
      </Link>
    </aside>
  );
}

function HeldBack({ cart }: { cart: CartState }) {
  const { t } = useTranslation();
  if (cart.heldBack.length === 0) return null;
  return (
    <section className="cart-held" aria-labelledby="cart-held-title">
      <Note tone="warning" title={<span id="cart-held-title">{t('cart.heldBackTitle')}</span>}>
        <ul className="cart-held__list">
          {cart.heldBack.map(({ line, error }) => (
            <li key={line.id}>
              <strong>{line.product.name}</strong> ({t('cart.quantity', { count: line.quantity })}):{' '}
              {errorText(error, t, CART_ERROR_TEXT)}{' '}
              <button type="button" className="link-button" onClick={() => void removeLine(line.id)}>
                {t('cart.removeItem', { name: line.product.name })}
              </button>
            </li>
          ))}
        </ul>
      </Note>
    </section>
  );
}

/**
 * /{locale}/cart (spec §3 Cart, §4): the shell is rendered on the server; the lines load in the browser,
 * since the guest cart is in localStorage and the signed-in cart needs the session's tokens.
 */
export function CartPage({ services }: { services: readonly Product[] }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const cart = useCart();
  const topLevel = cart.lines.filter((line) => !line.attachTo || !cart.lines.some((bike) => bike.id === line.attachTo));
  const loading = cart.status === 'idle' || cart.status === 'loading';
  return (
    <>
      <header className="page-head">
        <Container>
          <h1 className="page-head__title">{t('cart.title')}</h1>
        </Container>
      </header>
      <Container className="cart">
        <HeldBack cart={cart} />
        {loading && cart.lines.length === 0 ? (
          <p className="cart__loading" role="status">
            <span className="spinner" aria-hidden="true" /> {t('loading')}
          </p>
        ) : cart.status === 'error' ? (
          <Note tone="warning">
            <p>{errorText(cart.loadError ?? { code: 'INTERNAL' }, t, CART_ERROR_TEXT)}</p>
          </Note>
        ) : cart.lines.length === 0 ? (
          <div className="cart-empty">
            <p className="lead">{t('cart.empty')}</p>
            <Link to={`${href('/')}#models`} className="button button--primary">
              {t('cart.discoverBikes')}
            </Link>
          </div>
        ) : (
          <div className="summary-layout">
            <section aria-labelledby="cart-lines-title">
              <h2 id="cart-lines-title" className="visually-hidden">
                {t('cart.lines')}
              </h2>
              <ul className="cart__lines">
                {topLevel.map((line) => (
                  <li key={line.id} className="cart__line">
                    <LineBody line={line} cart={cart} />
                    {isVehicleType(line.type) ? (
                      <BikeServices bike={line} lines={cart.lines} cart={cart} services={services} />
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
            <Totals cart={cart} />
          </div>
        )}
      </Container>
    </>
  );
}
