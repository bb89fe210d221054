import { CART_LINE_MAX_QUANTITY, type Cart, type CartItem } from '@beast/domain/cart/cart-api.schema';
import type { FeeLine } from '@beast/domain/cart/price-to-pay.rules';
import { CART_QUANTITY_DEBOUNCE_MS, COUPON_DEBOUNCE_MS } from '@beast/domain/constants/ui';
import type { ApiClient } from '../api/api-client';
import { browserApi, browserLocale } from '../session/browser-session';
import { isAuthenticated, subscribe as subscribeSession } from '../session/session-store';
import { cartCountChanged, storeServerCartCount } from './cart-count';
import { type CartError, toCartError } from './cart-errors';
import { createKeyedDebouncer } from './debounce';
import {
  addOfflineLine,
  type CartProduct,
  type CartTotals,
  maxQuantity,
  type OfflineCartError,
  type OfflineLine,
  offlineLineDiscount,
  offlineLineFees,
  offlineLineTotal,
  offlineTotals,
  readOfflineCart,
  removeOfflineLine,
  setOfflineCoupon,
  setOfflineQuantity,
  writeOfflineCart,
} from './offline-cart';
import { type PushableLine, pushOfflineCart } from './push-offline-cart';

/**
 * The cart the pages show (spec §3 Cart, §4): the offline cart for a guest, the server's for a signed-in
 * visitor, behind one set of actions. A small external store (useSyncExternalStore) rather than a context,
 * so the add-to-cart buttons of any page and the cart page share it without a provider in the layout.
 *
 * Signed in (spec §4): every change goes to the server and the cart is loaded again (GET) after it;
 * quantity updates wait 750 ms, coupons 500 ms; a refused update flags its line and keeps what was typed.
 * At sign-in the offline lines are pushed to the server first (push-offline-cart.ts).
 */

/** One line as the cart page shows it, whichever cart it comes from. */
export interface CartLineView {
  id: string;
  /** The server's cartItemId (signed in). */
  serverId?: number;
  productId: number;
  product: CartProduct;
  type: string;
  quantity: number;
  maxQuantity: number;
  attachTo?: string;
  attachedServiceQuantity: number;
  configuratorOptions: Record<string, string> | null;
  couponName: string | null;
  /** The coupon's discount on the whole line, in centimes. */
  couponDiscount: number;
  lineTotal: number;
  /** The fees of the line's bike units (spec §3 package fees); empty for other products. */
  fees: readonly FeeLine[];
}

export interface CartState {
  mode: 'offline' | 'server';
  status: 'idle' | 'loading' | 'ready' | 'error';
  loadError?: CartError;
  lines: CartLineView[];
  totals: CartTotals;
  /** spec §4, §8: a failed update flags its line (by line id). */
  lineErrors: Readonly<Record<string, CartError>>;
  /** What the visitor typed in a quantity field that is waiting or was refused (by line id). */
  typedQuantities: Readonly<Record<string, string>>;
  /** spec §3 errorCoupon {text, id}: the last refused coupon, with the product id (and the line it was typed on). */
  errorCoupon: { text: string; id: number; code: string; lineId: string } | null;
  /** Lines of the guest cart the server refused at sign-in: they stay offline, with the reason. */
  heldBack: { line: CartLineView; error: CartError }[];
  busy: boolean;
}

const EMPTY_TOTALS = offlineTotals([]);

let state: CartState = {
  mode: 'offline',
  status: 'idle',
  lines: [],
  totals: EMPTY_TOTALS,
  lineErrors: {},
  typedQuantities: {},
  errorCoupon: null,
  heldBack: [],
  busy: false,
};
const listeners = new Set<() => void>();

