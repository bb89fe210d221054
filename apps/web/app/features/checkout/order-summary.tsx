import { formatMoney } from '@beast/domain/money/money';
import type { OrderPricing } from '@beast/domain/orders/orders-api.schema';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { feeAmount, feeLabel } from '../../ui/fee-text';

/** One line of the summary, from the cart (before the server priced the order) or from the server's quote. */
export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  options: Record<string, string> | null;
  /** The key of the bike line this service is attached to. */
  attachedTo: string | null;
  total: number;
  discount: number;
  editionNumbers: readonly string[];
  /** Why the line's special offer no longer holds (the quote's verdict), else null. */
  offerRefusal?: string | null;
}

export interface CartLike {
  id: string;
  product: { name: string };
  quantity: number;
  attachTo?: string;
  configuratorOptions: Record<string, string> | null;
  couponDiscount: number;
  lineTotal: number;
}

export function linesOfCart(lines: readonly CartLike[]): SummaryLine[] {
  return lines.map((line) => ({
    key: line.id,
    name: line.product.name,
    quantity: line.quantity,
    options: line.configuratorOptions,
    attachedTo: line.attachTo ?? null,
    total: line.lineTotal,
    discount: line.couponDiscount,
    editionNumbers: [],
  }));
}

export function linesOfPricing(pricing: Pick<OrderPricing, 'lines'>): SummaryLine[] {
  return pricing.lines.map((line) => ({
    key: String(line.id),
    name: line.name,
    quantity: line.quantity,
    options: line.configuratorOptions,
    attachedTo: line.attachedToLineId === null ? null : String(line.attachedToLineId),
    total: line.lineTotal.amount,
    discount: line.discount.amount,
    editionNumbers: line.editionNumbers,
    offerRefusal: line.offer?.refusal ?? null,
  }));
}

function Money({ amount }: { amount: number }) {
  const { locale } = useLocale();
  return <>{formatMoney(amount, locale)}</>;
}

function Line({ line, services }: { line: SummaryLine; services: readonly SummaryLine[] }) {
  const { t } = useTranslation();
  const options = Object.entries(line.options ?? {});
  return (
    <li className="summary-line">
      <div className="summary-line__head">
        <span className="summary-line__name">
          {line.name} <span className="summary-line__quantity">× {line.quantity}</span>
        </span>
        <span className="summary-line__total">
          <Money amount={line.total} />
        </span>
      </div>
      {options.length > 0 ? (
        <p className="summary-line__options">{options.map(([name, value]) => `${name}: ${value}`).join(' · ')}</p>
      ) : null}
      {line.offerRefusal ? (
        <p className="summary-line__offer" role="status">
          {t(`cart.offer.lapsed.${line.offerRefusal}`)}
        </p>
      ) : null}
      {line.discount > 0 ? (
        <p className="summary-line__discount">
          {t('cart.discount')} −<Money amount={line.discount} />
        </p>
      ) : null}
      {line.editionNumbers.length > 0 ? (
        <p className="summary-line__edition">
          {t('checkout.summary.edition', { numbers: line.editionNumbers.join(', ') })}
        </p>
      ) : null}
      {services.length > 0 ? (
        <ul className="summary-line__services" aria-label={t('cart.servicesOf', { name: line.name })}>
          {services.map((service) => (
            <li key={service.key}>
              <span>
                + {service.name} × {service.quantity}
              </span>
              <span>
                <Money amount={service.total} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The order's lines on every step (spec §2 checkout), each bike with its attached services under it;
 * `children` holds the totals (the cart's before the server priced the order, then the quote's).
 */
export function OrderSummary({
  lines,
  children,
  busy = false,
}: {
  lines: readonly SummaryLine[];
  children?: ReactNode;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const keys = new Set(lines.map((line) => line.key));
  const topLevel = lines.filter((line) => !line.attachedTo || !keys.has(line.attachedTo));
  return (
    <aside
      className="summary-card checkout-summary"
      aria-labelledby="checkout-summary-title"
      aria-busy={busy || undefined}
    >
      <h2 id="checkout-summary-title" className="summary-card__title">
        {t('checkout.summary.title')}
      </h2>
      <ul className="checkout-summary__lines">
        {topLevel.map((line) => (
          <Line key={line.key} line={line} services={lines.filter((other) => other.attachedTo === line.key)} />
        ))}
      </ul>
      {children}
    </aside>
  );
}

/** The cart's own total, before the server priced delivery, fees and the plan. */
export function CartTotals({ total, vat }: { total: number; vat: number }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="summary-totals">
        <div className="summary-totals__total">
          <dt>{t('cart.total')}</dt>
          <dd>
            <Money amount={total} />
          </dd>
        </div>
        <div className="summary-totals__vat">
          <dt>{t('checkout.summary.vatIncluded')}</dt>
          <dd>
            <Money amount={vat} />
          </dd>
        </div>
      </dl>
      <p className="summary-totals__note">{t('checkout.summary.pricedLater')}</p>
    </>
  );
}

/** The server's figures (spec §3 package fee lines, coupons, accessory delivery, Swiss VAT included). */
export function PricingTotals({ pricing }: { pricing: OrderPricing }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <dl className="summary-totals" data-testid="checkout-totals">
      <div>
        <dt>{t('checkout.summary.subtotal')}</dt>
        <dd>
          <Money amount={pricing.subtotal.amount} />
        </dd>
      </div>
      {pricing.discountTotal.amount > 0 ? (
        <div className="summary-totals__discount">
          <dt>{t('cart.discounts')}</dt>
          <dd>
            −<Money amount={pricing.discountTotal.amount} />
          </dd>
        </div>
      ) : null}
      {pricing.fees.map((fee) => (
        <div key={`${fee.kind}:${fee.unitPrice.amount}`}>
          <dt>{feeLabel(t, fee)}</dt>
          <dd>{feeAmount(t, { kind: fee.kind, amount: fee.total.amount }, locale)}</dd>
        </div>
      ))}
      <div className="summary-totals__total">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="checkout-total">
          <Money amount={pricing.total.amount} />
        </dd>
      </div>
      <div className="summary-totals__vat">
        <dt>{t('cart.vatIncluded', { rate: (pricing.vat.ratePermille / 10).toFixed(1) })}</dt>
        <dd>
          <Money amount={pricing.vat.amount.amount} />
        </dd>
      </div>
    </dl>
  );
}
