import { createHash } from 'node:crypto';
import { canonicalJson } from '@beast/domain/json/canonical-json';
import { chf, formatMoney } from '@beast/domain/money/money';
import { type AdminRefundRequest, refundableCentimes } from '@beast/domain/orders/admin-orders-api.schema';
import { canChangeOrderStatus } from '@beast/domain/orders/order-status';
import type { Config } from '../../config';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit';
import { queueOrderEmail } from '../orders/order-emails';
import { createOrderLifecycleRepository, type LockedOrder } from '../orders/order-lifecycle.repository';
import { orderRefundEmail } from '../orders/order-refund-email';
import { changeOrderStatus, statusChangeContext } from '../orders/order-status.service';
import type { PaymentProvider } from '../payments/payment-provider';
import { createAdminRefundsRepository, type RefundRow } from './admin-refunds.repository';

export interface AdminRefundsDependencies {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
  provider: PaymentProvider;
}

/**
 * Refunding (part of) a paid order through the payment processor, exactly once per Idempotency-Key
 * (decision 0007's pattern: two transactions around the processor call, never one held open during it):
 *
 * 1. Under the order's row lock, the refund is recorded as `processing` (unique on order and key) after
 *    checking it gives back no more than was paid and not refunded yet; it is committed.
 * 2. The processor is called with the refund's own key: repeating the call never refunds twice.
 * 3. Under the lock again, the outcome is stored once (only a `processing` refund is settled); a success
 *    adds to the order's refunded amount, writes the audit entry, emails the customer and, when everything
 *    paid is given back, cancels the order if the state machine allows it (spec §3 has no refunded status).
 *
 * A retry or a concurrent request with the same key waits on the lock, finds the refund and answers it;
 * one left `processing` (the processor unreachable, a crash) is driven again with the same processor key.
 */
