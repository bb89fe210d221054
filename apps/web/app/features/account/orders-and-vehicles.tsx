import { formatSwissDate } from '@beast/domain/i18n/date-format';
import { formatMoney } from '@beast/domain/money/money';
import type { OrderListType } from '@beast/domain/orders/order-status';
import type { Order, OrderSummary, Vehicle } from '@beast/domain/orders/orders-api.schema';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { ButtonLink } from '../../ui/button';
import { DownloadIcon } from '../../ui/download-icon';
import { KeepTogether } from '../../ui/keep-together';
import { Tabs } from '../../ui/tabs';
import { Downloads } from '../catalog';
import { OrderDetails, OrderStatusBadge, ordersApi } from '../orders';
import '../../styles/payment.css';

/**
 * spec §2 /account: my orders (tabs active and history) and my vehicles, loaded in the browser with the
 * session. spec §8: a failed load falls back silently to the empty state.
 */
export function MyOrders({ bikesHref }: { bikesHref: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrderListType>('active');
  const orders = useOrders(tab);
  return (
    <Tabs
      label={t('account.orders.tabsLabel')}
      tabs={[
        { key: 'active', label: t('account.orders.active') },
        { key: 'history', label: t('account.orders.history') },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      {orders === null ? (
        <Loading />
      ) : orders.length === 0 ? (
        <EmptyState
          text={tab === 'active' ? t('account.orders.emptyActive') : t('account.orders.emptyHistory')}
          bikesHref={bikesHref}
        />
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </Tabs>
  );
}

/** The tab's orders; null while loading. */
function useOrders(type: OrderListType): OrderSummary[] | null {
  const { locale } = useLocale();
  const [orders, setOrders] = useState<{ type: OrderListType; list: OrderSummary[] } | null>(null);
  useEffect(() => {
    let current = true;
    ordersApi(browserApi(locale))
      .orders(type)
      .catch(() => [])
      .then((list) => {
        if (current) setOrders({ type, list });
      });
    return () => {
      current = false;
    };
  }, [locale, type]);
  return orders?.type === type ? orders.list : null;
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const item = order.firstItem;
  return (
    <article className="order-card" aria-labelledby={`${detailsId}-title`}>
      <div className="order-card__summary">
        {item?.media?.kind === 'image' ? (
          <img className="order-card__image" src={item.media.url} alt="" width={96} height={72} loading="lazy" />
        ) : (
          <span className="order-card__image" aria-hidden="true" />
        )}
        <div className="order-card__text">
          <h3 className="order-card__title" id={`${detailsId}-title`}>
            <KeepTogether text={t('orderView.numbered', { number: order.number })} part={order.number} />
          </h3>
          <p className="order-card__meta">
            {formatSwissDate(order.createdAt, locale)} · {t('orderView.items', { count: order.itemCount })}
          </p>
          {item ? <p className="order-card__item">{item.name}</p> : null}
          <OrderStatusBadge status={order.status} colour={order.statusColour} />
        </div>
        <div className="order-card__side">
          <p className="order-card__total">
            <span className="visually-hidden">{t('orderView.total')} </span>
            {formatMoney(order.total, locale)}
          </p>
          {order.amountDue.amount > 0 && order.nextDueDate ? (
            // An instalment plan under way: what was paid is received, the next one is due later.
            <>
              <p className="order-card__received">{t('account.orders.paymentReceived')}</p>
              <p className="order-card__due">
                {t('account.orders.nextInstalment', {
                  amount: formatMoney(order.amountDue, locale),
                  date: formatSwissDate(order.nextDueDate, locale),
                })}
              </p>
              <ButtonLink to={href(`/payment/order/${order.id}`)} variant="secondary">
                {t('account.orders.payNow')}
              </ButtonLink>
            </>
          ) : order.amountDue.amount > 0 ? (
            <ButtonLink to={href(`/payment/order/${order.id}`)}>
              {t('payment.payAmount', { amount: formatMoney(order.amountDue, locale) })}
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="order-card__toggle"
        aria-expanded={open}
        aria-controls={`${detailsId}-details`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('orderView.hideDetails') : t('orderView.showDetails')}
      </button>
      <div id={`${detailsId}-details`} hidden={!open}>
        {open ? <LoadedOrderDetails orderId={order.id} /> : null}
      </div>
    </article>
  );
}

function LoadedOrderDetails({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [order, setOrder] = useState<Order | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    ordersApi(browserApi(locale))
      .order(orderId)
      .then(
        (loaded) => current && setOrder(loaded),
        () => current && setOrder('failed'),
      );
    return () => {
      current = false;
    };
  }, [locale, orderId]);
  if (order === null) return <Loading />;
  if (order === 'failed') return <p className="order-card__error">{t('errors.ORDER_NOT_FOUND')}</p>;
  return <OrderDetails order={order} />;
}

export function MyVehicles({ bikesHref }: { bikesHref: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [vehicles, setVehicles] = useState<Vehicle[] | null>(null);
  useEffect(() => {
    let current = true;
    ordersApi(browserApi(locale))
      .vehicles()
      .catch(() => [])
      .then((list) => current && setVehicles(list));
    return () => {
      current = false;
    };
  }, [locale]);
  if (vehicles === null) return <Loading />;
  if (vehicles.length === 0) return <EmptyState text={t('account.vehicles.empty')} bikesHref={bikesHref} />;
  return (
    <ul className="vehicle-list">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <VehicleCard vehicle={vehicle} />
        </li>
      ))}
    </ul>
  );
}

/** The specs worth a glance on a card (the product page has them all). */
const KEY_SPECS = ['motor', 'battery', 'color', 'transmission'];

function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const specs = vehicle.specs.filter((spec) => KEY_SPECS.includes(spec.key));
  return (
    <article className="vehicle-card">
      {vehicle.media?.kind === 'image' ? (
        <img
          className="vehicle-card__image"
          src={vehicle.media.url}
          alt={vehicle.media.alt}
          width={vehicle.media.width}
          height={vehicle.media.height}
          loading="lazy"
        />
      ) : null}
      <div className="vehicle-card__body">
        <h3 className="vehicle-card__title">{vehicle.name}</h3>
        {vehicle.editionNumber ? (
          <p className="vehicle-card__edition">{t('account.vehicles.edition', { number: vehicle.editionNumber })}</p>
        ) : null}
        <dl className="vehicle-card__facts">
          {specs.map((spec) => (
            <div key={spec.key}>
              <dt>{t(`specs.${spec.key}`)}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('account.vehicles.order')}</dt>
            <dd>{vehicle.orderNumber}</dd>
          </div>
          <div>
            <dt>{t('account.vehicles.delivered')}</dt>
            <dd>{formatSwissDate(vehicle.deliveredAt, locale)}</dd>
          </div>
        </dl>
        {vehicle.downloads.length > 0 || vehicle.certificateUrl ? (
          <>
            <h4 className="vehicle-card__subtitle">{t('account.vehicles.documents')}</h4>
            {vehicle.certificateUrl ? (
              <ul className="downloads">
                <li>
                  <a className="downloads__link" href={vehicle.certificateUrl} type="application/pdf">
                    <DownloadIcon className="downloads__icon" />
                    <span className="downloads__text">
                      <span className="downloads__title">{t('account.vehicles.certificate')}</span>
                      <span className="downloads__meta">{vehicle.editionNumber} · PDF</span>
                    </span>
                  </a>
                </li>
              </ul>
            ) : null}
            <Downloads downloads={vehicle.downloads} />
          </>
        ) : null}
        {vehicle.amountDue.amount > 0 ? (
          <ButtonLink to={href(`/payment/vehicle/${vehicle.id}`)} className="vehicle-card__pay">
            {t('payment.payAmount', { amount: formatMoney(vehicle.amountDue, locale) })}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="orders-loading" role="status">
      <span className="spinner spinner--small" aria-hidden="true" />
      {t('loading')}
    </p>
  );
}

function EmptyState({ text, bikesHref }: { text: string; bikesHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <svg
        className="empty-state__icon"
        viewBox="0 0 64 40"
        width="64"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="14" cy="26" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="50" cy="26" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 26 26 10h16l8 16M26 10l8 16h-20M38 4h8"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <p className="empty-state__text">{text}</p>
      <ButtonLink to={bikesHref} variant="secondary">
        {t('account.browseBikes')}
      </ButtonLink>
    </div>
  );
}
