import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { type PaymentMethod, stripeConfirmationOf } from './payment-method';

/**
 * Stripe's card element (ARCHITECTURE: payments, PCI DSS SAQ A): the card is typed into Stripe's own
 * iframe and confirmed by Stripe.js with the PaymentIntent's client secret; our pages never see it.
 * Stripe.js is imported and loaded only when the shop's provider is Stripe.
 */
export interface StripeCard {
  status: 'idle' | 'loading' | 'ready' | 'unavailable';
  /** Stripe's own message about the card being typed (already in the page's language). */
  error: string | null;
  mountPoint: React.RefObject<HTMLDivElement | null>;
  paymentMethod: () => Promise<PaymentMethod | null>;
  clear: () => void;
}

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per key and page: `loadStripe` adds its script once. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let pending = loaded.get(publishableKey);
  if (!pending) {
    pending = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    pending.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, pending);
  }
  return pending;
}

export function useStripeCard(publishableKey: string | null): StripeCard {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const mountPoint = useRef<HTMLDivElement | null>(null);
  const stripe = useRef<{ client: Stripe; card: StripeCardElement } | null>(null);
  const complete = useRef(false);
  const [status, setStatus] = useState<StripeCard['status']>(publishableKey ? 'loading' : 'idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!publishableKey) return;
    let cancelled = false;
    let card: StripeCardElement | undefined;
    stripeFor(publishableKey)
      .then((client) => {
        if (cancelled || !mountPoint.current) return;
        if (!client) throw new Error('Stripe.js did not load');
        card = client.elements({ locale }).create('card', { hidePostalCode: true });
        card.on('change', (event) => {
          complete.current = event.complete;
          setError(event.error?.message ?? null);
        });
        card.mount(mountPoint.current);
        stripe.current = { client, card };
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('unavailable');
      });
    return () => {
      cancelled = true;
      card?.destroy();
      stripe.current = null;
    };
  }, [publishableKey, locale]);

  async function paymentMethod(): Promise<PaymentMethod | null> {
    const current = stripe.current;
    if (!current) return null;
    if (!complete.current) {
      setError((previous) => previous ?? t('validation.cardNumber.incomplete'));
      current.card.focus();
      return null;
    }
    return {
      provider: 'stripe',
      confirm: async (clientSecret) =>
        stripeConfirmationOf(
          await current.client.confirmCardPayment(clientSecret, { payment_method: { card: current.card } }),
        ),
    };
  }

  return {
    status,
    error,
    mountPoint,
    paymentMethod,
    clear: () => {
      stripe.current?.card.clear();
      stripe.current?.card.focus();
      complete.current = false;
    },
  };
}
