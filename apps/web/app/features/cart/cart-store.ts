import { CART_LINE_MAX_QUANTITY } from '@beast/domain/constants/business';
import { CART_QUANTITY_DEBOUNCE_MS, COUPON_DEBOUNCE_MS } from '@beast/domain/constants/ui';
import { browserApi, browserLocale } from '../../lib/session/browser-session';
import { isAuthenticated, subscribe as subscribeSession } from '../../lib/session/session-store';
import {
  type CartAdapter,
  type CartLineView,
  type CartSnapshot,
  cartErrorOf,
  type HeldBackLineView,
} from './cart-adapter';
import { cartApi } from './cart-api';
import { storeServerCartCount } from './cart-count';
import type { CartError } from './cart-errors';
import { createKeyedDebouncer } from './debounce';
import { type CartProduct, type CartTotals, offlineTotals } from './offline-cart';
import { createOfflineCart, QUANTITY_REFUSED } from './offline-cart-adapter';
import { createServerCart, type PushSummary } from './server-cart-adapter';

/**
 * The cart the pages show (spec §3 Cart, §4): the offline cart for a guest, the server's for a signed-in
 * visitor (cart-adapter.ts), behind one set of actions. A small external store (useSyncExternalStore)
 * rather than a context, so the add-to-cart buttons of any page and the cart page share it without a
 * provider in the layout. The store keeps what the page shows besides the cart: what was typed, which
 * line a refusal belongs to, and the debouncing (spec §4: quantities 750 ms signed in, coupons 500 ms).
 */

export interface CartState {
  mode: CartAdapter['mode'];
  status: 'idle' | 'loading' | 'ready' | 'error';
  loadError?: CartError;
  lines: CartLineView[];
  totals: CartTotals;
  /** spec §4, §8: a failed update flags its line (by line id). */
  lineErrors: Readonly<Record<string, CartError>>;
  /** What the visitor typed in a quantity field that is waiting or was refused (by line id). */
  typedQuantities: Readonly<Record<string, string>>;
  /**
   * spec §3 errorCoupon {text, id}: the last refused coupon, with the product id (and the line it was typed on);
   * `field` is the message key when the browser refused what cannot be a code.
   */
  errorCoupon: { text: string; id: number; code: string; lineId: string; field?: string } | null;
  /** Lines of the guest cart the server refused at sign-in: they stay offline, with the reason. */
  heldBack: HeldBackLineView[];
  busy: boolean;
}

const EMPTY_TOTALS = offlineTotals([]);

/** What the page shows of a cart that is not loaded yet. */
const EMPTY_CART_VIEW = {
  lines: [],
  totals: EMPTY_TOTALS,
  lineErrors: {},
  typedQuantities: {},
  errorCoupon: null,
  heldBack: [],
} satisfies Partial<CartState>;

let state: CartState = { mode: 'offline', status: 'idle', ...EMPTY_CART_VIEW, busy: false };
const listeners = new Set<() => void>();

