import type { PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  type CheckoutState,
  completeContacts,
  deliveryIssues,
  effectiveMethod,
  emptyCheckoutState,
  guestOrderLines,
  initialPickUp,
  orderRequest,
  previousStep,
  reachableStep,
  readCheckoutState,
  readConfirmation,
  searchOfStep,
  stateZipIsStandard,
  stepFromSearch,
  withCentres,
  withContacts,
  withCourierDate,
  withCourierWeek,
  withCourierWindow,
  withMethod,
  withPickUpCentre,
  withPickUpDay,
  withPickUpSlot,
  withPlacedOrder,
  withPlan,
  withSlotsCleared,
  withZipChanged,
  withZipCheck,
  writeCheckoutState,
  writeConfirmation,
} from './checkout-state';

/** A Storage in memory, as sessionStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const CONTACTS = {
  firstName: 'Lena',
  lastName: 'Keller',
  email: 'lena@example.ch',
  country: 'CH',
  countryCode: '+41',
  phoneNumber: '791234567',
  city: 'Lausanne',
  zipCode: '1003',
  address: 'Rue de Bourg 1',
  registerUser: true,
  comment: '',
};

function filledCourier(): CheckoutState {
  let state = completeContacts(emptyCheckoutState(), CONTACTS);
  state = withMethod(state, 'courier');
  state = withCourierDate(state, '2026-03-10');
  state = withCourierWindow(state, '09:00-12:00');
  return completeContacts(state, CONTACTS);
}

describe('checkout steps (spec §2: contact and shipping, payment, confirmation, back to the previous step)', () => {
  it('reads the step from the URL and writes it back, the first step without a query', () => {
    expect(stepFromSearch('payment')).toBe('payment');
    expect(stepFromSearch('confirmation')).toBe('confirmation');
    expect(stepFromSearch(null)).toBe('contact');
    expect(stepFromSearch('anything')).toBe('contact');
    expect(searchOfStep('contact')).toBe('');
    expect(searchOfStep('payment')).toBe('?step=payment');
  });

  it('keeps a quotation’s token in the URL of every step', () => {
    expect(searchOfStep('contact', '12:2026-02-14.abc')).toBe('?quotation=12%3A2026-02-14.abc');
    expect(searchOfStep('payment', 'tok')).toBe('?quotation=tok&step=payment');
    expect(searchOfStep('payment', null)).toBe('?step=payment');
  });

  it('opens the payment step only once step 1 was completed', () => {
    expect(reachableStep('payment', emptyCheckoutState(), false)).toBe('contact');
    expect(reachableStep('payment', filledCourier(), false)).toBe('payment');
  });

  it('shows the thank-you page only for a confirmed order', () => {
    expect(reachableStep('confirmation', filledCourier(), false)).toBe('payment');
    expect(reachableStep('confirmation', emptyCheckoutState(), true)).toBe('confirmation');
  });

  it('goes back one step at a time', () => {
    expect(previousStep('payment')).toBe('contact');
    expect(previousStep('confirmation')).toBe('payment');
    expect(previousStep('contact')).toBe('contact');
  });

  it('keeps everything entered when going back, and the payment step stays open if nothing changes', () => {
    const state = withPlan(filledCourier(), 12);
    const back = reachableStep(previousStep('payment'), state, false);
    expect(back).toBe('contact');
    // Back on step 1 the same values are shown; submitting them unchanged changes nothing.
    expect(withContacts(state, { ...CONTACTS })).toBe(state);
    expect(state.courier).toEqual({ weekFrom: null, date: '2026-03-10', timeWindow: '09:00-12:00' });
    expect(state.paymentPlanMonths).toBe(12);
  });

  it('reopens step 1 when a contact or the delivery changes after it was completed', () => {
    const state = filledCourier();
    expect(withContacts(state, { ...CONTACTS, city: 'Genève' }).contactsDone).toBe(false);
    expect(withCourierWindow(state, '13:00-17:00').contactsDone).toBe(false);
    expect(withMethod(state, 'pickup').contactsDone).toBe(false);
    // Browsing another week is not a change of choice.
    expect(withCourierWeek(state, '2026-03-16').contactsDone).toBe(true);
  });

  it('accepts only the plans of spec §9', () => {
    expect(withPlan(emptyCheckoutState(), 12).paymentPlanMonths).toBe(12);
    expect(withPlan(emptyCheckoutState(), 7).paymentPlanMonths).toBeNull();
    expect(withPlan(withPlan(emptyCheckoutState(), 48), null).paymentPlanMonths).toBeNull();
  });
});

describe('delivery methods (spec §3, §4)', () => {
  it('chooses the only method by itself and drops a method the cart no longer allows', () => {
    expect(effectiveMethod(null, ['pickup'])).toBe('pickup');
    expect(effectiveMethod('courier', ['pickup'])).toBe('pickup');
    expect(effectiveMethod(null, ['courier', 'pickup'])).toBeNull();
    expect(effectiveMethod('courier', ['courier', 'pickup'])).toBe('courier');
  });

  it('asks for a day and then a window for a standard ZIP', () => {
    let state = withMethod(emptyCheckoutState(), 'courier');
    expect(deliveryIssues(state, null, true)).toEqual({ method: 'validation.deliveryType.required' });
    expect(deliveryIssues(state, 'courier', true)).toEqual({ date: 'validation.delivery.dateRequired' });
    state = withCourierDate(state, '2026-03-10');
    expect(deliveryIssues(state, 'courier', true)).toEqual({ slot: 'validation.delivery.timeWindowRequired' });
    state = withCourierWindow(state, '09:00-12:00');
    expect(deliveryIssues(state, 'courier', true)).toEqual({});
  });

  it('lets a non-standard ZIP go on without a window (a sales manager calls)', () => {
    expect(deliveryIssues(withMethod(emptyCheckoutState(), 'courier'), 'courier', false)).toEqual({});
  });

  it('knows the state’s ZIP from its last check only when that check was for the same ZIP', () => {
    const state = withZipCheck(completeContacts(emptyCheckoutState(), CONTACTS), '1003', false);
    expect(stateZipIsStandard(state)).toBe(false);
    expect(stateZipIsStandard(withZipCheck(state, '1003', true))).toBe(true);
    expect(stateZipIsStandard({ ...state, contacts: { ...CONTACTS, zipCode: '1004' } })).toBe(true);
  });

  it('counts a ZIP nobody checked yet as standard: the server’s week list says when the courier comes', () => {
    const unchecked = completeContacts(emptyCheckoutState(), { ...CONTACTS, zipCode: '6900' });
    expect(stateZipIsStandard(unchecked)).toBe(true);
  });

  it('clears the day and window when the ZIP changes', () => {
    const state = withZipChanged(filledCourier());
    expect(state.courier).toEqual({ weekFrom: null, date: null, timeWindow: null });
  });

  it('clears the chosen window and slot when the server says they were taken, reopening step 1', () => {
    const state = withSlotsCleared(filledCourier());
    expect(state.courier).toMatchObject({ date: '2026-03-10', timeWindow: null });
    expect(state.contactsDone).toBe(false);
  });

  it('clears the window when another day is chosen', () => {
    expect(withCourierDate(filledCourier(), '2026-03-11').courier.timeWindow).toBeNull();
  });
});

describe('pick-up (spec §3 Experience center, §4)', () => {
  const centres = [
    { id: 1, isActive: true, isDefault: true },
    { id: 2, isActive: true, isDefault: false },
    { id: 3, isActive: false, isDefault: false },
  ];

  it('preselects the default centre (Geneva)', () => {
    expect(initialPickUp({ centreId: null, date: null, timeSlot: null }, centres)).toEqual({
      centreId: 1,
      date: null,
      timeSlot: null,
    });
  });

  it('keeps the previous centre when it is active and has both a date and a slot', () => {
    const previous = { centreId: 2, date: '2026-03-10', timeSlot: '10:00-11:00' };
    expect(initialPickUp(previous, centres)).toEqual(previous);
  });

  it('replaces a previous centre without a slot, or an inactive one, by the default', () => {
    expect(initialPickUp({ centreId: 2, date: '2026-03-10', timeSlot: null }, centres).centreId).toBe(1);
    expect(initialPickUp({ centreId: 3, date: '2026-03-10', timeSlot: '10:00-11:00' }, centres).centreId).toBe(1);
  });

  it('applies the rule when the centres load, reopening step 1 only for a pick-up', () => {
    const courier = filledCourier();
    const loaded = withCentres(courier, centres);
    expect(loaded.pickUp.centreId).toBe(1);
    expect(loaded.contactsDone).toBe(true);
    const pickUp = completeContacts(withPickUpCentre(withMethod(courier, 'pickup'), 3), CONTACTS);
    expect(withCentres(pickUp, centres)).toMatchObject({ pickUp: { centreId: 1 }, contactsDone: false });
    expect(withCentres(loaded, centres)).toBe(loaded);
  });

  it('has no centre when none is active (the list failed to load)', () => {
    expect(initialPickUp({ centreId: 2, date: null, timeSlot: null }, []).centreId).toBeNull();
  });

  it('clears the slot when a date is chosen, and date and slot when the centre changes', () => {
    let state = withPickUpCentre(withMethod(emptyCheckoutState(), 'pickup'), 2);
    state = withPickUpSlot(withPickUpDay(state, '2026-03-10'), '10:00-11:00');
    expect(withPickUpDay(state, '2026-03-11').pickUp).toEqual({ centreId: 2, date: '2026-03-11', timeSlot: null });
    expect(withPickUpCentre(state, 1).pickUp).toEqual({ centreId: 1, date: null, timeSlot: null });
    expect(withPickUpCentre(state, 2)).toBe(state);
  });

  it('asks for a date, then a slot', () => {
    let state = withPickUpCentre(withMethod(emptyCheckoutState(), 'pickup'), 2);
    expect(deliveryIssues(state, 'pickup', true)).toEqual({ date: 'validation.delivery.dateRequired' });
    state = withPickUpDay(state, '2026-03-10');
    expect(deliveryIssues(state, 'pickup', true)).toEqual({ slot: 'checkout.pickUp.slotRequired' });
  });
});

describe('the order request', () => {
  it('sends the guest’s offline cart with services naming their bike by position', () => {
    const lines = guestOrderLines([
      { cartItemId: 'offline-a', productId: 13, quantity: 2 },
      { cartItemId: 'offline-b', productId: 1, quantity: 1, configuratorOptions: { color: 'red' } },
      { cartItemId: 'offline-c', productId: 30, quantity: 1, attachTo: { vehicleId: 'offline-b' }, couponName: 'ALPS' },
    ]);
    expect(lines).toEqual([
      { productId: 13, quantity: 2, attachTo: null, configuratorOptions: null, couponName: null },
      { productId: 1, quantity: 1, attachTo: null, configuratorOptions: { color: 'red' }, couponName: null },
      { productId: 30, quantity: 1, attachTo: { vehicleId: 2 }, configuratorOptions: null, couponName: 'ALPS' },
    ]);
  });

  it('builds a courier order with the window, no price and no lines for a signed-in customer', () => {
    const request = orderRequest(withPlan(filledCourier(), 12), 'product', 'courier', {
      signedIn: true,
      zipStandard: true,
    });
    expect(request).toMatchObject({
      type: 'product',
      contacts: { email: 'lena@example.ch', deliveryTypeId: 'courier', withShipping: true, registerUser: false },
      delivery: { method: 'courier', date: '2026-03-10', timeWindow: '09:00-12:00' },
      paymentPlanMonths: 12,
      comment: null,
    });
    expect(request).not.toHaveProperty('lines');
    expect(JSON.stringify(request)).not.toMatch(/price|total|amount/i);
  });

  it('sends a non-standard ZIP’s courier order without a day or window', () => {
    const request = orderRequest(filledCourier(), 'product', 'courier', { signedIn: false, zipStandard: false });
    expect(request).not.toHaveProperty('quotationToken');
    expect(
      orderRequest(filledCourier(), 'product', 'courier', { signedIn: true, zipStandard: false, quotationToken: 'tok' })
        .quotationToken,
    ).toBe('tok');
    expect(request.delivery).toEqual({ method: 'courier', date: null, timeWindow: null });
    expect(request.contacts.registerUser).toBe(true);
    expect(request.lines).toEqual([]);
  });

  it('builds a pick-up order', () => {
    let state = withPickUpCentre(withMethod(completeContacts(emptyCheckoutState(), CONTACTS), 'pickup'), 2);
    state = withPickUpSlot(withPickUpDay(state, '2026-03-10'), '10:00-11:00');
    const request = orderRequest(state, 'accessory', 'pickup', { signedIn: true, zipStandard: true });
    expect(request.delivery).toEqual({
      method: 'pickup',
      pickUpCenterId: 2,
      date: '2026-03-10',
      timeSlot: '10:00-11:00',
    });
    expect(request.contacts).toMatchObject({ deliveryTypeId: 'pickup', withShipping: false });
  });
});

describe('idempotency (a doubled click or a retry never makes a second order)', () => {
  const placed = { order: { id: 7 }, guestToken: 'token', registration: 'created' } as unknown as PlacedOrder;
  let keys = 0;
  const makeKey = () => `key-${++keys}`;

  it('keeps the key for the same request, whatever the order of its keys', () => {
    const first = attemptFor(emptyCheckoutState(), { a: 1, b: { c: 2, d: 3 } }, makeKey);
    const again = attemptFor(first, { b: { d: 3, c: 2 }, a: 1 }, makeKey);
    expect(again).toBe(first);
  });

  it('keeps the placed order for the same request (a new card on the same order)', () => {
    const first = withPlacedOrder(attemptFor(emptyCheckoutState(), { plan: 12 }, makeKey), placed);
    expect(attemptFor(first, { plan: 12 }, makeKey).placed).toBe(placed);
  });

  it('starts a new attempt with a new key when the request changed, forgetting the old order', () => {
    const first = withPlacedOrder(attemptFor(emptyCheckoutState(), { plan: 12 }, makeKey), placed);
    const changed = attemptFor(first, { plan: 24 }, makeKey);
    expect(changed.attempt?.key).not.toBe(first.attempt?.key);
    expect(changed.placed).toBeNull();
  });

  it('survives a reload: the key and the placed order are read back from sessionStorage', () => {
    const store = memoryStorage();
    const state = withPlacedOrder(attemptFor(filledCourier(), { plan: null }, makeKey), placed);
    writeCheckoutState(store, state);
    const read = readCheckoutState(store);
    expect(read.attempt).toEqual(state.attempt);
    expect(read.placed).toEqual(placed);
    expect(read.contacts).toEqual(CONTACTS);
    expect(read.contactsDone).toBe(true);
  });

  it('starts afresh from unreadable storage', () => {
    const store = memoryStorage();
    store.setItem('checkout', '{not json');
    expect(readCheckoutState(store)).toEqual(emptyCheckoutState());
    store.setItem('checkout', JSON.stringify({ version: 99 }));
    expect(readCheckoutState(store)).toEqual(emptyCheckoutState());
  });

  it('keeps the thank-you page’s order apart, and forgets it on demand', () => {
    const store = memoryStorage();
    const placedOrder = { ...placed, order: { id: 7, number: 'BB-26-000007' } } as unknown as PlacedOrder;
    writeConfirmation(store, { placed: placedOrder, tracked: false });
    expect(readConfirmation(store)?.placed.order.id).toBe(7);
    writeConfirmation(store, null);
    expect(readConfirmation(store)).toBeNull();
  });
});
