import { formatMoney } from '@beast/domain/money/money';
import type { Order } from '@beast/domain/orders/orders-api.schema';
import { useEffect, useRef, useState } from 'react';
import { PageLoading } from '../features/account/auth-frame';
import { OrderDetails, TotalsRow } from '../features/orders/order-details';
import { paymentResultOf } from '../features/orders/order-format';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { ordersApi } from '../features/orders/orders-api';
import { guestOrderToken } from '../features/payment/guest-order-token';
import { paidOrderIdOf, retryPathOf } from '../features/payment/payment-target';
import { routeTexts } from '../lib/i18n/catalogue.server';
import { useTranslation } from '../lib/i18n/i18n-context';
import { useLocale } from '../lib/i18n/use-locale';
import { privatePageHeaders, privatePageMeta } from '../lib/seo/private-page';
import { browserApi, browserLocale } from '../lib/session/browser-session';
import { accessToken, refreshToken } from '../lib/session/session-store';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/container';
import { KeepTogether } from '../ui/keep-together';
import { Note } from '../ui/note';
import type { Route } from './+types/paid';
import '../styles/payment.css';

/**
 * /{locale}/paid?order=<id> (spec §2 payment result): the order's payment as the server knows it. A guest
 * reads it with the order's token of this tab (sessionStorage), a customer with their session. While
 * the processor is still confirming (Stripe), the order is read again a few times.
 */
export function loader({ request }: Route.LoaderArgs) {
  return routeTexts(request, ['paid', 'payment', 'orderView', 'orders', 'errors']);
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const orderId = paidOrderIdOf(search);
  const signedIn = Boolean(accessToken() || refreshToken());
  // Stripe's return adds `redirect_status`; the order itself stays the reference.
  const redirectFailed = search.get('redirect_status') === 'failed';
  const guestToken = orderId ? guestOrderToken(orderId) : null;
  const readable = orderId !== undefined && (signedIn || guestToken !== null);
  const [texts, order] = await Promise.all([
    serverLoader(),
    readable
      ? ordersApi(browserApi(browserLocale(params.lang)))
          .order(orderId, guestToken)
          .catch(() => null)
      : null,
  ]);
  return { ...texts, order, orderId, guestToken, signedIn, redirectFailed };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}

export const headers = privatePageHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'paid.title');

/** How often and how long /paid asks again while a payment is being confirmed. */
const POLL_INTERVAL_MS = 2000;
const POLL_TRIES = 5;

export default function Paid({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const order = usePolledOrder(loaderData.order, loaderData.guestToken);
  if (!order) return <OrderNotFound />;
  const { result, payment } = paymentResultOf(order.current);
  const failed = result === 'failed' || (result === 'processing' && loaderData.redirectFailed);
  return (
    <Container className="paid-page">
      {failed ? (
        <PaymentFailed order={order.current} failureCode={payment?.failureCode} signedIn={loaderData.signedIn} />
      ) : result === 'processing' ? (
        <PaymentProcessing stillWaiting={order.polling} />
      ) : (
        <PaymentSucceeded order={order.current} amount={payment?.amount} signedIn={loaderData.signedIn} />
      )}
      <section className="paid-page__order" aria-labelledby="paid-order-title">
        <h2 id="paid-order-title" className="payment-page__subtitle">
          {t('payment.orderSummary')}
        </h2>
        <OrderDetails order={order.current} />
      </section>
    </Container>
  );
}

/** The loaded order, read again every few seconds while its latest payment is still processing. */
function usePolledOrder(initial: Order | null, guestToken: string | null) {
  const { locale } = useLocale();
  const [order, setOrder] = useState(initial);
  const [tries, setTries] = useState(0);
  const processing = order !== null && paymentResultOf(order).result === 'processing';
  const polling = processing && tries < POLL_TRIES;
  const id = order?.id;
  const token = useRef(guestToken);
  useEffect(() => setOrder(initial), [initial]);
  useEffect(() => {
    if (!polling || id === undefined) return;
    const timer = window.setTimeout(() => {
      ordersApi(browserApi(locale))
        .order(id, token.current)
        .then(setOrder, () => {})
        .finally(() => setTries((count) => count + 1));
    }, POLL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [polling, id, locale]);
  return order ? { current: order, polling } : null;
}

function PaymentSucceeded({
  order,
  amount,
  signedIn,
}: {
  order: Order;
  amount: Order['amountDue'] | undefined;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  return (
    <header className="paid-result paid-result--success">
      <ResultIcon success />
      <p className="eyebrow">{t('paid.successEyebrow')}</p>
      <h1>{t('paid.successTitle')}</h1>
      <p className="lead">{t('paid.successText', { email: order.contacts.email })}</p>
      <dl className="order-totals paid-result__facts">
        <TotalsRow label={t('paid.orderNumber')} value={order.number} valueClassName="paid-result__number" />
        <TotalsRow label={t('paid.amountPaid')} value={formatMoney(amount ?? order.amountPaid, locale)} />
        <TotalsRow
          label={t('payment.status')}
          value={<OrderStatusBadge status={order.status} colour={order.statusColour} />}
        />
      </dl>
      {order.balance.amount > 0 ? <p>{t('paid.balanceLeft', { amount: formatMoney(order.balance, locale) })}</p> : null}
      <p className="paid-result__actions">
        <ButtonLink to={href(signedIn ? '/account#orders' : '/')}>
          {signedIn ? t('paid.toOrders') : t('paid.toHome')}
        </ButtonLink>
      </p>
    </header>
  );
}

function PaymentFailed({
  order,
  failureCode,
  signedIn,
}: {
  order: Order;
  failureCode: string | null | undefined;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const key = `errors.${failureCode ?? 'PAYMENT_REFUSED'}`;
  const message = t(key) === key ? t('errors.PAYMENT_PROCESSING_ERROR') : t(key);
  return (
    <header className="paid-result paid-result--failure">
      <ResultIcon success={false} />
      <p className="eyebrow">
        <KeepTogether text={t('paid.orderNumbered', { number: order.number })} part={order.number} />
      </p>
      <h1>{t('paid.failureTitle')}</h1>
      <p className="lead" role="alert">
        {message}
      </p>
      <p>{t('paid.failureKept')}</p>
      {order.amountDue.amount > 0 ? (
        <p className="paid-result__actions">
          <ButtonLink to={href(retryPathOf(order, signedIn))}>{t('paid.tryAgain')}</ButtonLink>
        </p>
      ) : null}
    </header>
  );
}

function PaymentProcessing({ stillWaiting }: { stillWaiting: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="paid-result" role="status">
      {stillWaiting ? <span className="spinner" aria-hidden="true" /> : null}
      <h1>{t('paid.processingTitle')}</h1>
      <p className="lead">{stillWaiting ? t('paid.processingText') : t('paid.processingLater')}</p>
    </div>
  );
}

function OrderNotFound() {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <Container className="paid-page">
      <h1>{t('paid.title')}</h1>
      <Note title={t('errors.ORDER_NOT_FOUND')}>
        <p>{t('paid.notFoundText')}</p>
      </Note>
      <p className="paid-result__actions">
        <ButtonLink to={href('/account#orders')} variant="secondary">
          {t('paid.toOrders')}
        </ButtonLink>
      </p>
    </Container>
  );
}

function ResultIcon({ success }: { success: boolean }) {
  return (
    <svg className="paid-result__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      {success ? (
        <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      ) : (
        <path d="M24 13v14M24 34v1" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      )}
    </svg>
  );
}
