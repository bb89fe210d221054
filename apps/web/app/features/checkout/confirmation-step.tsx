import { formatDay } from '@beast/domain/i18n/date-format';
import { formatMoney } from '@beast/domain/money/money';
import { orderStatusLabelKey } from '@beast/domain/orders/order-status';
import type { PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { Note } from '../../ui/note';
import { formatWindow } from './format-day';

/**
 * Step 3, the thank-you page (spec §2): the order's number and status, what happens next (delivery or
 * pick-up), what was paid and the plan, the confirmation email, and what became of "create an account".
 * The lines with their edition numbers are in the summary beside it.
 */
export function ConfirmationStep({
  placed,
  signedIn,
  accountHref,
  shopHref,
}: {
  placed: PlacedOrder;
  signedIn: boolean;
  accountHref: string;
  shopHref: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { order, registration } = placed;
  const money = (amount: number) => formatMoney(amount, locale);
  const { delivery } = order;
  const when = delivery.date
    ? `${formatDay(delivery.date, locale, 'long')}${delivery.timeWindow ? `, ${formatWindow(delivery.timeWindow)}` : ''}`
    : null;
  return (
    <div className="checkout-confirmation">
      <p className="lead">{t('checkout.confirmation.thanks', { name: order.contacts.firstName })}</p>
      <dl className="order-facts">
        <div>
          <dt>{t('checkout.confirmation.number')}</dt>
          <dd data-testid="order-number" className="nowrap">
            {order.number}
          </dd>
        </div>
        <div>
          <dt>{t('checkout.confirmation.status')}</dt>
          <dd>
            <span className={`status-badge status-badge--${order.statusColour}`}>
              {t(orderStatusLabelKey(order.status))}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('checkout.confirmation.paid')}</dt>
          <dd>{money(order.amountPaid.amount)}</dd>
        </div>
        {order.paymentPlan ? (
          <div>
            <dt>{t('checkout.confirmation.plan')}</dt>
            <dd>
              {t('checkout.confirmation.planText', {
                count: order.paymentPlan.months,
                monthly: money(order.paymentPlan.monthlyAmount.amount),
              })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t(delivery.method === 'pickup' ? 'checkout.confirmation.pickUp' : 'checkout.confirmation.delivery')}</dt>
          <dd>
            {delivery.method === 'pickup' && delivery.pickUpCenter ? (
              <>
                {delivery.pickUpCenter.name}, {delivery.pickUpCenter.address}, {delivery.pickUpCenter.zipCode}{' '}
                {delivery.pickUpCenter.city}
                <br />
              </>
            ) : (
              <>
                {order.contacts.address}, {order.contacts.zipCode} {order.contacts.city}
                <br />
              </>
            )}
            {when ?? (delivery.isStandardZip ? null : t('notices.nonStandardZip'))}
          </dd>
        </div>
      </dl>
      <p>{t('checkout.confirmation.email', { email: order.contacts.email })}</p>
      {registration === 'created' ? (
        <Note title={t('checkout.confirmation.accountCreatedTitle')}>
          <p>{t('checkout.confirmation.accountCreated')}</p>
        </Note>
      ) : registration === 'exists' ? (
        <Note title={t('checkout.confirmation.accountExistsTitle')}>
          <p>{t('checkout.confirmation.accountExists')}</p>
        </Note>
      ) : null}
      <div className="checkout-actions">
        {signedIn ? (
          <Link className="button button--primary" to={accountHref}>
            {t('checkout.confirmation.myOrders')}
          </Link>
        ) : null}
        <Link className={signedIn ? 'button button--secondary' : 'button button--primary'} to={shopHref}>
          {t('checkout.confirmation.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