function setState(patch: Partial<CartState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

function offlineView(line: OfflineLine): CartLineView {
  return {
    id: line.cartItemId,
    productId: line.productId,
    product: line.product,
    type: line.type,
    quantity: line.quantity,
    maxQuantity: maxQuantity(line.product),
    attachTo: line.attachTo?.vehicleId,
    attachedServiceQuantity: line.attachedServiceQuantity ?? 0,
    configuratorOptions: line.configuratorOptions ?? null,
    couponName: line.couponName ?? null,
    couponDiscount: offlineLineDiscount(line),
    lineTotal: offlineLineTotal(line),
    fees: offlineLineFees(line),
  };
}

function serverView(item: CartItem): CartLineView {
  return {
    id: String(item.cartItemId),
    serverId: item.cartItemId,
    productId: item.vehicle.id,
    product: item.vehicle,
    type: item.type,
    quantity: item.quantity,
    maxQuantity: maxQuantity(item.vehicle),
    attachTo: item.attachTo ? String(item.attachTo.vehicleId) : undefined,
    attachedServiceQuantity: item.attachedServiceQuantity,
    configuratorOptions: item.configuratorOptions,
    couponName: item.couponName,
    couponDiscount: item.couponDiscount ?? 0,
    lineTotal: item.lineTotal,
    fees: item.fees,
  };
}

const OFFLINE_ERRORS: Record<OfflineCartError, CartError> = {
  MAX_QUANTITY: { code: 'VALIDATION_FAILED', field: 'validation.quantity.max' },
  OUT_OF_STOCK: { code: 'OUT_OF_STOCK' },
  NOT_FOUND: { code: 'NOT_FOUND' },
  ATTACH_TO_INVALID: { code: 'VALIDATION_FAILED', field: 'validation.attachTo.invalid' },
};

function api(): ApiClient {
  return browserApi(browserLocale());
}

/** Offline lines kept at sign-in carry the server's reason, so the cart can say why they stayed. */
interface HeldBackLine extends PushableLine {
  pushError?: CartError;
}

function markPushed(lineId: string, serverId: number): void {
  writeOfflineCart(
    (readOfflineCart() as HeldBackLine[]).map((line) =>
      line.cartItemId === lineId ? { ...line, pushedAs: serverId } : line,
    ),
  );
}

function showOffline(lines: readonly HeldBackLine[] = readOfflineCart()): void {
  setState({ mode: 'offline', status: 'ready', lines: lines.map(offlineView), totals: offlineTotals(lines) });
  cartCountChanged();
}

function showServer(cart: Cart): void {
  const held = readOfflineCart() as HeldBackLine[];
  setState({
    mode: 'server',
    status: 'ready',
    loadError: undefined,
    lines: cart.items.map(serverView),
    totals: {
      count: cart.count,
      totalPrice: cart.totalPrice,
      goodsTotal: cart.goodsTotal,
      discountTotal: cart.discountTotal,
      fees: cart.fees,
      feesTotal: cart.feesTotal,
      vat: cart.vat,
    },
    heldBack: held.flatMap((line) => (line.pushError ? [{ line: offlineView(line), error: line.pushError }] : [])),
  });
  storeServerCartCount(cart.count);
}

/** Runs the push in one tab at a time (Web Locks), so two open tabs never send the same lines twice. */
async function exclusively<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('beast-offline-cart-push', run) : run();
}

let pushing: Promise<{ pushed: number; refused: number }> | null = null;

/**
 * spec §4: after login the offline items are pushed one by one, then the server cart is loaded. Lines
 * the server refuses stay in the offline cart with their reason; the rest leave it.
 */
export function pushOfflineLines(): Promise<{ pushed: number; refused: number }> {
  pushing ??= exclusively(async () => {
    const lines = (readOfflineCart() as HeldBackLine[]).filter((line) => !line.pushError);
    if (lines.length === 0 || !isAuthenticated()) return { pushed: 0, refused: 0 };
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
  }).finally(() => {
    pushing = null;
  });
  return pushing;
}

let generation = 0;

