import type { OrderStatus, OrderStatusColour } from '@beast/domain/orders/order-status';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { statusBadgeClass } from './order-format';

/** spec §3: the status's label on its colour (green, amber, red), with a shape per colour for colour-blind eyes. */
export function OrderStatusBadge({ status, colour }: { status: OrderStatus; colour: OrderStatusColour }) {
  const { t } = useTranslation();
  return (
    <span className={statusBadgeClass(colour)}>
      <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
        {colour === 'green' ? (
          <path d="m2.5 6.2 2.3 2.3 4.7-5" fill="none" stroke="currentColor" strokeWidth="2" />
        ) : null}
        {colour === 'amber' ? <circle cx="6" cy="6" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" /> : null}
        {colour === 'red' ? <path d="m3 3 6 6M9 3 3 9" stroke="currentColor" strokeWidth="2" /> : null}
      </svg>
      {t(`orders.status.${status}`)}
    </span>
  );
}
