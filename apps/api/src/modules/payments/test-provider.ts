import { randomBytes } from 'node:crypto';
import { parseTestCardToken, type TestCardOutcome } from '@beast/domain/checkout/test-cards';
import { DomainError } from '../../errors/domain-error';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from './payment-provider';

/** Enough attempts for a long demo; the oldest are forgotten first, so memory stays bounded. */
const REMEMBERED_CHARGES = 10_000;

/**
 * The built-in provider of demo mode (refused in production by the settings). It behaves like Stripe's
 * test cards and settles at once, reading only the token the browser made with `testCardToken`: no card
 * number or security code ever reaches it. Like a processor, it remembers each attempt by its
 * idempotency key, so the same key answers the first result and never "charges" twice. Its memory is the
 * process's: after a restart an earlier charge is unknown (`retrieve` answers it as failed, no money moved).
 */
export function createTestPaymentProvider(options: { rememberedCharges?: number } = {}): PaymentProvider {
  const limit = options.rememberedCharges ?? REMEMBERED_CHARGES;
  const byKey = new Map<string, ChargeResult>();
  const byRef = new Map<string, ChargeResult>();
  const refundsByKey = new Map<string, RefundResult>();
  /** What is left to refund of each succeeded charge this process made. */
  const chargedAmount = new Map<string, number>();

  function remember(key: string, result: ChargeResult): void {
    byKey.set(key, result);
    if (result.providerRef) byRef.set(result.providerRef, result);
    while (byKey.size > limit) {
      const [oldestKey, oldest] = byKey.entries().next().value as [string, ChargeResult];
      byKey.delete(oldestKey);
      if (oldest.providerRef) {
        byRef.delete(oldest.providerRef);
        chargedAmount.delete(oldest.providerRef);
      }
    }
  }

  return {
    name: 'test',

    browserConfig: () => ({ provider: 'test' }),

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const known = byKey.get(request.idempotencyKey);
      if (known) return known;
      const result = settle(request.paymentToken);
      remember(request.idempotencyKey, result);
      if (result.status === 'succeeded') chargedAmount.set(result.providerRef, request.amount.amount);
      return result;
    },

    /**
     * Like Stripe: a succeeded charge this process made is refunded at most up to its amount, a failed one
     * not at all; a charge it does not know (made before a restart of the demo) is refunded as asked, as no
     * money ever moved. The same key answers the first result.
     */
    async refund(request: RefundRequest): Promise<RefundResult> {
      const known = refundsByKey.get(request.idempotencyKey);
      if (known) return known;
      const charge = byRef.get(request.providerRef);
      const left = chargedAmount.get(request.providerRef);
      let result: RefundResult;
      if (charge && charge.status !== 'succeeded') {
        result = { status: 'failed', providerRef: null, reason: 'charge_not_succeeded' };
      } else if (left !== undefined && request.amount.amount > left) {
        result = { status: 'failed', providerRef: null, reason: 'amount_too_large' };
      } else {
        result = { status: 'succeeded', providerRef: `test_re_${randomBytes(12).toString('hex')}` };
        if (left !== undefined) chargedAmount.set(request.providerRef, left - request.amount.amount);
      }
      refundsByKey.set(request.idempotencyKey, result);
      while (refundsByKey.size > limit) refundsByKey.delete(refundsByKey.keys().next().value as string);
      return result;
    },

    async retrieve(providerRef: string): Promise<ChargeResult> {
      return (
        byRef.get(providerRef) ?? {
          status: 'failed',
          providerRef,
          failureCode: 'PAYMENT_PROCESSING_ERROR',
          reason: 'unknown_charge',
          cardBrand: null,
          cardLast4: null,
        }
      );
    },

    /**
     * The test provider sends no webhooks, so no call to the webhook can be genuine: it is refused as
     * unsigned (400 WEBHOOK_SIGNATURE_INVALID) rather than acknowledged.
     */
    parseWebhook() {
      throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
    },
  };
}

/** What Stripe's test card of the same outcome would answer. */
function settle(paymentToken: string | undefined): ChargeResult {
  const providerRef = `test_ch_${randomBytes(12).toString('hex')}`;
  const card = paymentToken ? parseTestCardToken(paymentToken) : undefined;
  if (!card) return failed(providerRef, 'PAYMENT_REFUSED', 'invalid_token', null, null);
  if (card.outcome === 'succeeds') {
    return { status: 'succeeded', providerRef, cardBrand: card.brand, cardLast4: card.last4 };
  }
  const code = card.outcome === 'processing_error' ? 'PAYMENT_PROCESSING_ERROR' : 'PAYMENT_REFUSED';
  return failed(providerRef, code, card.outcome, card.brand, card.last4);
}

function failed(
  providerRef: string,
  failureCode: 'PAYMENT_REFUSED' | 'PAYMENT_PROCESSING_ERROR',
  reason: Exclude<TestCardOutcome, 'succeeds'> | 'invalid_token',
  cardBrand: string | null,
  cardLast4: string | null,
): ChargeResult {
  return { status: 'failed', providerRef, failureCode, reason, cardBrand, cardLast4 };
}
