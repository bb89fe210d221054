import { nextAmountDue } from '@beast/domain/checkout/instalments';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import { PAYABLE_ORDER_STATUSES } from '@beast/domain/orders/order-status';
import type { PayResult } from '@beast/domain/orders/orders-api.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import type { ChargeFailureCode, ChargeResult, PaymentEvent, PaymentProvider } from '../payments/payment-provider';
import {
  claimIdempotencyKey,
  errorAnswer,
  guestScope,
  replay,
  type StoredAnswer,
  sha256,
  storeAnswer,
  userScope,
} from './idempotency';
import { createOrderPaymentsRepository, type PaymentRow } from './order-payments.repository';
import { releaseReservation, reservationEnd, reserveAgain } from './order-reservation';
import { changeOrderStatus, type StatusChangeContext } from './order-status.service';
import { loadOrderView } from './order-view';
import { createOrdersRepository, type OrderRow } from './orders.repository';

/** A processing attempt that never reached the processor (a crash before its answer) is given up after this. */
export const ABANDONED_ATTEMPT_MS = 10 * 60_000;
/**
 * An attempt still processing after this is asked about by the sweep: its webhook was lost or arrived
 * while the shop was down, and nobody looked at the order since. Long enough for the browser's card
 * confirmation and the webhook to settle it first.
 */
export const STALE_ATTEMPT_MS = 2 * 60_000;
const SWEEP_BATCH = 50;

export interface OrderPaymentDependencies {
  db: Db;
  clock: Clock;
  /** Absent when no processor is configured: paying answers 503. */
  provider?: PaymentProvider;
  /** Brand and storefront origin for the status emails a payment triggers. */
  statusContext(now: Date): StatusChangeContext;
}

interface PayAttempt {
  idempotencyKey: string;
  paymentToken?: string;
  locale: Locale;
}

/**
 * Paying an order (spec §7 POST /orders/{id}/pay; ARCHITECTURE decision 0007): one transaction records a
 * processing attempt for the amount the server says is due, the processor is charged outside any
 * transaction with the attempt's own idempotency key, and a second transaction settles the attempt and the
 * order. A webhook or a later read settles attempts the processor decided after the request ended.
 */
