import type { PaymentConfig } from '@beast/domain/checkout/checkout-api.schema';
import { formatMoney } from '@beast/domain/money/money';
import { PAYABLE_ORDER_STATUSES } from '@beast/domain/orders/order-status';
import type { Order, Vehicle } from '@beast/domain/orders/orders-api.schema';
import { data, redirect, useNavigate, useRevalidator } from 'react-router';
import { PageLoading } from '../features/account/auth-frame';
import { OrderDetails, TotalsRow } from '../features/orders/order-details';
import { instalmentProgress } from '../features/orders/order-format';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { ordersApi } from '../features/orders/orders-api';
import { CardForm } from '../features/payment/card-form';
import { paymentApi } from '../features/payment/payment-api';
import { paymentTargetOf } from '../features/payment/payment-target';
import { usePayOrder } from '../features/payment/use-pay-order';
import { isNotFound } from '../lib/api/api-error';
import type { ApiTransport } from '../lib/api/api-transport';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { localizedPath, resolveRequestLanguage } from '../lib/i18n/language';
import { useLocale } from '../lib/i18n/use-locale';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import { browserApi, browserLocale, samePrefixPath, userOnly } from '../lib/session/browser-session';
import { useFollowOtherTabs } from '../lib/session/use-session';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { FormAlert } from '../ui/field';
import { KeepTogether } from '../ui/keep-together';
import { Note } from '../ui/note';
import type { Route } from './+types/payment';
import '../styles/payment.css';

/**
 * /{locale}/payment/{order|vehicle}/{id} (spec §2): pays what is due on an order, or on the order that
 * bought one of My vehicles (the next instalment). Signed-in only: a guest goes to /login and comes back.
 * Any other `paymentFor` or id goes to the home page, as every unknown path does (spec §2).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!paymentTargetOf(params)) throw redirect(localizedPath(resolveRequestLanguage(request)));
  return routeTexts(request, ['payment', 'account', 'orderView', 'orders', 'errors', 'validation']);
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const target = paymentTargetOf(params);
  if (!target) throw redirect(samePrefixPath(params.lang, '/'));
  await userOnly(params.lang, request);
  const [texts, due] = await Promise.all([
    serverLoader(),
    loadAmountDue(browserApi(browserLocale(params.lang)), target),
  ]);
  return { ...texts, target, ...due };
}

/** The payment settings and the order to pay (with the vehicle it bought, when paying for a vehicle). */
async function loadAmountDue(api: ApiTransport, target: NonNullable<ReturnType<typeof paymentTargetOf>>) {
  const orders = ordersApi(api);
  try {
    const [config, due] = await Promise.all([
      paymentApi(api).paymentConfig(),
      target.paymentFor === 'order'
        ? orders.order(target.id).then((order) => ({ order, vehicle: null }))
        : orders.vehicle(target.id).then(async (vehicle) => ({ order: await orders.order(vehicle.orderId), vehicle })),
    ]);
    return { config, ...due, loadError: false as const };
  } catch (error) {
    // Someone else's order answers 404 too: the page does not say whether it exists.
    if (isNotFound(error)) throw data(null, { status: 404 });
    return { config: null, order: null, vehicle: null, loadError: true as const };
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'payment.title');

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useFollowOtherTabs();
  const { config, order, vehicle, target } = loaderData;
  if (!config || !order) {
    return (
      <Container className="payment-page">
        <h1>{t('payment.title')}</h1>
        <FormAlert message={t('errors.SERVICE_UNAVAILABLE')} />
        <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()}>
          {t('account.retry')}
        </button>
      </Container>
    );
  }
  return (
    <Container className="payment-page">
      <p className="eyebrow">{t('payment.title')}</p>
      <h1 className="payment-page__title">
        {vehicle ? (
          vehicle.name
        ) : (
          <KeepTogether text={t('orderView.numbered', { number: order.number })} part={order.number} />
        )}
      </h1>
      <div className="payment-page__grid">
        <section className="payment-page__pay" aria-labelledby="pay-title">
          <DueSummary order={order} vehicle={vehicle} />
          <PayPanel config={config} order={order} target={target} />
        </section>
        <section className="payment-page__order" aria-labelledby="order-title">
          <h2 id="order-title" className="payment-page__subtitle">
            {t('payment.orderSummary')}
          </h2>
          <OrderDetails order={order} />
        </section>
      </div>
    </Container>
  );
}

function DueSummary({ order, vehicle }: { order: Order; vehicle: Vehicle | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const progress = instalmentProgress(order);
  return (
    <div className="due-summary">
      <h2 id="pay-title" className="payment-page__subtitle">
        {t('payment.due')}
      </h2>
      <p className="due-summary__amount">{formatMoney(order.amountDue, locale)}</p>
      {progress && order.amountDue.amount > 0 ? (
        <p className="due-summary__plan">
          {t('payment.instalmentOf', { next: progress.next, months: progress.months })}
        </p>
      ) : null}
      <dl className="order-totals">
        {vehicle ? <TotalsRow label={t('account.vehicles.order')} value={order.number} /> : null}
        <TotalsRow
          label={t('payment.status')}
          value={<OrderStatusBadge status={order.status} colour={order.statusColour} />}
        />
        <TotalsRow label={t('orderView.total')} value={formatMoney(order.total, locale)} />
        <TotalsRow label={t('orderView.amountPaid')} value={formatMoney(order.amountPaid, locale)} />
        <TotalsRow label={t('orderView.balance')} value={formatMoney(order.balance, locale)} strong />
      </dl>
    </div>
  );
}

function PayPanel({
  config,
  order,
  target,
}: {
  config: PaymentConfig;
  order: Order;
  target: NonNullable<ReturnType<typeof paymentTargetOf>>;
}) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const navigate = useNavigate();
  const { pay } = usePayOrder();
  const payable = PAYABLE_ORDER_STATUSES.includes(order.status);
  if (order.amountDue.amount <= 0 || !payable) {
    return (
      <>
        <Note title={payable ? t('payment.nothingDueTitle') : t('errors.ORDER_NOT_PAYABLE')}>
          <p>{payable ? t('payment.nothingDueText') : t('payment.notPayableText')}</p>
        </Note>
        <ButtonLink to={href('/account#orders')} variant="secondary">
          {t('payment.toAccount')}
        </ButtonLink>
      </>
    );
  }
  return (
    <CardForm
      config={config}
      submitLabel={t('payment.payAmount', { amount: formatMoney(order.amountDue, locale) })}
      onPay={async (method) => {
        const outcome = await pay(target, method);
        if (outcome.ok) navigate(href(`/paid?order=${outcome.order.id}`));
        return outcome;
      }}
    />
  );
}
