import type { AddCartLineRequest, Cart, CartItem, UpdateCartLineRequest } from '@beast/domain/cart/cart-api.schema';
import { isVehicleType } from '@beast/domain/catalog/vehicle-types';
import { findSameLine, type OfflineLine } from './offline-cart';

/** The calls the push needs (the API client's cart calls; a fake in the tests). */
export interface CartCalls {
  cart(): Promise<Cart>;
  addCartLine(body: AddCartLineRequest): Promise<Cart>;
  updateCartLine(cartItemId: number, body: UpdateCartLineRequest): Promise<Cart>;
}

export interface RefusedLine {
  line: OfflineLine;
  /** The API's error (code and translated message), or ATTACH_TO_INVALID when the bike itself stayed offline. */
  error: unknown;
}

export interface PushResult {
  /** Lines the server refused, and lines not sent because the API could not be reached: they stay offline. */
  kept: OfflineLine[];
  refused: RefusedLine[];
  /** offline cartItemId → server cartItemId of the lines pushed. */
  ids: Map<string, number>;
  /** The API could not be reached (or the page is leaving): the rest is sent at the next chance. */
  interrupted: boolean;
}

/** A line of the offline cart already on the server, from a push that was cut short (the page was left). */
export interface PushableLine extends OfflineLine {
  pushedAs?: number;
  /** Sent, answer not seen yet: the units the server line had before (to tell afterwards whether it arrived). */
  sending?: { before: number; at?: number };
}

export interface PushProgress {
  /** Called just before a line is sent, with the units its server line has now. */
  onSending?(line: OfflineLine, before: number): void;
  /** Called as soon as a line is on the server, so that a push cut short never sends it twice. */
  onPushed?(line: OfflineLine, serverId: number): void;
  /** Waits (tests pass a fake). */
  sleep?(ms: number): Promise<void>;
  now?(): number;
}

/**
 * A request sent just before the page was left may still be on its way to the server: a line marked as
 * sent this recently is looked for a few more times before it is sent again (the API has no idempotency key).
 */
const IN_FLIGHT_GRACE_MS = 15_000;
const IN_FLIGHT_CHECKS = 8;
const IN_FLIGHT_CHECK_MS = 750;

/** No answer at all (network down, page unloading): not a refusal, so the line is offered again later. */
function isUnreached(error: unknown): boolean {
  const failure = error as { code?: unknown; fromServer?: unknown } | null;
  return failure?.code === 'SERVICE_UNAVAILABLE' && failure.fromServer === false;
}

/** The server's line of an offline line; `bikeLineId` is the server line its service is attached to. */
function serverLineOf(cart: Cart, line: OfflineLine, bikeLineId: number | null): CartItem | undefined {
  const items = cart.items.map((item) => ({
    item,
    productId: item.vehicle.id,
    configuratorOptions: item.configuratorOptions,
    specialOfferId: item.offer?.id ?? null,
    attachTo: item.attachTo ? { vehicleId: String(item.attachTo.vehicleId) } : null,
  }));
  return findSameLine(items, line.productId, {
    attachTo: bikeLineId === null ? null : { vehicleId: String(bikeLineId) },
    configuratorOptions: line.configuratorOptions,
    specialOfferId: line.specialOfferId ?? null,
  })?.item;
}

/**
 * spec §4: after login the offline items are pushed to the server one by one. Lines that stand alone go
 * first (bikes before accessories), then the services, whose `attachTo` points at the server id of their
 * bike's new line. The server merges a line with the same product, options and attachment, so nothing is
 * doubled. A line the server refuses (OUT_OF_STOCK, a withdrawn product…) is kept offline with its error,
 * and so are the services of a bike that stayed offline.
 */
export async function pushOfflineCart(
  all: readonly PushableLine[],
  api: CartCalls,
  progress: PushProgress = {},
): Promise<PushResult> {
  const sleep = progress.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = progress.now ?? Date.now;
  const ids = new Map<string, number>();
  for (const line of all) if (line.pushedAs !== undefined) ids.set(line.cartItemId, line.pushedAs);
  const lines = all.filter((line) => line.pushedAs === undefined);
  const refused: RefusedLine[] = [];
  const unsent = new Set<string>();
  let interrupted = false;
  let cart: Cart | undefined;
  const standalone = lines.filter((line) => !line.attachTo);
  const ordered = [
    ...standalone.filter((line) => isVehicleType(line.type)),
    ...standalone.filter((line) => !isVehicleType(line.type)),
    ...lines.filter((line) => line.attachTo),
  ];
  for (const line of ordered) {
    if (interrupted) {
      unsent.add(line.cartItemId);
      continue;
    }
    // The server's id of the bike line this service is attached to (the wire calls it attachTo.vehicleId).
    let bikeLineId: number | null = null;
    if (line.attachTo) {
      const mapped = ids.get(line.attachTo.vehicleId);
      if (mapped === undefined) {
        refused.push({ line, error: { code: 'ATTACH_TO_INVALID' } });
        continue;
      }
      bikeLineId = mapped;
    }
    try {
      cart ??= await api.cart();
      let before = serverLineOf(cart, line, bikeLineId);
      // A line sent by a push that was cut short before its answer: if the units arrived, it is not sent again.
      const sending = line.sending;
      const arrived = () => Boolean(sending && before && before.quantity >= sending.before + line.quantity);
      const recent = sending?.at !== undefined && now() - sending.at < IN_FLIGHT_GRACE_MS;
      for (let check = 0; recent && !arrived() && check < IN_FLIGHT_CHECKS; check += 1) {
        await sleep(IN_FLIGHT_CHECK_MS);
        cart = await api.cart();
        before = serverLineOf(cart, line, bikeLineId);
      }
      if (before && arrived()) {
        ids.set(line.cartItemId, before.cartItemId);
        progress.onPushed?.(line, before.cartItemId);
        continue;
      }
      progress.onSending?.(line, line.sending ? line.sending.before : (before?.quantity ?? 0));
      cart = await api.addCartLine({
        productId: line.productId,
        quantity: line.quantity,
        attachTo: bikeLineId === null ? null : { vehicleId: bikeLineId },
        configuratorOptions: line.configuratorOptions ?? null,
        specialOfferId: line.specialOfferId ?? null,
      });
      const pushed = serverLineOf(cart, line, bikeLineId);
      if (pushed) {
        ids.set(line.cartItemId, pushed.cartItemId);
        progress.onPushed?.(line, pushed.cartItemId);
        if (line.couponName && !pushed.couponName) {
          // The coupon goes along; a coupon the server now refuses does not keep the line offline.
          await api.updateCartLine(pushed.cartItemId, { couponName: line.couponName }).catch(() => undefined);
        }
      }
    } catch (error) {
      if (isUnreached(error)) {
        interrupted = true;
        unsent.add(line.cartItemId);
      } else refused.push({ line, error });
    }
  }
  const refusedIds = new Set(refused.map(({ line }) => line.cartItemId));
  const kept = lines
    .filter((line) => refusedIds.has(line.cartItemId) || unsent.has(line.cartItemId))
    // A service whose bike went to the server stays as a line of its own.
    .map((line) =>
      line.attachTo && !refusedIds.has(line.attachTo.vehicleId) ? { ...line, attachTo: undefined } : line,
    );
  return { kept, refused, ids, interrupted };
}
