import type { GuestOrderLine, PlaceOrderInput } from '@beast/domain/checkout/checkout-api.schema';
import {
  type CheckoutType,
  type DeliveryMethod,
  keepOrReplacePickUpCentre,
  type PickUpChoice,
  withPickUpDate,
} from '@beast/domain/checkout/checkout-rules';
import {
  DELIVERY_WINDOW_MESSAGES,
  type MissingWindow,
  missingWindow,
} from '@beast/domain/checkout/delivery-window.rules';
import { isInstalmentPlanMonths } from '@beast/domain/checkout/instalments';
import { DEFAULT_ODOO_INSTANCE_ID } from '@beast/domain/constants/business';
import { canonicalJson } from '@beast/domain/json/canonical-json';
import type { PlacedOrder } from '@beast/domain/orders/orders-api.schema';

/**
 * The checkout as one plain value (spec §2 /checkout/{type}, §3 Checkout contacts, §4 Checkout): the
 * step, what was typed and chosen, the payment plan, the attempt's Idempotency-Key and the order once
 * placed. Pure functions move it on; the page keeps it in sessionStorage, so a reload or "Back" loses
 * nothing. Card details are never part of it.
 */

export const CHECKOUT_STEPS = ['contact', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Step 1's form: every field of spec §3 Checkout contacts the customer types, plus the comment. */
export interface ContactValues {
  [name: string]: string | boolean;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  countryCode: string;
  phoneNumber: string;
  city: string;
  zipCode: string;
  address: string;
  registerUser: boolean;
  comment: string;
}

export interface CourierSelection {
  /** The first day of the week shown. */
  weekFrom: string | null;
  date: string | null;
  timeWindow: string | null;
}

export interface PickUpSelection {
  centreId: number | null;
  date: string | null;
  timeSlot: string | null;
}

export interface CheckoutAttempt {
  /** Sent as Idempotency-Key with POST /orders. */
  key: string;
  /** What that order was placed with: a different request is a new attempt with a new key. */
  fingerprint: string;
}

export interface CheckoutState {
  version: 1;
  contacts: ContactValues;
  method: DeliveryMethod | null;
  courier: CourierSelection;
  pickUp: PickUpSelection;
  /** The last ZIP checked with GET /zipcodes/{zip} and whether it is standard (a courier zone). */
  zipCheck: { zipCode: string; isStandard: boolean } | null;
  /** null: a single payment. */
  paymentPlanMonths: number | null;
  /** Step 1 was completed with these values: the payment step may be shown. */
  contactsDone: boolean;
  attempt: CheckoutAttempt | null;
  /** The order POST /orders answered for the current attempt (unpaid until the pay call succeeds). */
  placed: PlacedOrder | null;
}

/** How the steps change the page's checkout state: from the latest state, never from a stale copy. */
export type SetCheckoutState = (update: (state: CheckoutState) => CheckoutState) => void;

export const CHECKOUT_STORAGE_KEY = 'checkout';
/** The thank-you page's order, kept apart so a reload of step 3 still shows it after the checkout is cleared. */
export const CONFIRMATION_STORAGE_KEY = 'checkoutConfirmation';

export function emptyContacts(): ContactValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    country: '',
    countryCode: '',
    phoneNumber: '',
    city: '',
    zipCode: '',
    address: '',
    // spec §3: registerUser is on by default.
    registerUser: true,
    comment: '',
  };
}

export function emptyCheckoutState(): CheckoutState {
  return {
    version: 1,
    contacts: emptyContacts(),
    method: null,
    courier: { weekFrom: null, date: null, timeWindow: null },
    pickUp: { centreId: null, date: null, timeSlot: null },
    zipCheck: null,
    paymentPlanMonths: null,
    contactsDone: false,
    attempt: null,
    placed: null,
  };
}

// ─── Steps ────────────────────────────────────────────────────────────────────────────────────────────

/** `?step=payment` → 'payment'; anything else is the first step. */
export function stepFromSearch(value: string | null | undefined): CheckoutStep {
  return value === 'payment' || value === 'confirmation' ? value : 'contact';
}

/**
 * The query of a step's URL: the first step has none. A won quotation being ordered (`quotation`, its link's
 * token) stays in the URL through the steps.
 */
export function searchOfStep(step: CheckoutStep, quotation: string | null = null): string {
  const search = new URLSearchParams();
  if (quotation) search.set('quotation', quotation);
  if (step !== 'contact') search.set('step', step);
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The step to show for the one asked for in the URL: the payment step needs step 1 done, the thank-you
 * page a confirmed order. Otherwise the nearest step before it.
 */
export function reachableStep(
  asked: CheckoutStep,
  state: Pick<CheckoutState, 'contactsDone'>,
  hasConfirmation: boolean,
): CheckoutStep {
  if (asked === 'confirmation' && hasConfirmation) return 'confirmation';
  if (asked !== 'contact' && state.contactsDone) return 'payment';
  return 'contact';
}

export function previousStep(step: CheckoutStep): CheckoutStep {
  return step === 'confirmation' ? 'payment' : 'contact';
}

export function stepNumber(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step) + 1;
}

