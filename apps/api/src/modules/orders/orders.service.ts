import { randomBytes } from 'node:crypto';
import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import type { PlaceOrderRequest } from '@beast/domain/checkout/checkout-api.schema';
import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { isInstalmentPlanMonths } from '@beast/domain/checkout/instalments';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf, formatMoney } from '@beast/domain/money/money';
import type { OrderQuote, PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { type Db, inTransaction } from '../../db/client';
import type { OrderContactsRecord } from '../../db/schema/orders';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { createAuthRepository, type UserRow } from '../auth/auth.repository';
import { hashPassword } from '../auth/passwords';
import type { CouponCustomer } from '../coupons/coupon.rules';
import { couponCustomer } from '../coupons/coupons.service';
import { checkDelivery, type DeliveryBooking, reserveDelivery } from '../delivery/delivery-booking';
import type { QuotationOrderingLinks } from '../quotations/quotation-ordering';
import type { QuotationRow } from '../quotations/quotations.repository';
import { claimIdempotencyKey, guestScope, type StoredAnswer, sha256, storeAnswer, userScope } from './idempotency';
import { orderClaimEmail } from './order-claim-email';
import { orderConfirmationEmail } from './order-confirmation-email';
import { queueOrderEmail } from './order-emails';
import {
  type OrderLineRequest,
  orderLinesOfCart,
  orderLinesOfGuest,
  type PricedOrder,
  pricedOrderColumns,
  priceOrder,
  toOrderPricing,
} from './order-pricing';
import { assignEditionUnits, reservationEnd, takeEditionStock } from './order-reservation';
import { loadOrderView, loadPlacedOrderView } from './order-view';
import { createOrdersRepository } from './orders.repository';

export interface OrdersServiceDependencies {
  db: Db;
  clock: Clock;
  brandName: string;
  /** The shop's origin, for the pictures of the confirmation email. */
  publicOrigin: string;
  /** The accounts module's confirmation email, for an account created at checkout. */
  queueEmailConfirmation(tx: Db, user: UserRow): Promise<void>;
  /** A won quotation ordered through the checkout (`quotationToken`). */
  quotationOrdering: QuotationOrderingLinks;
}

export interface OrderRequest {
  body: PlaceOrderRequest;
  /** The signed-in customer; undefined for a guest. */
  userId?: number;
  locale: Locale;
}

type Registration = PlacedOrder['registration'];

/**
 * Quoting and placing orders (spec §2 /checkout, §4 Checkout; ARCHITECTURE decision 0007). Placing is one
 * transaction: the Idempotency-Key, pricing, edition units, the delivery place, coupon redemptions, the
 * order, a guest's new account and the emails commit together or not at all.
 */
export function createOrdersService(deps: OrdersServiceDependencies) {
  const { db, clock } = deps;

  return {
    /** POST /orders/quote: the same pricing and delivery checks as the order, nothing saved. */
    async quote(request: OrderRequest): Promise<OrderQuote> {
      assertDeliveryType(request.body);
      const now = clock();
      const quotation = await quotationOf(db, request, now);
      const priced = await priceRequest(db, request, await customerOf(db, request), {
        now,
        lockCoupons: false,
        quotation,
      });
      await checkDelivery(db, deliveryRequest(request.body, now));
      return toOrderPricing(priced);
    },

    /** POST /orders: answers 201 PlacedOrder, or the answer stored under the same Idempotency-Key. */
    async placeOrder(request: OrderRequest & { idempotencyKey: string }): Promise<StoredAnswer<PlacedOrder>> {
      assertDeliveryType(request.body);
      const { body, userId } = request;
      const newAccountHash = await passwordHashForNewAccount(db, request);
      return inTransaction(db, async (tx) => {
        const now = clock();
        const claim = await claimIdempotencyKey(
          tx,
          {
            scope: userId ? userScope(userId) : guestScope(body.contacts.email),
            endpoint: 'POST /orders',
            key: request.idempotencyKey,
            payload: body,
          },
          now,
        );
        if (claim.kind === 'replay') return claim.answer as StoredAnswer<PlacedOrder>;
        // The whole order is one transaction: its key is never seen without its answer.
        if (claim.kind === 'pending') throw new DomainError('INTERNAL');
        // Locked: a second order from the same quotation link waits here, then finds it ordered.
        const quotation = await quotationOf(tx, request, now, true);
        const account = userId ? undefined : await createAuthRepository(tx).findUserByEmail(body.contacts.email);
        const customer = await customerOf(tx, request);
        const priced = await priceRequest(tx, request, customer, { now, lockCoupons: true, quotation });
        assertPriceAsShown(priced, body.expectedTotal);
        await takeEditionStock(tx, editionQuantities(priced));
        const booking = await reserveDelivery(tx, deliveryRequest(body, now));
        const registration = await registerCustomer(tx, request, account, newAccountHash, now);
        const guestToken = userId ? null : randomBytes(32).toString('base64url');
        const claimToken = registration.owner ? randomBytes(32).toString('base64url') : null;
        const orderId = await saveOrder(tx, {
          request,
          priced,
          booking,
          customerId: userId ?? registration.userId,
          customerEmail: customer.emailKey,
          guestTokenHash: guestToken && sha256(guestToken),
          claimTokenHash: claimToken && sha256(claimToken),
          now,
        });
        if (quotation) await deps.quotationOrdering.markOrdered(tx, quotation.id, orderId, now);
        if (userId) await createOrdersRepository(tx).deleteCart(userId);
        const order = await loadPlacedOrderView(tx, orderId, request.locale, editionQuantities(priced).size > 0);
        const email = orderConfirmationEmail({
          order,
          locale: request.locale,
          brandName: deps.brandName,
          publicOrigin: deps.publicOrigin,
        });
        await queueOrderEmail(tx, orderId, { to: body.contacts.email, ...email }, now);
        if (registration.owner && claimToken) {
          await queueClaimEmail(tx, registration.owner, { id: orderId, number: order.number, claimToken }, now);
        }
        const answer = { statusCode: 201, body: { order, guestToken, registration: registration.outcome } };
        await storeAnswer(tx, claim.id, answer);
        return answer;
      });
    },

    /**
     * POST /orders/{id}/claim: the signed-in owner of the account of a guest order's address attaches it
     * with the token emailed to that address. The order, its coupons (now a verified customer's) and its
     * vehicles join the account; the guest's own token keeps working. A wrong token or another customer's
     * order answers 404; the right token in another account answers 403, so the owner knows to switch.
     */
    async claimOrder(input: { orderId: number; claimToken: string; userId: number; locale: Locale }) {
      await inTransaction(db, async (tx) => {
        const repository = createOrdersRepository(tx);
        const order = await repository.lockOrder(input.orderId);
        if (!order?.claimTokenHash || order.claimTokenHash !== sha256(input.claimToken)) {
          throw new DomainError('ORDER_NOT_FOUND');
        }
        if (order.userId === input.userId) return;
        if (order.userId !== null) throw new DomainError('ORDER_NOT_FOUND');
        const account = await createAuthRepository(tx).findUserById(input.userId);
        // The link went to the order's mailbox: any account of that mailbox is its owner's.
        if (!account || customerEmailKey(account.email) !== customerEmailKey(order.email)) {
          throw new DomainError('ORDER_CLAIM_OTHER_ACCOUNT');
        }
        await repository.attachOrderToAccount(order.id, input.userId, clock());
      });
      return loadOrderView(db, input.orderId, input.locale);
    },
  };

  /** The won quotation the checkout orders (`quotationToken`), checked: valid, not ordered yet. */
  function quotationOf(db: Db, { body }: OrderRequest, now: Date, lock = false) {
    if (body.quotationToken === undefined) return Promise.resolve(undefined);
    return deps.quotationOrdering.quotationOf(db, body.quotationToken, now, lock);
  }

  function priceRequest(
    db: Db,
    request: OrderRequest,
    customer: CouponCustomer,
    options: { now: Date; lockCoupons: boolean; quotation: QuotationRow | undefined },
  ): Promise<PricedOrder> {
    const { body } = request;
    const months = body.paymentPlanMonths;
    return linesOf(db, request).then((lines) =>
      priceOrder(db, {
        lines,
        customer,
        locale: request.locale,
        deliveryMethod: body.delivery.method,
        paymentPlanMonths: months !== null && isInstalmentPlanMonths(months) ? months : null,
        now: options.now,
        lockCoupons: options.lockCoupons,
        quotedPrices: options.quotation && deps.quotationOrdering.quotedPrices(options.quotation, lines),
      }),
    );
  }

  /**
   * "An order was placed with your email — add it to your account", to the account's owner in the account's
   * language: the link leads to the storefront page that claims the order once they signed in.
   */
  async function queueClaimEmail(
    tx: Db,
    owner: UserRow,
    order: { id: number; number: string; claimToken: string },
    now: Date,
  ) {
    const query = new URLSearchParams({ order: String(order.id), token: order.claimToken });
    const email = orderClaimEmail({
      locale: owner.language,
      brandName: deps.brandName,
      firstName: owner.firstName,
      orderNumber: order.number,
      claimLink: `${deps.publicOrigin}/${owner.language}/claim-order?${query}`,
    });
    await queueOrderEmail(tx, order.id, { to: owner.email, ...email }, now);
  }

  /**
   * spec §3 registerUser: a guest without an account gets one (no password of its own: they sign in with
   * an email code or set one by the reset). A guest whose email has an account places a guest order all the
   * same: typing an address proves nothing, so the order joins that account only when its owner claims it
   * (`owner`: the account to email the claim link to).
   */
  async function registerCustomer(
    tx: Db,
    { body, userId, locale }: OrderRequest,
    account: UserRow | undefined,
    passwordHash: string | undefined,
    now: Date,
  ): Promise<{ outcome: Registration; userId: number | null; owner?: UserRow }> {
    if (userId) return { outcome: 'signedIn', userId };
    if (account) return { outcome: 'exists', userId: null, owner: account };
    if (!body.contacts.registerUser || !passwordHash) return { outcome: 'skipped', userId: null };
    const { contacts } = body;
    const user = await createAuthRepository(tx).insertUserIfAbsent({
      email: contacts.email,
      passwordHash,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      country: contacts.country,
      city: contacts.city,
      zipCode: contacts.zipCode,
      address: contacts.address,
      countryCode: contacts.countryCode,
      phoneNumber: contacts.phoneNumber,
      language: locale,
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    // Another checkout created the account a moment ago: it exists now.
    if (!user) {
      const existing = await createAuthRepository(tx).findUserByEmail(contacts.email);
      return { outcome: 'exists', userId: null, owner: existing };
    }
    await deps.queueEmailConfirmation(tx, user);
    return { outcome: 'created', userId: user.id };
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** spec §3 Checkout contacts: deliveryTypeId names the same method as the delivery choice. */
function assertDeliveryType(body: PlaceOrderRequest): void {
  if (body.contacts.deliveryTypeId !== body.delivery.method) {
    throw new DomainError('VALIDATION_FAILED', { 'contacts.deliveryTypeId': 'validation.invalid' });
  }
}

/**
 * Never a silent change at payment: an order that would cost another total than the checkout showed is refused
 * with the new total. Without the shown total, a line whose offer no longer holds is refused the same way.
 */
function assertPriceAsShown(priced: PricedOrder, expectedTotal: number | undefined): void {
  const lapsed = priced.lines.filter((line) => line.offer !== null && line.offer.refusal !== null);
  const changed = expectedTotal === undefined ? lapsed.length > 0 : expectedTotal !== priced.total;
  if (!changed) return;
  const fields = Object.fromEntries(
    lapsed.map((line) => [`lines.${line.position - 1}.specialOfferId`, `errors.${line.offer!.refusal}`]),
  );
  const total = chf(priced.total);
  throw new DomainError('PRICE_CHANGED', fields, undefined, (locale) => ({ total: formatMoney(total, locale) }));
}

function deliveryRequest(body: PlaceOrderRequest, now: Date) {
  return { delivery: body.delivery, zipCode: body.contacts.zipCode, today: swissIsoToday(now) };
}

/** The lines to price: a signed-in customer's server cart (any `lines` sent is ignored), else the guest's. */
async function linesOf(db: Db, { body, userId }: OrderRequest): Promise<OrderLineRequest[]> {
  if (!userId) return orderLinesOfGuest(body.lines ?? []);
  return orderLinesOfCart(await createOrdersRepository(db).findCartLines(userId));
}

/** Whose coupon limits the order counts against: the signed-in account, else the guest's address. */
function customerOf(db: Db, { body, userId }: OrderRequest): Promise<CouponCustomer> {
  return couponCustomer(db, userId ? { userId } : { guestEmail: body.contacts.email });
}

/**
 * Argon2id of 32 random bytes for an account created at checkout, hashed before the transaction (it is
 * slow). Only when it will be needed: a guest asking for an account whose email has none yet.
 */
async function passwordHashForNewAccount(db: Db, { body, userId }: OrderRequest): Promise<string | undefined> {
  if (userId || !body.contacts.registerUser) return undefined;
  if (await createAuthRepository(db).findUserByEmail(body.contacts.email)) return undefined;
  return hashPassword(randomBytes(32).toString('base64url'));
}

function editionQuantities(priced: PricedOrder): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const { item, request } of priced.lines) {
    if (item.product.editionSize === null) continue;
    wanted.set(item.product.id, (wanted.get(item.product.id) ?? 0) + request.quantity);
  }
  return wanted;
}

interface OrderToSave {
  request: OrderRequest;
  priced: PricedOrder;
  booking: DeliveryBooking;
  customerId: number | null;
  /** `customerEmailKey` of the customer's address, for their coupon limits. */
  customerEmail: string;
  guestTokenHash: string | null;
  claimTokenHash: string | null;
  now: Date;
}

/** The order row, its lines, edition units, redemptions and history. */
async function saveOrder(
  tx: Db,
  { request, priced, booking, customerId, customerEmail, guestTokenHash, claimTokenHash, now }: OrderToSave,
) {
  const repository = createOrdersRepository(tx);
  const { body } = request;
  const order = await repository.insertNumberedOrder(
    {
      userId: customerId,
      email: body.contacts.email,
      language: request.locale,
      type: body.type,
      status: 'RECEIVED',
      contacts: contactsRecord(body),
      deliveryMethod: booking.method,
      zipCode: booking.zipCode,
      isStandardZip: booking.isStandardZip,
      deliveryDate: booking.date,
      timeWindow: booking.timeWindow,
      pickUpCenterId: booking.pickUpCenterId,
      slotBookingId: booking.slotBookingId,
      comment: body.comment || null,
      ...pricedOrderColumns(priced),
      guestTokenHash,
      claimTokenHash,
      reservedUntil: reservationEnd(now),
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  await assignEditionUnits(tx, await insertOrderLines(tx, order.id, priced.lines));
  await repository.insertRedemptions(
    uniqueCoupons(priced).map((couponId) => ({
      couponId,
      userId: customerId,
      email: body.contacts.email,
      customerEmail,
      orderId: order.id,
      redeemedAt: now,
    })),
  );
  await repository.insertStatusChange({
    orderId: order.id,
    fromStatus: null,
    toStatus: 'RECEIVED',
    actor: 'customer',
    createdAt: now,
  });
  return order.id;
}

/**
 * Writes the priced lines of an order, services attached to their bikes. Answers the lines of limited
 * editions with their new ids, ready for `assignEditionUnits`.
 */
export async function insertOrderLines(tx: Db, orderId: number, lines: PricedOrder['lines']) {
  const repository = createOrdersRepository(tx);
  const lineIds = await repository.insertLines(
    lines.map((line) => ({
      orderId,
      position: line.position,
      productId: line.item.product.id,
      quantity: line.request.quantity,
      unitPrice: line.item.product.price,
      unitOriginalPrice: line.item.product.originalPrice,
      configuratorOptions: line.request.configuratorOptions,
      couponId: line.coupon?.id ?? null,
      couponName: line.coupon?.code ?? null,
      discount: line.discount,
      lineTotal: line.lineTotal,
      specialOfferId: line.offer?.refusal === null ? line.offer.offer.id : null,
    })),
  );
  const idOf = (position: number) => lineIds.get(position)!;
  for (const line of lines) {
    if (line.request.attachedTo !== null)
      await repository.attachLine(idOf(line.position), idOf(line.request.attachedTo + 1));
  }
  return lines
    .filter((line) => line.item.product.editionSize !== null)
    .map((line) => ({ lineId: idOf(line.position), productId: line.item.product.id, quantity: line.request.quantity }));
}

/** One redemption per coupon and order, however many lines it discounts. */
function uniqueCoupons(priced: PricedOrder): number[] {
  return [...new Set(priced.lines.flatMap((line) => (line.coupon ? [line.coupon.id] : [])))];
}

function contactsRecord({ contacts }: PlaceOrderRequest): OrderContactsRecord {
  return {
    firstName: contacts.firstName,
    lastName: contacts.lastName,
    email: contacts.email,
    countryCode: contacts.countryCode,
    phoneNumber: contacts.phoneNumber,
    country: contacts.country,
    city: contacts.city,
    zipCode: contacts.zipCode,
    address: contacts.address,
  };
}