/** Loads the cart of the visitor as they are now: the offline one, or (after pushing the offline lines) the server's. */
export async function loadCart(): Promise<void> {
  const current = ++generation;
  if (!isAuthenticated()) {
    showOffline();
    return;
  }
  if (state.mode !== 'server' || state.status !== 'ready') setState({ status: 'loading' });
  try {
    await pushOfflineLines();
    const cart = await api().cart();
    if (current === generation) showServer(cart);
  } catch (error) {
    if (current === generation) setState({ mode: 'server', status: 'error', loadError: toCartError(error) });
  }
}

/** spec §4 "the cart is reloaded after each": a change, then GET /carts. */
async function changeOnServer(change: (client: ApiClient) => Promise<unknown>): Promise<void> {
  const client = api();
  await change(client);
  showServer(await client.cart());
}

export type AddResult = { ok: true } | { ok: false; error: CartError };

/** Adds one unit of a product (or a service attached to a bike line). */
export async function addToCart(product: CartProduct, options: { attachTo?: string } = {}): Promise<AddResult> {
  if (!isAuthenticated()) {
    const result = addOfflineLine(readOfflineCart(), product, {
      attachTo: options.attachTo ? { vehicleId: options.attachTo } : null,
    });
    if (result.error) return { ok: false, error: OFFLINE_ERRORS[result.error] };
    writeOfflineCart(result.lines);
    showOffline(result.lines);
    return { ok: true };
  }
  setState({ busy: true });
  try {
    await pushOfflineLines();
    const vehicleId = options.attachTo ? Number(options.attachTo) : null;
    await changeOnServer((client) =>
      client.addCartLine({ productId: product.id, quantity: 1, attachTo: vehicleId ? { vehicleId } : null }),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, error: toCartError(error) };
  } finally {
    setState({ busy: false });
  }
}

const quantityUpdates = createKeyedDebouncer(CART_QUANTITY_DEBOUNCE_MS);
const couponChecks = createKeyedDebouncer(COUPON_DEBOUNCE_MS);

function flag(lineId: string, error: CartError): void {
  setState({ lineErrors: { ...state.lineErrors, [lineId]: error } });
}

