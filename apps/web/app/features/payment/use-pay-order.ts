import { useCallback, useMemo, useRef, useState } from 'react';
import { errorText } from '../../lib/api/error-text';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { browserApi } from '../../lib/session/browser-session';
import { ordersApi } from '../orders';
import { guestOrderToken } from './guest-order-token';
import { createPayer, type PayOutcome, type PayTarget } from './pay-order';
import { paymentApi } from './payment-api';
import { PAYMENT_ERROR_TEXT, paymentErrorCode } from './payment-errors';
import type { PaymentMethod } from './payment-method';

export type { PayOutcome, PayTarget } from './pay-order';

export interface PayOrderState {
  /**
   * Pays what is due on an order or a vehicle's order: POST /orders/{id}/pay or /vehicles/{id}/pay with the
   * card's token (test provider) or through Stripe's card element. A guest's order token is read from
   * sessionStorage when the target does not carry one. Resolves with the updated order, or with the error
   * (never throws); `error` then holds its spec §8 text.
   */
  pay: (target: PayTarget, method: PaymentMethod) => Promise<PayOutcome>;
  paying: boolean;
  /** The last failure's spec §8 text (translated), null after a success or before any attempt. */
  error: string | null;
  /** The last failure's catalogue code (PAYMENT_REFUSED, ORDER_ALREADY_PAID, …). */
  errorCode: string | null;
  clearError: () => void;
}

/**
 * The one way the storefront pays (checkout payment step, /payment/{paymentFor}/{id}). Each attempt has
 * its own Idempotency-Key, reused when the same attempt is sent again after a lost connection.
 */
export function usePayOrder(): PayOrderState {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const payer = useMemo(() => {
    const api = browserApi(locale);
    return createPayer({ ...paymentApi(api), order: ordersApi(api).order });
  }, [locale]);
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<{ text: string; code: string } | null>(null);

  const pay = useCallback(
    async (target: PayTarget, method: PaymentMethod): Promise<PayOutcome> => {
      if (busy.current) return { ok: false, error: new Error('A payment is already on its way.') };
      busy.current = true;
      setPaying(true);
      setFailure(null);
      try {
        const outcome = await payer.pay(withGuestToken(target), method);
        if (!outcome.ok)
          setFailure({ text: errorText(outcome.error, t, PAYMENT_ERROR_TEXT), code: paymentErrorCode(outcome.error) });
        return outcome;
      } finally {
        busy.current = false;
        setPaying(false);
      }
    },
    [payer, t],
  );

  return {
    pay,
    paying,
    error: failure?.text ?? null,
    errorCode: failure?.code ?? null,
    clearError: useCallback(() => setFailure(null), []),
  };
}

function withGuestToken(target: PayTarget): PayTarget {
  if (target.paymentFor !== 'order' || target.guestToken) return target;
  return { ...target, guestToken: guestOrderToken(target.id) };
}
