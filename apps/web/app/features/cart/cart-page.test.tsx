import type { Cart } from '@beast/domain/cart/cart-api.schema';
import { lineTotal } from '@beast/domain/cart/cart-total.rules';
import { feesPerUnit } from '@beast/domain/cart/price-to-pay.rules';
import type { Product } from '@beast/domain/catalog/product.schema';
import { chf, formatMoney } from '@beast/domain/money/money';
import { includedVat } from '@beast/domain/money/vat';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createT } from '../../lib/i18n/translator';
import { clearSession, signIn } from '../../lib/session/session-store';
import { testProduct } from '../../test/products';
import { allTexts, renderPage, stubApi } from '../../test/render-page';
import { CartPage } from './cart-page';
import { addOfflineLine, type OfflineLine, writeOfflineCart } from './offline-cart';

/**
 * The cart page of a guest (spec §3 Cart, §4 "Cart, logged out"): its lines come from the offline cart in
 * localStorage, so the page needs no API. The browser journeys walk to it by clicking; these tests hold
 * what it shows and how its controls change it.
 */

const t = createT('en', allTexts('en'));
const money = (centimes: number) => formatMoney(centimes, 'en');

/** The spec §4 line rule, in centimes: what `quantity` units of the product cost together. */
function lineCost(product: Product, quantity: number): number {
  return lineTotal({ ...product, cartItemId: 'line', quantity }).amount;
}

const BIKE = testProduct({
  id: 1,
  name: 'Test Beast',
  type: 'mighty_beast',
  price: 549_900,
  originalPrice: 579_900,
  page: 'product',
  packageFees: [
    { kind: 'assembly', price: 9_900 },
    { kind: 'delivery', price: 0 },
  ],
});
const LOCK = testProduct({ id: 2, name: 'Test Lock', type: 'accessory', price: 9_900 });
const EDITION = testProduct({
  id: 3,
  name: 'Numbered Beast',
  type: 'circular_edition',
  price: 699_900,
  limitedEdition: { size: 100, remaining: 2 },
});

/** The guest's cart as the shop keeps it: the products added one unit at a time. */
function guestCart(...added: Product[]): OfflineLine[] {
  const lines = added.reduce<OfflineLine[]>((cart, next) => addOfflineLine(cart, next).lines, []);
  writeOfflineCart(lines);
  return lines;
}

function showCart() {
  renderPage(() => <CartPage services={[]} />, { path: '/:lang/cart', url: '/en/cart' });
}

function lineOf(name: string) {
  return screen.getByRole('article', { name });
}

/** The value beside a term of a list of figures: a fee and its amount, the VAT and its amount. */
function definitionOf(container: HTMLElement, term: string): string | null | undefined {
  // As written: the texts keep their no-break spaces ("8.1 % VAT"), which the default matching would turn into spaces.
  const asWritten = getDefaultNormalizer({ collapseWhitespace: false });
  return within(container).getByText(term, { selector: 'dt', normalizer: asWritten }).nextElementSibling?.textContent;
}

function summary() {
  return screen.getByRole('complementary', { name: t('cart.summary') });
}