/** Step 1 completed: the payment step opens with everything kept. */
export function completeContacts(state: CheckoutState, contacts: ContactValues): CheckoutState {
  return { ...state, contacts, contactsDone: true };
}

/**
 * Every change of step 1 (contacts, delivery) goes through here: a real change after step 1 was completed
 * reopens it, so the payment step is reached only through "Continue" and its checks.
 */
function stepOneChange(state: CheckoutState, patch: Partial<Pick<CheckoutState, StepOneKey>>): CheckoutState {
  const next = { ...state, ...patch };
  const same = STEP_ONE_KEYS.every((key) => canonicalJson(next[key]) === canonicalJson(state[key]));
  return same ? state : { ...next, contactsDone: false };
}
const STEP_ONE_KEYS = ['contacts', 'method', 'courier', 'pickUp'] as const;
type StepOneKey = (typeof STEP_ONE_KEYS)[number];

export function withContacts(state: CheckoutState, contacts: ContactValues): CheckoutState {
  return stepOneChange(state, { contacts });
}

export function withPlan(state: CheckoutState, months: number | null): CheckoutState {
  return { ...state, paymentPlanMonths: months !== null && isInstalmentPlanMonths(months) ? months : null };
}

// ─── Delivery ─────────────────────────────────────────────────────────────────────────────────────────

/** The method shown as chosen: the customer's, if the cart allows it; the only one when there is one. */
export function effectiveMethod(
  chosen: DeliveryMethod | null,
  allowed: readonly DeliveryMethod[],
): DeliveryMethod | null {
  if (chosen && allowed.includes(chosen)) return chosen;
  return allowed.length === 1 ? allowed[0]! : null;
}

export function withMethod(state: CheckoutState, method: DeliveryMethod): CheckoutState {
  return stepOneChange(state, { method });
}

/** A new week shown keeps the chosen day and window (they stay valid until another day is chosen). */
export function withCourierWeek(state: CheckoutState, weekFrom: string): CheckoutState {
  // Browsing weeks changes no choice: step 1 stays complete.
  return { ...state, courier: { ...state.courier, weekFrom } };
}

/** Choosing a day clears the window: the windows are the new day's. */
export function withCourierDate(state: CheckoutState, date: string | null): CheckoutState {
  return stepOneChange(state, { courier: { ...state.courier, date, timeWindow: null } });
}

export function withCourierWindow(state: CheckoutState, timeWindow: string | null): CheckoutState {
  return stepOneChange(state, { courier: { ...state.courier, timeWindow } });
}

/** A new ZIP makes the chosen day and window meaningless: they were the old ZIP's. */
export function withZipChanged(state: CheckoutState): CheckoutState {
  if (!state.courier.date && !state.courier.timeWindow) return state;
  return stepOneChange(state, { courier: { weekFrom: null, date: null, timeWindow: null } });
}

interface CentreLike {
  id: number;
  isActive: boolean;
  isDefault: boolean;
}

/**
 * spec §4: when the centres are (re)loaded, the previous choice is kept if that centre is still active
 * and has both a date and a slot; otherwise the default centre (Geneva, spec §3) replaces it.
 */
export function initialPickUp(previous: PickUpSelection, centres: readonly CentreLike[]): PickUpSelection {
  const active = centres.filter((centre) => centre.isActive);
  const fallback = active.find((centre) => centre.isDefault) ?? active[0];
  if (!fallback) return { centreId: null, date: null, timeSlot: null };
  const previousCentre = centres.find((centre) => centre.id === previous.centreId);
  const before: PickUpChoice | null = previousCentre
    ? {
        centreId: previousCentre.id,
        isActive: previousCentre.isActive,
        pickUpDate: previous.date,
        timeSlot: previous.timeSlot,
      }
    : null;
  const chosen = keepOrReplacePickUpCentre(before, {
    centreId: fallback.id,
    isActive: true,
    pickUpDate: null,
    timeSlot: null,
  });
  // A previous choice of the same centre without a slot keeps its date.
  if (chosen.centreId === previous.centreId)
    return { centreId: chosen.centreId, date: previous.date, timeSlot: previous.timeSlot };
  return { centreId: chosen.centreId, date: chosen.pickUpDate, timeSlot: chosen.timeSlot };
}

/** The server refused the chosen window or slot (taken meanwhile): it must be chosen again. */
export function withSlotsCleared(state: CheckoutState): CheckoutState {
  return stepOneChange(state, {
    courier: { ...state.courier, timeWindow: null },
    pickUp: { ...state.pickUp, timeSlot: null },
  });
}