function parseQuantity(value: string): number | null {
  return /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * A quantity typed or stepped. Offline it applies at once; signed in it is sent 750 ms after the last
 * change (spec §4). Until the line is saved, and when it is refused, the field keeps what was typed.
 */
export function setQuantity(lineId: string, value: string): void {
  const line = state.lines.find((candidate) => candidate.id === lineId);
  if (!line) return;
  setState({ typedQuantities: { ...state.typedQuantities, [lineId]: value } });
  const quantity = parseQuantity(value);
  if (value.trim() === '') {
    // Still typing: nothing to send yet.
    quantityUpdates.cancel(lineId);
    return;
  }
  // Outside 1…10 is refused here, signed in too: the field says why at once (a limited edition's units left are the server's to judge).
  if (quantity === null || quantity < 1 || quantity > CART_LINE_MAX_QUANTITY) {
    quantityUpdates.cancel(lineId);
    flag(lineId, OFFLINE_ERRORS.MAX_QUANTITY);
    return;
  }
  if (state.mode === 'offline') {
    const result = setOfflineQuantity(readOfflineCart(), lineId, quantity);
    if (result.error) {
      flag(lineId, OFFLINE_ERRORS[result.error]);
      return;
    }
    writeOfflineCart(result.lines);
    setState({
      lineErrors: without(state.lineErrors, lineId),
      typedQuantities: without(state.typedQuantities, lineId),
    });
    showOffline(result.lines);
    return;
  }
  quantityUpdates.schedule(lineId, () => void sendQuantity(lineId, quantity));
}

async function sendQuantity(lineId: string, quantity: number): Promise<void> {
  const line = state.lines.find((candidate) => candidate.id === lineId);
  if (!line?.serverId) return;
  const serverId = line.serverId;
  try {
    await changeOnServer((client) => client.updateCartLine(serverId, { quantity }));
    // A newer value typed meanwhile keeps its own pending update.
    if (!quantityUpdates.isPending(lineId)) {
      setState({
        lineErrors: without(state.lineErrors, lineId),
        typedQuantities: without(state.typedQuantities, lineId),
      });
    }
  } catch (error) {
    flag(lineId, toCartError(error));
  }
}

export async function removeLine(lineId: string): Promise<void> {
  quantityUpdates.cancel(lineId);
  couponChecks.cancel(lineId);
  const clean = {
    lineErrors: without(state.lineErrors, lineId),
    typedQuantities: without(state.typedQuantities, lineId),
    errorCoupon: state.errorCoupon?.lineId === lineId ? null : state.errorCoupon,
  };
  const line = state.lines.find((candidate) => candidate.id === lineId);
  const held = state.heldBack.find((candidate) => candidate.line.id === lineId);
  if (state.mode === 'offline' || held) {
    const result = removeOfflineLine(readOfflineCart(), lineId);
    writeOfflineCart(result.lines);
    setState(clean);
    if (state.mode === 'offline') showOffline(result.lines);
    else setState({ heldBack: state.heldBack.filter((candidate) => candidate !== held) });
    cartCountChanged();
    return;
  }
  if (!line?.serverId) return;
  const serverId = line.serverId;
  setState({ busy: true });
  try {
    await changeOnServer((client) => client.removeCartLine(serverId));
    setState(clean);
  } catch (error) {
    flag(lineId, toCartError(error));
  } finally {
    setState({ busy: false });
  }
}

/**
 * A coupon code typed on a line, checked 500 ms after the last key (spec §4, §7). Offline: the check
 * (POST /coupons/{code}/apply-to-products/{productId}) and its discount per unit are kept on the line.
 * Signed in: PUT /carts/{id} with the code, and the server's numbers are shown. An empty field removes it.
 */
export function typeCoupon(lineId: string, code: string): void {
  const trimmed = code.trim();
  couponChecks.schedule(lineId, () => void applyCoupon(lineId, trimmed));
}

export async function applyCoupon(lineId: string, code: string): Promise<void> {
  const line = state.lines.find((candidate) => candidate.id === lineId);
  if (!line) return;
  if (code === '' && !line.couponName) {
    if (state.errorCoupon?.lineId === lineId) setState({ errorCoupon: null });
    return;
  }
  try {
    if (state.mode === 'offline') {
      const check = code === '' ? null : await api().checkCoupon(code, line.productId);
      const lines = setOfflineCoupon(
        readOfflineCart(),
        lineId,
        check ? { couponName: check.couponName, discount: check.discount } : null,
      );
      writeOfflineCart(lines);
      showOffline(lines);
    } else if (line.serverId) {
      const serverId = line.serverId;
      await changeOnServer((client) => client.updateCartLine(serverId, { couponName: code === '' ? null : code }));
    }
    if (state.errorCoupon?.lineId === lineId) setState({ errorCoupon: null });
  } catch (error) {
    const cartError = toCartError(error);
    setState({
      errorCoupon: { text: cartError.message ?? '', code: cartError.code, id: line.productId, lineId },
    });
  }
}

export function getCartState(): CartState {
  return state;
}

let watchingSession = false;

/** The cart follows the session: sign-in pushes and loads the server cart, logout shows the offline cart again. */
export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  if (!watchingSession && typeof window !== 'undefined') {
    watchingSession = true;
    subscribeSession(() => {
      const signedIn = isAuthenticated();
      if (!signedIn && state.mode === 'server') storeServerCartCount(null);
      // A refreshed token (signed in before and after) changes nothing here.
      if (signedIn !== (state.mode === 'server')) void loadCart();
    });
  }
  return () => listeners.delete(listener);
}

/** For the tests: back to a fresh store. */
export function resetCartStore(): void {
  generation += 1;
  state = {
    ...state,
    mode: 'offline',
    status: 'idle',
    lines: [],
    totals: EMPTY_TOTALS,
    lineErrors: {},
    typedQuantities: {},
    errorCoupon: null,
    heldBack: [],
  };
}