describe('the cart page of a guest', () => {
  it('says the cart is empty and leads to the bikes', async () => {
    showCart();
    expect(await screen.findByText(t('cart.empty'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('cart.discoverBikes') }).getAttribute('href')).toBe('/en#models');
    expect(screen.queryByRole('complementary', { name: t('cart.summary') })).toBeNull();
  });

  it('shows each line with its unit price and total, the bike’s fees, and a total that includes them', async () => {
    guestCart(BIKE, BIKE, LOCK);
    showCart();

    const bike = await screen.findByRole('article', { name: BIKE.name });
    expect(bike.textContent).toContain(`${t('cart.unitPrice')}: ${money(BIKE.price)}`);
    expect(within(bike).getByRole('textbox', { name: t('cart.quantityOf', { name: BIKE.name }) })).toHaveProperty(
      'value',
      '2',
    );
    const bikeTotal = lineCost(BIKE, 2);
    expect(bike.textContent).toContain(`${t('cart.lineTotal')} ${money(bikeTotal)}`);
    expect(within(bike).getByText(t('cart.lineFees', { count: 2 }))).toBeTruthy();
    expect(definitionOf(bike, t('fees.assembly'))).toBe(money(2 * 9_900));
    expect(definitionOf(bike, t('fees.delivery'))).toBe(t('fees.freeOf.delivery'));
    expect(within(lineOf(LOCK.name)).queryByText(t('cart.lineFees', { count: 1 }))).toBeNull();

    const total = bikeTotal + LOCK.price + 2 * feesPerUnit(BIKE);
    expect(within(summary()).getByTestId('cart-total').textContent).toBe(money(total));
    expect(definitionOf(summary(), t('cart.vatIncluded', { rate: '8.1' }))).toBe(money(includedVat(chf(total)).amount));
    // Two lines of goods, then each fee with the number of bikes that carry it.
    expect(definitionOf(summary(), t('cart.items', { count: 2 }))).toBe(money(bikeTotal + LOCK.price));
    expect(definitionOf(summary(), `${t('fees.assembly')} × 2`)).toBe(money(2 * 9_900));
    expect(within(summary()).getByRole('link', { name: t('cart.checkout') })).toBeTruthy();
  });

  it('changes a quantity with − and +, and reprices the line and the total at once', async () => {
    guestCart(LOCK);
    showCart();
    const user = userEvent.setup();
    const lock = await screen.findByRole('article', { name: LOCK.name });
    const quantity = within(lock).getByRole('textbox', { name: t('cart.quantityOf', { name: LOCK.name }) });
    const fewer = within(lock).getByRole('button', { name: t('cart.decrease', { name: LOCK.name }) });
    expect(fewer).toHaveProperty('disabled', true);

    await user.click(within(lock).getByRole('button', { name: t('cart.increase', { name: LOCK.name }) }));
    await user.click(within(lock).getByRole('button', { name: t('cart.increase', { name: LOCK.name }) }));
    await waitFor(() => expect(quantity).toHaveProperty('value', '3'));
    expect(within(summary()).getByTestId('cart-total').textContent).toBe(money(3 * LOCK.price));

    await user.click(fewer);
    await waitFor(() => expect(quantity).toHaveProperty('value', '2'));
    expect(within(summary()).getByTestId('cart-total').textContent).toBe(money(2 * LOCK.price));
  });

  it('stops + at the units left of a limited edition, and refuses a typed quantity over the line maximum', async () => {
    guestCart(EDITION, LOCK);
    showCart();
    const user = userEvent.setup();
    const edition = await screen.findByRole('article', { name: EDITION.name });
    const more = within(edition).getByRole('button', { name: t('cart.increase', { name: EDITION.name }) });
    await user.click(more);
    await waitFor(() => expect(more).toHaveProperty('disabled', true));

    const lock = lineOf(LOCK.name);
    const quantity = within(lock).getByRole('textbox', { name: t('cart.quantityOf', { name: LOCK.name }) });
    await user.clear(quantity);
    await user.type(quantity, '11');
    expect(quantity).toHaveProperty('value', '11');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(quantity.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(t('validation.quantity.max'));
    // The refused quantity is not counted: the lock still costs one unit.
    expect(within(summary()).getByTestId('cart-total').textContent).toBe(money(lineCost(EDITION, 2) + LOCK.price));
  });

  it('refuses what cannot be a coupon code without asking the API, keeps it as typed, and checks a real code', async () => {
    guestCart(LOCK);
    const calls = stubApi({
      [`POST /api/coupons/SAVE10/apply-to-products/${LOCK.id}`]: {
        couponName: 'SAVE10',
        productId: LOCK.id,
        discount: chf(990),
        percentOff: 10,
        validUntil: null,
      },
    });
    showCart();
    const user = userEvent.setup();
    const lock = await screen.findByRole('article', { name: LOCK.name });
    const coupon = within(lock).getByRole('textbox', { name: t('cart.coupon') });
    const message = () => document.getElementById(coupon.getAttribute('aria-describedby') ?? '')?.textContent;

    for (const typed of ['AB', 'SAVE 10', 'SAVE10!']) {
      await user.clear(coupon);
      await user.type(coupon, typed);
      await waitFor(() => expect(message(), typed).toBe(t('validation.coupon.invalid')));
      expect(coupon).toHaveProperty('value', typed);
      expect(coupon.getAttribute('aria-invalid')).toBe('true');
    }
    expect(calls).toEqual([]);

    await user.clear(coupon);
    await user.type(coupon, 'SAVE10');
    await waitFor(() => expect(message()).toBe(t('cart.couponApplied', { code: 'SAVE10' })));
    expect(coupon.getAttribute('aria-invalid')).toBeNull();
    expect(within(summary()).getByTestId('cart-total').textContent).toBe(money(LOCK.price - 990));
    expect(calls.map((call) => call.path)).toEqual([`/api/coupons/SAVE10/apply-to-products/${LOCK.id}`]);
  });

  it('removes a line, and shows the empty cart after the last', async () => {
    guestCart(BIKE, LOCK);
    showCart();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('cart.removeItem', { name: BIKE.name }) }));
    await waitFor(() => expect(screen.queryByRole('article', { name: BIKE.name })).toBeNull());
    expect(within(summary()).getByTestId('cart-total').textContent).toBe(money(LOCK.price));

    await user.click(screen.getByRole('button', { name: t('cart.removeItem', { name: LOCK.name }) }));
    expect(await screen.findByText(t('cart.empty'))).toBeTruthy();
  });
});