export function createOrderPaymentService(deps: OrderPaymentDependencies) {
  const { db, clock } = deps;

  function requireProvider(): PaymentProvider {
    if (!deps.provider) throw new DomainError('SERVICE_UNAVAILABLE');
    return deps.provider;
  }

  async function pay(
    order: { id: number; email: string },
    who: { scope: string; endpoint: string },
    attempt: PayAttempt,
  ): Promise<StoredAnswer<PayResult> & { body: PayResult }> {
    const provider = requireProvider();
    await syncProcessingPayment(order.id);
    const started = await inTransaction(db, (tx) => startAttempt(tx, order.id, { ...who, ...attempt }, provider.name));
    if ('answer' in started) return replay(started.answer as StoredAnswer<PayResult>);
    const result = await charge(provider, started.order, started.payment, attempt.paymentToken);
    return replay(await inTransaction(db, (tx) => settle(tx, started.payment.id, result, attempt.locale)));
  }

  /**
   * The first transaction: the Idempotency-Key, the order locked, the amount due, the reservation held (or
   * taken again when it was released), and a processing attempt (one per order at a time).
   */
  async function startAttempt(
    tx: Db,
    orderId: number,
    attempt: PayAttempt & { scope: string; endpoint: string },
    providerName: PaymentProvider['name'],
  ) {
    const now = clock();
    const claim = await claimIdempotencyKey(
      tx,
      {
        scope: attempt.scope,
        endpoint: attempt.endpoint,
        key: attempt.idempotencyKey,
        payload: { paymentToken: attempt.paymentToken ?? null },
      },
      now,
    );
    if (claim.kind === 'replay') return { answer: claim.answer };
    if (claim.kind === 'pending') throw new DomainError('PAYMENT_IN_PROGRESS');
    const order = await createOrdersRepository(tx).lockOrder(orderId);
    if (!order) throw new DomainError('ORDER_NOT_FOUND');
    if (!PAYABLE_ORDER_STATUSES.includes(order.status)) throw new DomainError('ORDER_NOT_PAYABLE');
    const amount = nextAmountDue(order.total, order.paymentPlan, order.amountPaid);
    if (amount <= 0) throw new DomainError('ORDER_ALREADY_PAID');
    const payments = createOrderPaymentsRepository(tx);
    if (await payments.findProcessing(order.id)) throw new DomainError('PAYMENT_IN_PROGRESS');
    await holdReservation(tx, order, now);
    const payment = await payments.insertProcessing({
      orderId: order.id,
      amount,
      provider: providerName,
      idempotencyKeyId: claim.id,
      now,
    });
    return { order, payment };
  }

  /**
   * Units and place must be held while the processor decides: taken again if they were released, else
   * held a while longer so the expiry worker leaves them alone. A paid order holds them for good already.
   */
  async function holdReservation(tx: Db, order: OrderRow, now: Date): Promise<void> {
    if (order.paidAt !== null) return;
    if (order.reservationReleasedAt !== null) return reserveAgain(tx, order, now);
    await createOrdersRepository(tx).updateOrder(order.id, { reservedUntil: reservationEnd(now) }, now);
  }

  async function charge(
    provider: PaymentProvider,
    order: OrderRow,
    payment: PaymentRow,
    paymentToken: string | undefined,
  ): Promise<ChargeResult> {
    try {
      return await provider.charge({
        amount: chf(payment.amount),
        idempotencyKey: payment.providerIdempotencyKey,
        paymentToken,
        description: `Order ${order.number}`,
        metadata: { orderId: String(order.id), paymentId: String(payment.id), orderNumber: order.number },
        email: order.email,
      });
    } catch (error) {
      // The processor could not be reached: nothing was confirmed, the customer may try again.
      const reason = error instanceof Error ? error.message : String(error);
      return failure(null, reason);
    }
  }

  /**
   * The second transaction (also run for webhooks and recovery): settles a processing attempt and its
   * order, once. An attempt settled already is left as it is. The answer is stored under the attempt's
   * Idempotency-Key whoever settles it, so a retry with that key answers the outcome, never "in progress"
   * for an attempt that ended; without the request's language (a webhook, the sweep) it is the order's.
   */
  async function settle(
    tx: Db,
    paymentId: number,
    result: ChargeResult,
    locale?: Locale,
  ): Promise<StoredAnswer<PayResult>> {
    const answer = await settledAnswer(tx, paymentId, result, locale);
    const keyId = (await createOrderPaymentsRepository(tx).findById(paymentId))?.idempotencyKeyId;
    if (keyId) await storeAnswer(tx, keyId, answer);
    return answer;
  }

  async function settledAnswer(
    tx: Db,
    paymentId: number,
    result: ChargeResult,
    locale: Locale | undefined,
  ): Promise<StoredAnswer<PayResult>> {
    const now = clock();
    const payments = createOrderPaymentsRepository(tx);
    const attempt = await payments.findById(paymentId);
    if (!attempt) throw new DomainError('ORDER_NOT_FOUND');
    // Order first, then attempt: the same lock order as the first transaction.
    const order = (await createOrdersRepository(tx).lockOrder(attempt.orderId))!;
    const payment = (await payments.lockPayment(paymentId))!;
    if (payment.status === 'processing') await applyResult(tx, order, payment, result, now);
    const settled = (await payments.findById(paymentId))!;
    if (settled.status === 'failed') {
      return errorAnswer(new DomainError((settled.failureCode as ChargeFailureCode) ?? 'PAYMENT_PROCESSING_ERROR'));
    }
    const waiting = settled.status === 'processing' && result.status === 'requires_action';
    return {
      statusCode: 200,
      body: {
        outcome: settled.status === 'succeeded' ? 'succeeded' : 'requires_action',
        order: await loadOrderView(tx, order.id, locale ?? order.language),
        clientSecret: waiting ? result.clientSecret : null,
      },
    };
  }

  async function applyResult(tx: Db, order: OrderRow, payment: PaymentRow, result: ChargeResult, now: Date) {
    const payments = createOrderPaymentsRepository(tx);
    const orders = createOrdersRepository(tx);
    if (result.status === 'requires_action') {
      await payments.updatePayment(payment.id, { providerRef: result.providerRef }, now);
      return;
    }
    const card = { providerRef: result.providerRef, cardBrand: result.cardBrand, cardLast4: result.cardLast4 };
    if (result.status === 'succeeded') {
      await payments.updatePayment(payment.id, { status: 'succeeded', ...card }, now);
      // The units and the place are sold or booked for good now.
      await orders.updateOrder(
        order.id,
        { amountPaid: order.amountPaid + payment.amount, paidAt: order.paidAt ?? now, reservedUntil: null },
        now,
      );
      if (order.status === 'RECEIVED' || order.status === 'PAYMENT_FAILED') {
        await changeOrderStatus(
          tx,
          { orderId: order.id, to: 'PAYMENT_SENT', actor: 'payment' },
          deps.statusContext(now),
        );
      }
      return;
    }
    await payments.updatePayment(payment.id, { status: 'failed', failureCode: result.failureCode, ...card }, now);
    // A later instalment that fails leaves a paid order as it is: its bikes are sold already.
    if (order.amountPaid > 0) return;
    if (order.status === 'RECEIVED') {
      await changeOrderStatus(
        tx,
        { orderId: order.id, to: 'PAYMENT_FAILED', actor: 'payment', note: result.failureCode },
        deps.statusContext(now),
      );
    }
    if (order.reservationReleasedAt === null) await releaseReservation(tx, order, now);
  }

  /** Settles an attempt the processor decided without us (a requires_action confirmed in the browser, a crash). */
  async function syncProcessingPayment(orderId: number): Promise<void> {
    const provider = deps.provider;
    if (!provider) return;
    const payment = await createOrderPaymentsRepository(db).findProcessing(orderId);
    if (!payment) return;
    let result: ChargeResult;
    if (payment.providerRef) {
      result = await provider.retrieve(payment.providerRef);
      if (result.status === 'requires_action') return;
    } else if (clock().getTime() - payment.createdAt.getTime() > ABANDONED_ATTEMPT_MS) {
      result = failure(null, 'abandoned_attempt');
    } else {
      return;
    }
    await inTransaction(db, (tx) => settle(tx, payment.id, result));
  }

  return {
    /** POST /orders/{id}/pay: the owner's bearer token, or the guest's X-Order-Token; anyone else 404. */
    async payOrder(
      input: PayAttempt & { orderId: number; userId?: number; orderToken?: string },
    ): Promise<StoredAnswer<PayResult> & { body: PayResult }> {
      const order = await createOrderPaymentsRepository(db).findPayableBy(input.orderId, {
        userId: input.userId,
        guestTokenHash: input.orderToken ? sha256(input.orderToken) : undefined,
      });
      if (!order) throw new DomainError('ORDER_NOT_FOUND');
      const scope = input.userId ? userScope(input.userId) : guestScope(order.email);
      return pay(order, { scope, endpoint: `POST /orders/${order.id}/pay` }, input);
    },

    /** POST /vehicles/{id}/pay: the next amount due on the order that bought the signed-in owner's vehicle. */
    async payVehicle(
      input: PayAttempt & { vehicleId: number; userId: number },
    ): Promise<StoredAnswer<PayResult> & { body: PayResult }> {
      const order = await createOrderPaymentsRepository(db).findOrderOfVehicle(input.vehicleId, input.userId);
      if (!order) throw new DomainError('VEHICLE_NOT_FOUND');
      return pay(order, { scope: userScope(input.userId), endpoint: `POST /vehicles/${input.vehicleId}/pay` }, input);
    },

    /** The webhook's handler: settles the attempt of `event.providerRef` once; unknown or settled → nothing. */
    async settlePaymentEvent(event: PaymentEvent): Promise<void> {
      if (event.result.status === 'requires_action') return;
      const payment = await createOrderPaymentsRepository(db).findByProviderRef(event.providerRef);
      if (payment?.status !== 'processing') return;
      await inTransaction(db, (tx) => settle(tx, payment.id, event.result));
    },

    syncProcessingPayment,

    /**
     * Settles attempts left processing (ARCHITECTURE: no payment lost after a crash or a lost webhook):
     * each is asked about at the processor, one order at a time so one failure does not stop the rest.
     * Answers how many orders were looked at.
     */
    async syncStalePayments(onError: (error: unknown, orderId: number) => void = () => {}): Promise<number> {
      const before = new Date(clock().getTime() - STALE_ATTEMPT_MS);
      const orderIds = await createOrderPaymentsRepository(db).findOrdersWithStaleAttempts(before, SWEEP_BATCH);
      for (const orderId of orderIds) {
        await syncProcessingPayment(orderId).catch((error: unknown) => onError(error, orderId));
      }
      return orderIds.length;
    },
  };
}

export type OrderPaymentService = ReturnType<typeof createOrderPaymentService>;

function failure(providerRef: string | null, reason: string): ChargeResult {
  return {
    status: 'failed',
    providerRef,
    failureCode: 'PAYMENT_PROCESSING_ERROR',
    reason,
    cardBrand: null,
    cardLast4: null,
  };
}
