import type { Locale } from '@beast/domain/i18n/locale';
import { chf, formatMoney } from '@beast/domain/money/money';
import { includedVat } from '@beast/domain/money/vat';
import type { OrderQuote } from '@beast/domain/orders/orders-api.schema';
import { CheckoutContactsSchema } from '@beast/domain/validation/checkout-contacts.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createT, type TFunction } from '../../lib/i18n/translator';
import { testProduct } from '../../test/products';
import { allTexts, renderPage, stubApi } from '../../test/render-page';
import { addOfflineLine, writeOfflineCart } from '../cart/offline-cart';
import { cardFormSchema } from '../payment/card-input';
import { CheckoutPage } from './checkout-page';

/**
 * The checkout's steps for a guest (spec §2 /checkout/{type}, §3 Checkout contacts, §5 validation): what step 1
 * asks and answers to bad input, moving on to the payment step with the server's price, and "Back" finding
 * everything typed. The browser journeys walk the whole purchase; these tests hold each step's behaviour.
 */

const LOCK = testProduct({ id: 7, name: 'Test Lock', price: 9_900 });

const COUNTRIES = [
  { code: 'CH', name: 'Switzerland', dial_code: '+41' },
  { code: 'DE', name: 'Germany', dial_code: '+49' },
];

const COURIER_FEE = 1_500;

/** The server's price of the order: the lock and the courier fee of an accessory sent alone. */
const QUOTE: OrderQuote = {
  lines: [
    {
      id: 1,
      productId: LOCK.id,
      slug: LOCK.slug,
      name: LOCK.name,
      type: LOCK.type,
      media: null,
      quantity: 1,
      unitPrice: chf(LOCK.price),
      unitOriginalPrice: chf(LOCK.price),
      configuratorOptions: null,
      attachedToLineId: null,
      couponName: null,
      discount: chf(0),
      lineTotal: chf(LOCK.price),
      editionNumbers: [],
    },
  ],
  fees: [{ kind: 'accessoryDelivery', unitPrice: chf(COURIER_FEE), quantity: 1, total: chf(COURIER_FEE) }],
  subtotal: chf(LOCK.price),
  discountTotal: chf(0),
  feesTotal: chf(COURIER_FEE),
  total: chf(LOCK.price + COURIER_FEE),
  vat: { ratePermille: 81, amount: includedVat(chf(LOCK.price + COURIER_FEE)) },
  paymentPlan: null,
  firstCharge: chf(LOCK.price + COURIER_FEE),
};

/** A postcode outside the courier zones: the order goes on without a day (a sales manager calls). */
const NON_STANDARD_ZIP = '9000';

function openCheckout(locale: Locale = 'en') {
  writeOfflineCart(addOfflineLine([], LOCK).lines);
  const api = stubApi({
    [`GET /api/zipcodes/${NON_STANDARD_ZIP}`]: { zipcode: NON_STANDARD_ZIP, isStandard: false, zone: null },
    'POST /api/orders/quote': QUOTE,
  });
  renderPage(
    () => (
      <CheckoutPage
        type="product"
        countries={COUNTRIES}
        centres={[]}
        paymentConfig={{ provider: 'test' }}
        profile={null}
      />
    ),
    { path: '/:lang/checkout/:type/:entry?', url: `/${locale}/checkout/product/order`, locale },
  );
  return { api, t: createT(locale, allTexts(locale)), user: userEvent.setup() };
}

const field = (t: TFunction, name: string) => screen.getByLabelText(t(`auth.fields.${name}`));

async function fillContacts(user: UserEvent, t: TFunction, values: { email?: string } = {}) {
  await user.type(field(t, 'firstName'), 'Lena');
  await user.type(field(t, 'lastName'), 'Keller');
  await user.type(field(t, 'email'), values.email ?? 'lena@example.ch');
  await user.selectOptions(field(t, 'countryCode'), '+41');
  await user.type(field(t, 'phoneNumber'), '791234567');
  await user.type(field(t, 'address'), 'Rue de Bourg 1');
  await user.type(field(t, 'zipCode'), NON_STANDARD_ZIP);
  await user.type(field(t, 'city'), 'Sankt Gallen');
  await user.selectOptions(field(t, 'country'), 'CH');
}

/** The message a field shows, read where the field points to it (aria-describedby). */
function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

function stepTitle(t: TFunction, step: 'contact' | 'payment') {
  return screen.findByRole('heading', { level: 2, name: t(`checkout.steps.${step}Title`) });
}

