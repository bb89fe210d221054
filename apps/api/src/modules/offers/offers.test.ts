import type { Cart } from '@beast/domain/cart/cart-api.schema';
import { de } from '@beast/domain/i18n/messages/de';
import { formatMoney } from '@beast/domain/money/money';
import type { SpecialOffer } from '@beast/domain/offers/offer-api.schema';
import type { OrderQuote } from '@beast/domain/orders/orders-api.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema/orders';
import { accessTokenFor, bearer, signedIn } from '../../test/accounts';
import { createProduct, type TestProduct } from '../../test/catalog';
import { orderBody, placed, placeOrder } from '../../test/checkout';
import { createCompany, createOffer, makeMember } from '../../test/offers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Special offers (issue 15): what visitors see, and the price the cart, the quote and the order give them. */
let now = new Date();
let harness: TestApp;
let helmet: TestProduct;

beforeAll(async () => {
  harness = await createTestApp({ clock: () => now });
  helmet = await createProduct(harness, { price: 15_000 });
});
afterAll(() => harness.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  harness.app.inject({ method, url, headers, payload });
const addToCart = (headers: Record<string, string>, body: object) => inject('POST', '/api/carts/', headers, body);
const quote = (headers: Record<string, string>, body: object) => inject('POST', '/api/orders/quote', headers, body);
const offerLine = (offerId: number, product = helmet) => ({
  productId: product.id,
  quantity: 1,
  specialOfferId: offerId,
});

describe('GET /api/special-offers', () => {
  it('shows a flash offer’s price to its companies’ live members only, in an answer no shared cache keeps', async () => {
    const company = await createCompany(harness, 'Acme SA');
    const flash = await createOffer(harness, helmet, { companySlugs: [company.slug] });
    const open = await createOffer(harness, helmet, { unitCap: 4 });
    const member = await signedIn(harness);
    await makeMember(harness, member.id, company);
    const stranger = await signedIn(harness);

    const guestAnswer = await inject('GET', '/api/special-offers?lang=fr');
    expect(guestAnswer.headers['cache-control']).toMatch(/^public/);
    const byId = (offers: SpecialOffer[], id: number) => offers.find((offer) => offer.id === id)!;
    const seen = guestAnswer.json<SpecialOffer[]>();
    expect(byId(seen, flash.id)).toMatchObject({
      price: null,
      saving: null,
      forYou: false,
      companies: [{ name: 'Acme SA' }],
    });
    expect(byId(seen, open.id)).toMatchObject({ price: open.price, saving: 2_000, forYou: true, unitsLeft: 4 });
    expect(byId(seen, open.id).productTitle).toBe('produit-de-test');

    const strangers = (await inject('GET', '/api/special-offers', stranger.headers)).json<SpecialOffer[]>();
    expect(byId(strangers, flash.id).price).toBeNull();
    const members = await inject('GET', '/api/special-offers', member.headers);
    expect(members.headers['cache-control']).toBe('private, no-store');
    expect(byId(members.json(), flash.id)).toMatchObject({ price: flash.price, forYou: true });

    const one = await inject('GET', `/api/special-offers/${flash.id}`, member.headers);
    expect(one.json()).toMatchObject({ id: flash.id, price: flash.price });
  });

  it('answers OFFER_ENDED for an offer that is over and OFFER_NOT_FOUND for one that never was', async () => {
    const ended = await createOffer(harness, helmet, { days: -0.5 });
    expect((await inject('GET', `/api/special-offers/${ended.id}`)).json().error.code).toBe('OFFER_ENDED');
    expect((await inject('GET', '/api/special-offers/999999')).statusCode).toBe(404);
    const list = (await inject('GET', '/api/special-offers')).json<SpecialOffer[]>();
    expect(list.map((offer) => offer.id)).not.toContain(ended.id);
  });
});

describe('an offer in the cart, the quote and the order', () => {
  it('prices the line’s first unit at the offer while it runs, then at the normal price with a notice', async () => {
    const product = await createProduct(harness, { price: 15_000 });
    const offer = await createOffer(harness, product, { days: 2 });
    const buyer = await signedIn(harness);
    const added = await addToCart(buyer.headers, offerLine(offer.id, product));
    expect(added.statusCode, added.body).toBe(201);
    const line = added.json<Cart>().items[0]!;
    expect(line.lineTotal.amount).toBe(offer.price);
    expect(line.offer).toMatchObject({ id: offer.id, refusal: null });

    const body = orderBody();
    const quoted = (await quote(buyer.headers, body)).json<OrderQuote>();
    expect(quoted.lines[0]).toMatchObject({ unitPrice: { amount: offer.price }, offer: { refusal: null } });

    // The offer ends between the checkout page and the payment: the order is refused with its new total.
    now = new Date(now.getTime() + 3 * DAY_MS);
    // A fresh access token: the first one has expired with the days that passed.
    buyer.headers = bearer(await accessTokenFor(harness, buyer.id));
    try {
      const cart = (await inject('GET', '/api/carts/', buyer.headers)).json<Cart>();
      expect(cart.items[0]).toMatchObject({ lineTotal: { amount: product.price }, offer: { refusal: 'OFFER_ENDED' } });
      const refused = await placeOrder(
        harness,
        { ...body, expectedTotal: quoted.total.amount },
        {
          ...buyer.headers,
          'accept-language': 'de',
        },
      );
      expect(refused.statusCode, refused.body).toBe(409);
      const requoted = (await quote(buyer.headers, body)).json<OrderQuote>();
      expect(refused.json().error).toMatchObject({
        code: 'PRICE_CHANGED',
        fields: { 'lines.0.specialOfferId': de['errors.OFFER_ENDED'] },
      });
      expect(refused.json().error.message).toContain(formatMoney(requoted.total, 'de'));
      expect(requoted.lines[0]!.offer).toMatchObject({ refusal: 'OFFER_ENDED' });
      // Without the total the checkout showed, an offer that no longer holds is refused the same way.
      expect((await placeOrder(harness, body, buyer.headers)).json().error.code).toBe('PRICE_CHANGED');
      // Having seen the new total, the buyer orders at it.
      const order = await placed(harness, { ...body, expectedTotal: requoted.total.amount }, buyer.headers);
      expect(order.order.total.amount).toBe(requoted.total.amount);
    } finally {
      now = new Date(now.getTime() - 3 * DAY_MS);
    }
  });

  it('prices a guest’s public offer, and refuses a line that names another product’s offer', async () => {
    const offer = await createOffer(harness, helmet);
    const quoted = await quote({}, orderBody({ lines: [offerLine(offer.id)] }));
    expect(quoted.json<OrderQuote>().lines[0]!.lineTotal.amount).toBe(offer.price);
    const other = await createProduct(harness);
    const forged = await quote({}, orderBody({ lines: [offerLine(offer.id, other)] }));
    expect(forged.json().error.code).toBe('OFFER_NOT_FOUND');
  });
});

describe('flash offers', () => {
  it('are refused to non-members and to expired members by every route that prices them', async () => {
    const company = await createCompany(harness);
    const offer = await createOffer(harness, helmet, { companySlugs: [company.slug] });
    const stranger = await signedIn(harness);
    const former = await signedIn(harness);
    await makeMember(harness, former.id, company, new Date(now.getTime() - 1000));
    for (const who of [stranger, former]) {
      const added = await addToCart(who.headers, offerLine(offer.id));
      expect(added.statusCode).toBe(403);
      expect(added.json().error.code).toBe('OFFER_MEMBERS_ONLY');
    }
    const guest = await quote({}, orderBody({ lines: [offerLine(offer.id)] }));
    expect(guest.json().error).toMatchObject({ code: 'OFFER_MEMBERS_ONLY' });
    const guestOrder = await placeOrder(harness, orderBody({ lines: [offerLine(offer.id)] }), {
      'accept-language': 'fr',
    });
    expect(guestOrder.statusCode).toBe(403);

    // A member adds it; once the membership ends, the quote and the order refuse it too.
    const member = await signedIn(harness);
    await makeMember(harness, member.id, company, new Date(now.getTime() + DAY_MS));
    expect((await addToCart(member.headers, offerLine(offer.id))).statusCode).toBe(201);
    expect((await quote(member.headers, orderBody())).json<OrderQuote>().lines[0]!.offer?.refusal).toBeNull();
    now = new Date(now.getTime() + 2 * DAY_MS);
    member.headers = bearer(await accessTokenFor(harness, member.id));
    try {
      const cart = (await inject('GET', '/api/carts/', member.headers)).json<Cart>();
      expect(cart.items[0]!.offer?.refusal).toBe('OFFER_MEMBERS_ONLY');
      expect((await quote(member.headers, orderBody())).json().error.code).toBe('OFFER_MEMBERS_ONLY');
      expect((await placeOrder(harness, orderBody(), member.headers)).json().error.code).toBe('OFFER_MEMBERS_ONLY');
    } finally {
      now = new Date(now.getTime() - 2 * DAY_MS);
    }
  });

  it('keep the per-member cap under concurrent orders of one member', async () => {
    const company = await createCompany(harness);
    const product = await createProduct(harness, { price: 15_000 });
    const offer = await createOffer(harness, product, { companySlugs: [company.slug], perMemberCap: 1 });
    const member = await signedIn(harness);
    await makeMember(harness, member.id, company);
    expect((await addToCart(member.headers, offerLine(offer.id, product))).statusCode).toBe(201);
    const body = {
      ...orderBody(),
      expectedTotal: (await quote(member.headers, orderBody())).json<OrderQuote>().total.amount,
    };
    const responses = await Promise.all(Array.from({ length: 6 }, () => placeOrder(harness, body, member.headers)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(await offerUnitsSold(offer.id)).toBe(1);

    // The cart is empty now; the offer again is refused as the member's limit, at add and at the next order.
    const again = await addToCart(member.headers, offerLine(offer.id, product));
    expect(again.json().error.code).toBe('OFFER_MEMBER_LIMIT');
  });
});

async function offerUnitsSold(offerId: number): Promise<number> {
  const rows = await harness.database.db.select().from(orderLines).where(eq(orderLines.specialOfferId, offerId));
  return rows.length;
}
