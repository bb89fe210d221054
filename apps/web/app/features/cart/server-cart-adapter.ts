import type { Cart, CartItem } from '@beast/domain/cart/cart-api.schema';
import type { CartAdapter, CartLineView, CartSnapshot } from './cart-adapter';
import type { CartApi } from './cart-api';
import { storeServerCartCount } from './cart-count';
import { type CartError, toCartError } from './cart-errors';
import { maxQuantity } from './line-maximum';
import { readOfflineCart, removeOfflineLine, writeOfflineCart } from './offline-cart';
import { offlineLineView } from './offline-cart-adapter';
import { type PushableLine, pushOfflineCart } from './push-offline-cart';

/** Offline lines kept at sign-in carry the server's reason, so the cart can say why they stayed. */
interface HeldBackLine extends PushableLine {
  pushError?: CartError;
}

export interface PushSummary {
  pushed: number;
  refused: number;
}

export interface ServerCart extends CartAdapter {
  /**
   * spec §4: after login the offline items are pushed one by one, then the server cart is loaded. Lines
   * the server refuses stay in the offline cart with their reason; the rest leave it.
   */
  pushOfflineLines(): Promise<PushSummary>;
}

function serverLineView(item: CartItem): CartLineView {
  return {
    id: String(item.cartItemId),
    serverId: item.cartItemId,
    productId: item.vehicle.id,
    // A line whose offer holds shows the offer's price as its unit price, as it is charged.
    product:
      item.offer && item.offer.refusal === null ? { ...item.vehicle, price: item.offer.price.amount } : item.vehicle,
    type: item.type,
    quantity: item.quantity,
    maxQuantity: maxQuantity(item.vehicle),
    attachTo: item.attachTo ? String(item.attachTo.vehicleId) : undefined,
    attachedServiceQuantity: item.attachedServiceQuantity,
    configuratorOptions: item.configuratorOptions,
    couponName: item.couponName,
    couponDiscount: item.couponDiscount?.amount ?? 0,
    lineTotal: item.lineTotal.amount,
    fees: item.fees,
    specialOfferId: item.offer?.id ?? null,
    offerRefusal: item.offer?.refusal ?? null,
  };
}

function heldBackLines(): CartSnapshot['heldBack'] {
  return (readOfflineCart() as HeldBackLine[]).flatMap((line) =>
    line.pushError ? [{ line: offlineLineView(line), error: line.pushError }] : [],
  );
}

function markPushed(lineId: string, serverId: number): void {
  writeOfflineCart(
    (readOfflineCart() as HeldBackLine[]).map((line) =>
      line.cartItemId === lineId ? { ...line, pushedAs: serverId } : line,
    ),
  );
}

/** Runs the push in one tab at a time (Web Locks), so two open tabs never send the same lines twice. */
async function exclusively<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('beast-offline-cart-push', run) : run();
}

/**
 * spec §4 "Cart, logged in": every change goes to the server. Each change's answer is the whole cart,
 * priced by the server after the change (the same shape as GET /carts), so it is shown as it is: the
 * reload spec §4 asks for without a second request and a second pricing. `signedIn` guards the push
 * against a session that ended meanwhile.
 */
export function createServerCart(api: () => CartApi, signedIn: () => boolean): ServerCart {
  /** The last cart the server answered: a held-back line's removal changes only the offline copy. */
  let last: Cart | null = null;
  let pushing: Promise<PushSummary> | null = null;

  function shown(cart: Cart): CartSnapshot {
    last = cart;
    storeServerCartCount(cart.count);
    const { items, count, totalPrice, goodsTotal, discountTotal, fees, feesTotal, vat } = cart;
    return {
      lines: items.map(serverLineView),
      totals: { count, totalPrice, goodsTotal, discountTotal, fees, feesTotal, vat },
      heldBack: heldBackLines(),
    };
  }

  async function push(): Promise<PushSummary> {
    const lines = (readOfflineCart() as HeldBackLine[]).filter((line) => !line.pushError);
    if (lines.length === 0 || !signedIn()) return { pushed: 0, refused: 0 };
    const result = await pushOfflineCart(lines, api(), {
      onPushed: (line, serverId) => markPushed(line.cartItemId, serverId),
    });
    const refused = new Map(result.refused.map(({ line, error }) => [line.cartItemId, toCartError(error)]));
    const stored = readOfflineCart() as HeldBackLine[];
    const marked = (line: HeldBackLine): HeldBackLine => {
      const error = refused.get(line.cartItemId);
      return error ? { ...line, pushError: error } : line;
    };
    if (result.interrupted) {
      // Cut short: the lines already sent keep their server id (their services need it), the rest waits.
      writeOfflineCart(stored.map(marked));
    } else {
      const earlier = stored.filter((line) => line.pushError);
      writeOfflineCart([...earlier, ...result.kept.map(marked)]);
    }
    return { pushed: lines.length - result.kept.length, refused: result.refused.length };
  }

  function pushOfflineLines(): Promise<PushSummary> {
    pushing ??= exclusively(push).finally(() => {
      pushing = null;
    });
    return pushing;
  }

  return {
    mode: 'server',
    delaysQuantity: true,
    pushOfflineLines,
    async load() {
      await pushOfflineLines();
      return shown(await api().cart());
    },
    async add(product, attachTo) {
      await pushOfflineLines();
      // The server's id of the bike line a service is attached to (the wire calls it attachTo.vehicleId).
      const bikeLineId = attachTo ? Number(attachTo) : null;
      return shown(
        await api().addCartLine({
          productId: product.id,
          quantity: 1,
          attachTo: bikeLineId ? { vehicleId: bikeLineId } : null,
          specialOfferId: product.specialOfferId ?? null,
        }),
      );
    },
    setQuantity: async (line, quantity) => shown(await api().updateCartLine(serverIdOf(line), { quantity })),
    async remove(line) {
      if (line.serverId === undefined) {
        // A held-back line lives in the offline copy only.
        writeOfflineCart(removeOfflineLine(readOfflineCart(), line.id).lines);
        return last ? shown(last) : shown(await api().cart());
      }
      return shown(await api().removeCartLine(line.serverId));
    },
    setCoupon: async (line, code) => shown(await api().updateCartLine(serverIdOf(line), { couponName: code })),
  };
}

function serverIdOf(line: CartLineView): number {
  if (line.serverId === undefined) throw new Error(`Line ${line.id} is not on the server.`);
  return line.serverId;
}