describe('step 1: contacts and delivery', () => {
  it('asks every contact of spec §3 and the delivery method, with the cart’s line beside it', async () => {
    const { t } = openCheckout();
    await stepTitle(t, 'contact');
    for (const name of ['firstName', 'lastName', 'email', 'countryCode', 'phoneNumber', 'address', 'zipCode', 'city']) {
      expect(field(t, name)).toBeTruthy();
    }
    expect(screen.getByRole('radiogroup', { name: t('checkout.delivery.method') })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: t('checkout.contact.registerUser') })).toHaveProperty('checked', true);
    expect(screen.getByText(LOCK.name)).toBeTruthy();
  });

  it('answers an empty form with the domain’s translated message on each field, and stays on step 1', async () => {
    const { t, user, api } = openCheckout();
    await stepTitle(t, 'contact');
    await user.click(screen.getByRole('button', { name: t('checkout.contact.continue') }));

    const expected = CheckoutContactsSchema.safeParse({});
    expect(expected.success).toBe(false);
    const messages = new Map(expected.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    for (const name of ['firstName', 'lastName', 'email', 'countryCode', 'address', 'zipCode', 'city']) {
      const input = field(t, name);
      await waitFor(() => expect(errorOf(input), name).toContain(t(messages.get(name)!)));
      expect(input.getAttribute('aria-invalid'), name).toBe('true');
    }
    expect(await stepTitle(t, 'contact')).toBeTruthy();
    expect(api.some((call) => call.path === '/api/orders/quote')).toBe(false);
  });

  it('refuses a malformed email in French and keeps everything typed', async () => {
    const { t, user } = openCheckout('fr');
    await stepTitle(t, 'contact');
    await fillContacts(user, t, { email: 'lena@' });
    await user.click(screen.getByRole('button', { name: t('checkout.contact.continue') }));

    const email = field(t, 'email');
    const refused = CheckoutContactsSchema.shape.email.safeParse('lena@');
    await waitFor(() => expect(errorOf(email)).toContain(t(refused.error!.issues[0]!.message)));
    expect(email).toHaveProperty('value', 'lena@');
    expect(field(t, 'firstName')).toHaveProperty('value', 'Lena');
    expect(field(t, 'city')).toHaveProperty('value', 'Sankt Gallen');
    expect(await stepTitle(t, 'contact')).toBeTruthy();
  });
});

describe('step 2: payment', () => {
  async function toPayment() {
    const opened = openCheckout();
    const { t, user } = opened;
    await stepTitle(t, 'contact');
    await fillContacts(user, t);
    await user.click(screen.getByRole('radio', { name: new RegExp(t('checkout.delivery.courier')) }));
    await user.click(screen.getByRole('button', { name: t('checkout.contact.continue') }));
    await stepTitle(t, 'payment');
    return opened;
  }

  it('asks the server for the order’s price with what was typed, and offers to pay exactly that', async () => {
    const { t, api } = await toPayment();
    const payLabel = t('checkout.payment.pay', { amount: formatMoney(QUOTE.firstCharge.amount, 'en') });
    expect(await screen.findByRole('button', { name: payLabel })).toBeTruthy();
    const quote = api.find((call) => call.path === '/api/orders/quote');
    expect(quote?.body).toMatchObject({
      type: 'product',
      delivery: { method: 'courier', date: null, timeWindow: null },
      contacts: { firstName: 'Lena', email: 'lena@example.ch', zipCode: NON_STANDARD_ZIP, deliveryTypeId: 'courier' },
      lines: [{ productId: LOCK.id, quantity: 1 }],
    });
    expect(screen.getByRole('radio', { name: t('checkout.plan.single') })).toHaveProperty('checked', true);
    for (const label of ['number', 'expiry', 'securityCode']) {
      expect(screen.getByLabelText(t(`payment.card.${label}`), { exact: false })).toBeTruthy();
    }
  });

  it('names the terms that paying accepts, opening them beside the checkout', async () => {
    const { t } = await toPayment();
    const terms = await screen.findByRole('link', { name: t('checkout.payment.termsLink') });
    expect(terms.getAttribute('href')).toBe('/en/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
  });

  it('shows the server’s fees beside the step, and checks the card before placing any order', async () => {
    const { t, user, api } = await toPayment();
    const pay = await screen.findByRole('button', { name: new RegExp(t('checkout.payment.pay', { amount: '' })) });
    const summary = screen.getByRole('complementary');
    // The fees come with the server's quote, which may answer after the step is drawn.
    await waitFor(() => expect(summary.textContent).toContain(t('fees.accessoryDelivery')));
    expect(summary.textContent).toContain(formatMoney(COURIER_FEE, 'en'));

    await user.type(screen.getByLabelText(t('payment.card.number')), '4242 4242 4242 4241');
    await user.click(pay);
    const number = screen.getByLabelText(t('payment.card.number'));
    const expected = cardFormSchema().safeParse({ number: '4242 4242 4242 4241', expiry: '', securityCode: '' });
    const messages = new Map(expected.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    await waitFor(() => expect(errorOf(number)).toContain(t(messages.get('number')!)));
    expect(errorOf(screen.getByLabelText(t('payment.card.expiry')))).toContain(t(messages.get('expiry')!));
    expect(api.some((call) => call.method === 'POST' && call.path === '/api/orders')).toBe(false);
  });

  it('goes Back to step 1 with every value as it was typed', async () => {
    const { t, user } = await toPayment();
    await user.click(screen.getByRole('button', { name: new RegExp(t('checkout.back')) }));
    await stepTitle(t, 'contact');
    const kept = {
      firstName: 'Lena',
      lastName: 'Keller',
      email: 'lena@example.ch',
      countryCode: '+41',
      phoneNumber: '791234567',
      address: 'Rue de Bourg 1',
      zipCode: NON_STANDARD_ZIP,
      city: 'Sankt Gallen',
      country: 'CH',
    };
    for (const [name, value] of Object.entries(kept)) expect(field(t, name), name).toHaveProperty('value', value);
    expect(screen.getByRole('radio', { name: new RegExp(t('checkout.delivery.courier')) })).toHaveProperty(
      'checked',
      true,
    );
  });
});