/** The centres as loaded: the §4 rule decides which one is chosen. Only a pick-up's change reopens step 1. */
export function withCentres(state: CheckoutState, centres: readonly CentreLike[]): CheckoutState {
  const pickUp = initialPickUp(state.pickUp, centres);
  if (canonicalJson(pickUp) === canonicalJson(state.pickUp)) return state;
  return state.method === 'pickup' ? stepOneChange(state, { pickUp }) : { ...state, pickUp };
}

/** The customer picks another centre: its own date and slot are still to choose. */
export function withPickUpCentre(state: CheckoutState, centreId: number): CheckoutState {
  if (state.pickUp.centreId === centreId) return state;
  return stepOneChange(state, { pickUp: { centreId, date: null, timeSlot: null } });
}

/** spec §4: choosing a pick-up date clears the time slot. */
export function withPickUpDay(state: CheckoutState, date: string): CheckoutState {
  const { centreId, timeSlot } = state.pickUp;
  const choice = withPickUpDate(
    { centreId: centreId ?? 0, isActive: true, pickUpDate: state.pickUp.date, timeSlot },
    date,
  );
  return stepOneChange(state, { pickUp: { centreId, date: choice.pickUpDate, timeSlot: choice.timeSlot } });
}

export function withPickUpSlot(state: CheckoutState, timeSlot: string): CheckoutState {
  return stepOneChange(state, { pickUp: { ...state.pickUp, timeSlot } });
}

/**
 * Whether the state's ZIP is standard, from its last check when it was for this ZIP: only the server knows the
 * courier zones staff keep. Until it answers (or when the check failed) the ZIP counts as standard, so the
 * courier's week is asked for and the server's week list says which days a courier comes; a ZIP found
 * non-standard then lets the customer go on without a window (spec §4).
 */
export function stateZipIsStandard(state: Pick<CheckoutState, 'contacts' | 'zipCheck'>): boolean {
  const zipCode = state.contacts.zipCode.trim();
  return state.zipCheck?.zipCode === zipCode ? state.zipCheck.isStandard : true;
}

export function withZipCheck(state: CheckoutState, zipCode: string, isStandard: boolean): CheckoutState {
  return { ...state, zipCheck: { zipCode, isStandard } };
}

export type DeliveryIssue =
  | 'validation.deliveryType.required'
  | (typeof DELIVERY_WINDOW_MESSAGES)['dateRequired' | 'timeWindowRequired']
  | 'checkout.pickUp.centreRequired'
  | 'checkout.pickUp.slotRequired';
type DeliveryIssues = Partial<Record<'method' | 'date' | 'slot' | 'centre', DeliveryIssue>>;

/**
 * What is still missing to continue (spec §4: a delivery time window must be selected, except for a
 * non-standard ZIP, where a sales manager calls). Keys of the catalogues, by the control they concern;
 * one at a time, in the order the controls are used.
 */
export function deliveryIssues(
  state: CheckoutState,
  method: DeliveryMethod | null,
  zipStandard: boolean,
): DeliveryIssues {
  if (method === null) return { method: 'validation.deliveryType.required' };
  if (method === 'courier') {
    if (!zipStandard) return {};
    return firstMissing(missingWindow(state.courier), DELIVERY_WINDOW_MESSAGES.timeWindowRequired);
  }
  if (state.pickUp.centreId === null) return { centre: 'checkout.pickUp.centreRequired' };
  const { date, timeSlot } = state.pickUp;
  return firstMissing(missingWindow({ date, timeWindow: timeSlot }), 'checkout.pickUp.slotRequired');
}

/** The day first; the window (or slot, with its own words) once the day is chosen. */
function firstMissing(missing: MissingWindow, windowIssue: DeliveryIssue): DeliveryIssues {
  if (missing.date) return { date: DELIVERY_WINDOW_MESSAGES[missing.date] };
  if (missing.timeWindow) return { slot: windowIssue };
  return {};
}

// ─── The order request ────────────────────────────────────────────────────────────────────────────────

/** The offline cart's line as the guest's order sends it. */
export interface GuestCartLine {
  cartItemId: string;
  productId: number;
  quantity: number;
  attachTo?: { vehicleId: string } | null;
  configuratorOptions?: Record<string, string> | null;
  couponName?: string | null;
  specialOfferId?: number | null;
}

/**
 * The guest's offline cart as `lines` of POST /orders: a service attached to a bike names that bike by
 * its position (index + 1), as the contract asks, since offline ids mean nothing to the server.
 */