export function createAdminRefundsService({ db, clock, config, provider }: AdminRefundsDependencies) {
  async function lockExisting(tx: Db, orderId: number): Promise<LockedOrder> {
    const order = await createOrderLifecycleRepository(tx).lockOrder(orderId);
    if (!order) throw new DomainError('ORDER_NOT_FOUND');
    return order;
  }

  /** Step 1: the refund under this key, recorded now or found from an earlier request. */
  async function start(staffId: number, orderId: number, key: string, request: AdminRefundRequest) {
    const requestHash = sha256(canonicalJson({ amount: request.amount.amount, reason: request.reason }));
    return inTransaction(db, async (tx) => {
      await lockExisting(tx, orderId);
      const refundsOf = createAdminRefundsRepository(tx);
      const existing = await refundsOf.findByKey(orderId, key);
      if (existing) {
        if (existing.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
        return existing;
      }
      const { left, payment } = await refundableNow(tx, orderId, request.amount.amount);
      if (!payment || request.amount.amount > left) {
        const most = chf(left);
        throw new DomainError(
          'REFUND_EXCEEDS_PAID',
          { amount: 'validation.refund.exceedsPaid' },
          undefined,
          (locale) => ({
            left: formatMoney(most, locale),
          }),
        );
      }
      return refundsOf.insert({
        orderId,
        paymentId: payment.id,
        idempotencyKey: key,
        requestHash,
        amount: request.amount.amount,
        reason: request.reason,
        status: 'processing',
        provider: provider.name,
        providerIdempotencyKey: `refund-${orderId}-${sha256(key).slice(0, 32)}`,
        staffId,
        createdAt: clock(),
        updatedAt: clock(),
      });
    });
  }

  /** Steps 2 and 3 for a refund still `processing`. */
  async function drive(refund: RefundRow, paymentRef: string): Promise<RefundRow> {
    const result = await provider.refund({
      providerRef: paymentRef,
      amount: chf(refund.amount),
      idempotencyKey: refund.providerIdempotencyKey,
      reason: refund.reason,
    });
    return inTransaction(db, async (tx) => {
      const order = await lockExisting(tx, refund.orderId);
      const refundsOf = createAdminRefundsRepository(tx);
      const current = await refundsOf.lockRefund(refund.id);
      // Another request with the same key settled it meanwhile: its outcome stands, recorded once.
      if (current?.status !== 'processing') return current ?? refund;
      const now = clock();
      if (result.status === 'failed') {
        await refundsOf.settle(
          refund.id,
          { status: 'failed', providerRef: result.providerRef, failureReason: result.reason },
          now,
        );
        return { ...current, status: 'failed' as const };
      }
      await refundsOf.settle(
        refund.id,
        { status: 'succeeded', providerRef: result.providerRef, failureReason: null },
        now,
      );
      await refundsOf.addRefunded(order.id, refund.amount, now);
      const amountRefunded = order.amountRefunded + refund.amount;
      const cancels =
        amountRefunded >= order.amountPaid && canChangeOrderStatus(order.status, 'CANCELED', order.deliveryMethod);
      await recordAudit(tx, {
        staffId: refund.staffId,
        action: 'refunded',
        entityType: 'order',
        entityKey: order.number,
        before: { amountRefunded: order.amountRefunded, status: order.status },
        after: {
          amountRefunded,
          status: cancels ? 'CANCELED' : order.status,
          refund: { id: refund.id, paymentId: refund.paymentId, amount: refund.amount, reason: refund.reason },
        },
      });
      const email = orderRefundEmail({
        locale: order.language,
        brandName: config.brandName,
        firstName: order.contacts.firstName,
        orderNumber: order.number,
        amount: chf(refund.amount),
        accountLink: `${config.publicUrl}/${order.language}/account`,
      });
      await queueOrderEmail(tx, order.id, { to: order.email, ...email }, now);
      if (cancels) {
        await changeOrderStatus(
          tx,
          { orderId: order.id, to: 'CANCELED', actor: 'staff', staffId: refund.staffId, note: refund.reason },
          statusChangeContext(config, now),
        );
      }
      return { ...current, status: 'succeeded' as const };
    });
  }

  return {
    /**
     * Refunds `request.amount` of the order once per `key`; answers the refund (a replay answers the first
     * one). The processor's refusal is 422 REFUND_REFUSED, also on replay; an unreachable processor 502
     * PAYMENT_PROCESSING_ERROR, and the same key may be sent again.
     */
    async refund(staffId: number, orderId: number, key: string, request: AdminRefundRequest): Promise<RefundRow> {
      let refund = await start(staffId, orderId, key, request);
      if (refund.status === 'processing') {
        const payments = await createAdminRefundsRepository(db).refundablePayments(orderId);
        const paymentRef = payments.find((payment) => payment.id === refund.paymentId)?.providerRef;
        if (!paymentRef) throw new DomainError('INTERNAL');
        refund = await drive(refund, paymentRef);
      }
      if (refund.status === 'failed') throw new DomainError('REFUND_REFUSED');
      return refund;
    },
  };
}

export type AdminRefundsService = ReturnType<typeof createAdminRefundsService>;

/**
 * What one refund may give back now, and from which payment: what was paid minus what is refunded or
 * being refunded, taken from the newest succeeded payment that still holds it (a processor refunds one
 * charge at a time).
 */
export async function refundableNow(
  reader: Db,
  orderId: number,
  amount = 0,
): Promise<{ left: number; payment: { id: number; providerRef: string | null } | undefined }> {
  const order = await createOrderLifecycleRepository(reader).findOrder(orderId);
  if (!order) throw new DomainError('ORDER_NOT_FOUND');
  const refundsOf = createAdminRefundsRepository(reader);
  const orderLeft = refundableCentimes(
    order.amountPaid,
    order.amountRefunded + (await refundsOf.processingTotal(orderId)),
  );
  const payments = (await refundsOf.refundablePayments(orderId)).filter(
    (payment) => payment.providerRef && payment.left > 0,
  );
  const mostFromOne = Math.max(0, ...payments.map((payment) => payment.left));
  const left = Math.min(orderLeft, mostFromOne);
  const payment = payments.find((candidate) => candidate.left >= amount);
  return { left, payment };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