/** The server's answer for a cart of one line of `product` (no fees, no coupon). */
function serverCartOf(product: Product, quantity: number): Cart {
  const total = { amount: product.price * quantity, currency: 'CHF' as const };
  return {
    items: [
      {
        cartItemId: 7,
        quantity,
        type: product.type,
        attachTo: null,
        attachedServiceQuantity: 0,
        configuratorOptions: null,
        offer: null,
        couponName: null,
        couponDiscount: null,
        lineTotal: total,
        fees: [],
        vehicle: product,
      },
    ],
    count: 1,
    totalPrice: total,
    goodsTotal: total,
    discountTotal: { amount: 0, currency: 'CHF' },
    fees: [],
    feesTotal: { amount: 0, currency: 'CHF' },
    vat: { ratePermille: 81, amount: includedVat(total) },
  };
}

describe('signing in with the cart page open', () => {
  it('offers no guest line to edit while the guest lines go to the server, then shows the server’s cart', async () => {
    guestCart(LOCK);
    let answerPush: () => void = () => {};
    const pushed = new Promise<void>((resolve) => {
      answerPush = resolve;
    });
    const calls = stubApi({
      'POST /api/carts/': async () => {
        await pushed;
        return serverCartOf(LOCK, 1);
      },
      'GET /api/carts': serverCartOf(LOCK, 1),
    });
    showCart();
    await screen.findByRole('article', { name: LOCK.name });

    // An access token the browser cannot read counts as valid (spec §4).
    signIn({ accessToken: 'header.payload.signature', refreshToken: 'refresh' });
    // The guest's line is on its way to the server: editing it now would change a line that no longer exists.
    await waitFor(() => expect(screen.queryByRole('article', { name: LOCK.name })).toBeNull());
    expect(screen.getByText(t('loading'))).toBeTruthy();

    answerPush();
    const line = await screen.findByRole('article', { name: LOCK.name });
    expect(within(line).getByRole('textbox', { name: t('cart.quantityOf', { name: LOCK.name }) })).toHaveProperty(
      'value',
      '1',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/carts/']);
    clearSession();
  });
});