export function guestOrderLines(lines: readonly GuestCartLine[]): GuestOrderLine[] {
  const position = new Map(lines.map((line, index) => [line.cartItemId, index + 1]));
  return lines.map((line) => {
    const bike = line.attachTo ? position.get(line.attachTo.vehicleId) : undefined;
    return {
      productId: line.productId,
      quantity: line.quantity,
      attachTo: bike ? { vehicleId: bike } : null,
      configuratorOptions: line.configuratorOptions ?? null,
      couponName: line.couponName ?? null,
      ...(line.specialOfferId ? { specialOfferId: line.specialOfferId } : {}),
    };
  });
}

/** The body of POST /orders and POST /orders/quote. `lines` only for a guest (a customer's is their server cart). */
export function orderRequest(
  state: CheckoutState,
  type: CheckoutType,
  method: DeliveryMethod,
  options: {
    signedIn: boolean;
    guestLines?: readonly GuestCartLine[];
    zipStandard: boolean;
    /** The token of a won quotation's order link: the order keeps its prices. */
    quotationToken?: string | null;
  },
): PlaceOrderInput {
  const { contacts } = state;
  const comment = contacts.comment.trim();
  return {
    type,
    contacts: {
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email.trim(),
      countryCode: contacts.countryCode,
      phoneNumber: contacts.phoneNumber,
      country: contacts.country,
      city: contacts.city,
      zipCode: contacts.zipCode,
      address: contacts.address,
      // A signed-in customer has an account already.
      registerUser: options.signedIn ? false : contacts.registerUser,
      // spec §3: deliveryTypeId follows the delivery choice; withShipping says whether it travels.
      deliveryTypeId: method,
      odooInstanceId: DEFAULT_ODOO_INSTANCE_ID,
      withShipping: method === 'courier',
    },
    delivery:
      method === 'courier'
        ? {
            method,
            date: options.zipStandard ? state.courier.date : null,
            timeWindow: options.zipStandard ? state.courier.timeWindow : null,
          }
        : {
            method,
            pickUpCenterId: state.pickUp.centreId ?? 0,
            date: state.pickUp.date ?? '',
            timeSlot: state.pickUp.timeSlot ?? '',
          },
    paymentPlanMonths: state.paymentPlanMonths,
    comment: comment === '' ? null : comment,
    ...(options.signedIn ? {} : { lines: guestOrderLines(options.guestLines ?? []) }),
    ...(options.quotationToken ? { quotationToken: options.quotationToken } : {}),
  };
}

export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The attempt for this request: the same request keeps its key (a doubled click or a retry after a
 * network error answers the same order); a changed one (other delivery, plan or contacts) is a new
 * attempt with a new key, and the order placed for the old one is no longer this checkout's.
 */
export function attemptFor(
  state: CheckoutState,
  request: unknown,
  makeKey: () => string = newIdempotencyKey,
): CheckoutState {
  const fingerprint = canonicalJson(request);
  if (state.attempt?.fingerprint === fingerprint) return state;
  return { ...state, attempt: { key: makeKey(), fingerprint }, placed: null };
}

export function withPlacedOrder(state: CheckoutState, placed: PlacedOrder): CheckoutState {
  return { ...state, placed };
}

// ─── Storage (sessionStorage: this tab only, gone when it closes) ─────────────────────────────────────

function isState(value: unknown): value is CheckoutState {
  const state = value as Partial<CheckoutState> | null;
  return state?.version === 1 && typeof state.contacts === 'object' && typeof state.courier === 'object';
}

export function readCheckoutState(store: Storage | undefined): CheckoutState {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(CHECKOUT_STORAGE_KEY) ?? 'null');
    if (!isState(parsed)) return emptyCheckoutState();
    const empty = emptyCheckoutState();
    return { ...empty, ...parsed, contacts: { ...empty.contacts, ...parsed.contacts } };
  } catch {
    return emptyCheckoutState();
  }
}

export function writeCheckoutState(store: Storage | undefined, state: CheckoutState): void {
  try {
    store?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Quota or privacy settings: the checkout lives as long as the page.
  }
}

export function clearCheckoutState(store: Storage | undefined): void {
  try {
    store?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

export interface Confirmation {
  placed: PlacedOrder;
  /** The purchase event was pushed (once per order, not on every reload). */
  tracked: boolean;
}

export function readConfirmation(store: Storage | undefined): Confirmation | null {
  try {
    const parsed = JSON.parse(store?.getItem(CONFIRMATION_STORAGE_KEY) ?? 'null') as Confirmation | null;
    return parsed?.placed?.order ? parsed : null;
  } catch {
    return null;
  }
}

export function writeConfirmation(store: Storage | undefined, confirmation: Confirmation | null): void {
  try {
    if (confirmation === null) store?.removeItem(CONFIRMATION_STORAGE_KEY);
    else store?.setItem(CONFIRMATION_STORAGE_KEY, JSON.stringify(confirmation));
  } catch {
    // The thank-you page shows as long as the page lives.
  }
}

export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