function setState(patch: Partial<CartState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

const api = () => cartApi(browserApi(browserLocale()));
const offlineCart = createOfflineCart(api);
const serverCart = createServerCart(api, () => isAuthenticated());

/** The cart of the visitor as they are now. */
function currentCart(): CartAdapter {
  return isAuthenticated() ? serverCart : offlineCart;
}

/** The cart the page shows (its lines are the ones being changed). */
function shownCart(): CartAdapter {
  return state.mode === 'server' ? serverCart : offlineCart;
}

function show(cart: CartAdapter, snapshot: CartSnapshot): void {
  setState({ mode: cart.mode, status: 'ready', loadError: undefined, ...snapshot });
}

function lineOf(lineId: string): CartLineView | undefined {
  return state.lines.find((candidate) => candidate.id === lineId);
}

/** spec §4: after login the offline items are pushed one by one, then the server cart is loaded. */
export function pushOfflineLines(): Promise<PushSummary> {
  return serverCart.pushOfflineLines();
}

let generation = 0;

/** Loads the cart of the visitor as they are now: the offline one, or (after pushing the offline lines) the server's. */
export async function loadCart(): Promise<void> {
  const current = ++generation;
  const cart = currentCart();
  try {
    const loaded = cart.load();
    if (!(loaded instanceof Promise)) {
      show(cart, loaded);
      return;
    }
    // Switching carts (sign-in or sign-out): the lines shown belong to the other cart, and the offline ones
    // are being pushed to the server, so none of them may be edited until the new cart is here.
    if (cart.mode !== state.mode) setState({ ...EMPTY_CART_VIEW, status: 'loading' });
    else if (state.status !== 'ready') setState({ status: 'loading' });
    const snapshot = await loaded;
    if (current === generation) show(cart, snapshot);
  } catch (error) {
    if (current === generation) setState({ mode: cart.mode, status: 'error', loadError: cartErrorOf(error) });
  }
}

export type AddResult = { ok: true } | { ok: false; error: CartError };

/** Adds one unit of a product (or a service attached to a bike line). */
export async function addToCart(product: CartProduct, options: { attachTo?: string } = {}): Promise<AddResult> {
  const cart = currentCart();
  setState({ busy: true });
  try {
    show(cart, await cart.add(product, options.attachTo));
    return { ok: true };
  } catch (error) {
    return { ok: false, error: cartErrorOf(error) };
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
  if (!lineOf(lineId)) return;
  setState({ typedQuantities: { ...state.typedQuantities, [lineId]: value } });
  const quantity = parseQuantity(value);
  quantityUpdates.cancel(lineId);
  // Still typing: nothing to send yet.
  if (value.trim() === '') return;
  // Outside 1…10 is refused here, signed in too: the field says why at once (a limited edition's units left are the cart's to judge).
  if (quantity === null || quantity < 1 || quantity > CART_LINE_MAX_QUANTITY) {
    flag(lineId, QUANTITY_REFUSED);
    return;
  }
  const cart = shownCart();
  const send = () => void sendQuantity(cart, lineId, quantity);
  if (cart.delaysQuantity) quantityUpdates.schedule(lineId, send);
  else send();
}

async function sendQuantity(cart: CartAdapter, lineId: string, quantity: number): Promise<void> {
  const line = lineOf(lineId);
  if (!line) return;
  try {
    show(cart, await cart.setQuantity(line, quantity));
    // A newer value typed meanwhile keeps its own pending update.
    if (!quantityUpdates.isPending(lineId)) {
      setState({
        lineErrors: without(state.lineErrors, lineId),
        typedQuantities: without(state.typedQuantities, lineId),
      });
    }
  } catch (error) {
    flag(lineId, cartErrorOf(error));
  }
}

/** Removes a line (a bike takes its services with it), or a guest line the server held back at sign-in. */
export async function removeLine(lineId: string): Promise<void> {
  quantityUpdates.cancel(lineId);
  couponChecks.cancel(lineId);
  const line = lineOf(lineId) ?? state.heldBack.find((held) => held.line.id === lineId)?.line;
  if (!line) return;
  const cart = shownCart();
  setState({ busy: true });
  try {
    show(cart, await cart.remove(line));
    setState({
      lineErrors: without(state.lineErrors, lineId),
      typedQuantities: without(state.typedQuantities, lineId),
      errorCoupon: state.errorCoupon?.lineId === lineId ? null : state.errorCoupon,
    });
  } catch (error) {
    flag(lineId, cartErrorOf(error));
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
  const line = lineOf(lineId);
  if (!line) return;
  if (code === '' && !line.couponName) {
    if (state.errorCoupon?.lineId === lineId) setState({ errorCoupon: null });
    return;
  }
  const problem = code === '' ? undefined : await couponCodeProblem(code);
  if (problem) {
    setState({ errorCoupon: { text: '', code: 'VALIDATION_FAILED', field: problem, id: line.productId, lineId } });
    return;
  }
  const cart = shownCart();
  try {
    show(cart, await cart.setCoupon(line, code === '' ? null : code));
    if (state.errorCoupon?.lineId === lineId) setState({ errorCoupon: null });
  } catch (error) {
    const cartError = cartErrorOf(error);
    setState({
      errorCoupon: { text: cartError.message ?? '', code: cartError.code, id: line.productId, lineId },
    });
  }
}

/**
 * What makes a typed code no code at all (spec §5, the domain's CouponCodeSchema), so no check is spent on it.
 * The schema loads on first use, like the answers' schemas (cart-api.ts): pages with an add-to-cart button
 * load this store, and their first visit must not download zod.
 */
async function couponCodeProblem(code: string): Promise<string | undefined> {
  const { CouponCodeSchema } = await import('@beast/domain/validation/coupon.schema');
  return CouponCodeSchema.safeParse(code).error?.issues[0]?.message;
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
