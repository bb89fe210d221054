import { formatSwissDate } from '@beast/domain/i18n/date-format';
import type { Locale } from '@beast/domain/i18n/locale';
import { formatMoney } from '@beast/domain/money/money';
import type { Order, OrderLine } from '@beast/domain/orders/orders-api.schema';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { feeAmount, feeLabel } from '../../ui/fee-text';
import { instalmentProgress } from './order-format';

/**
 * One order in full (spec §2 order details): its lines with limited-edition numbers, the package fees,
 * VAT, the delivery or pick-up, the payments and the instalment plan. Every amount is the server's.
 */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className="order-details">
      <OrderLines lines={order.lines} />
      <OrderTotals order={order} />
      <OrderDelivery order={order} />
      <OrderPayments order={order} />
    </div>
  );
}

function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section className="order-details__part">
      <h3 className="order-details__title">{t('orderView.lines')}</h3>
      <ul className="order-lines">
        {lines.map((line) => (
          <li key={line.id} className={line.attachedToLineId ? 'order-line order-line--attached' : 'order-line'}>
            {line.media?.kind === 'image' ? (
              <img className="order-line__image" src={line.media.url} alt="" width={64} height={48} loading="lazy" />
            ) : (
              <span className="order-line__image" aria-hidden="true" />
            )}
            <div className="order-line__text">
              <p className="order-line__name">{line.name}</p>
              <p className="order-line__meta">
                {t('orderView.quantity', { count: line.quantity })}
                {line.couponName ? ` · ${t('orderView.coupon', { code: line.couponName })}` : ''}
              </p>
              {line.editionNumbers.length > 0 ? (
                <p className="order-line__edition">
                  {t('orderView.edition', {
                    count: line.editionNumbers.length,
                    numbers: line.editionNumbers.join(', '),
                  })}
                </p>
              ) : null}
            </div>
            <p className="order-line__total">{formatMoney(line.lineTotal, locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (amount: Order['total']) => formatMoney(amount, locale);
  return (
    <dl className="order-totals">
      <TotalsRow label={t('orderView.subtotal')} value={money(order.subtotal)} />
      {order.discountTotal.amount > 0 ? (
        <TotalsRow label={t('orderView.discounts')} value={`− ${money(order.discountTotal)}`} />
      ) : null}
      {order.fees.map((fee) => (
        <TotalsRow
          key={`${fee.kind}:${fee.unitPrice.amount}`}
          label={feeLabel(t, fee)}
          value={feeAmount(t, { kind: fee.kind, amount: fee.total.amount }, locale)}
        />
      ))}
      <TotalsRow label={t('orderView.total')} value={money(order.total)} strong />
      <TotalsRow
        label={t('orderView.vatIncluded', { rate: order.vat.ratePermille / 10 })}
        value={money(order.vat.amount)}
        muted
      />
    </dl>
  );
}

/** One row of an `order-totals` list: the order's totals here, the due and paid summaries of the payment pages. */
export function TotalsRow({
  label,
  value,
  strong,
  muted,
  valueClassName,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  muted?: boolean;
  valueClassName?: string;
}) {
  const modifier = strong ? ' order-totals__row--strong' : muted ? ' order-totals__row--muted' : '';
  return (
    <div className={`order-totals__row${modifier}`}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}

function OrderDelivery({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { delivery, contacts } = order;
  const centre = delivery.pickUpCenter;
  return (
    <section className="order-details__part">
      <h3 className="order-details__title">
        {delivery.method === 'pickup' ? t('orderView.pickUp') : t('orderView.courier')}
      </h3>
      {centre ? (
        <p>
          {centre.name}
          <br />
          {centre.address}, {centre.zipCode} {centre.city}
        </p>
      ) : (
        <p>
          {contacts.firstName} {contacts.lastName}
          <br />
          {contacts.address}, {contacts.zipCode} {contacts.city}
        </p>
      )}
      <p>{deliveryWhen(order, locale, t)}</p>
    </section>
  );
}

function deliveryWhen(order: Order, locale: Locale, t: (key: string, values?: Record<string, string>) => string) {
  const { date, timeWindow, isStandardZip } = order.delivery;
  if (!date) return isStandardZip ? t('orderView.dateLater') : t('orderView.salesManagerCalls');
  const day = formatSwissDate(date, locale);
  return timeWindow ? t('orderView.dateAndTime', { date: day, time: timeWindow.replace('-', '–') }) : day;
}

function OrderPayments({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const progress = instalmentProgress(order);
  const plan = order.paymentPlan;
  return (
    <section className="order-details__part">
      <h3 className="order-details__title">{t('orderView.payments')}</h3>
      {plan && progress ? (
        <p>
          {t('orderView.plan', { months: plan.months, amount: formatMoney(plan.monthlyAmount, locale) })}
          <br />
          {t('orderView.planProgress', { paid: progress.paid, months: progress.months })}
        </p>
      ) : null}
      {order.payments.length === 0 ? (
        <p>{t('orderView.noPayments')}</p>
      ) : (
        <ul className="order-payments">
          {order.payments.map((payment) => (
            <li key={payment.id}>
              {formatSwissDate(payment.createdAt, locale)} · {formatMoney(payment.amount, locale)}
              {payment.cardLast4 ? ` · ${t('orderView.card', { last4: payment.cardLast4 })}` : ''} ·{' '}
              <strong>{t(`orderView.paymentStatus.${payment.status}`)}</strong>
            </li>
          ))}
        </ul>
      )}
      <dl className="order-totals">
        <TotalsRow label={t('orderView.amountPaid')} value={formatMoney(order.amountPaid, locale)} />
        {order.balance.amount > 0 ? (
          <TotalsRow label={t('orderView.balance')} value={formatMoney(order.balance, locale)} strong />
        ) : null}
      </dl>
    </section>
  );
}
