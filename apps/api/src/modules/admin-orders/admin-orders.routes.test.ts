import { randomUUID } from 'node:crypto';
import type { AdminOrder, AdminOrderList } from '@beast/domain/orders/admin-orders-api.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverySlotBookings, orders } from '../../db/schema/orders';
import { auditLog } from '../../db/schema/staff';
import { createBike, createProduct, type TestProduct } from '../../test/catalog';
import { DAYS, setCentreColumns, swissClock } from '../../test/delivery';
import { editionSoldOf, insertTestOrder, slotBooked, type TestOrderOptions } from '../../test/orders';
import { signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
let shop: Record<'edition' | 'lock', TestProduct>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let support: Awaited<ReturnType<typeof signedInStaff>>;
const clock = swissClock(DAYS.friday);

beforeAll(async () => {
  harness = await createTestApp({ clock });
  shop = {
    edition: await createBike(harness, { type: 'circular_edition', page: 'order', editionSize: 50 }),
    lock: await createProduct(harness),
  };
  admin = await signedInStaff(harness, 'admin');
  support = await signedInStaff(harness, 'support');
});
afterAll(() => harness.close());

/** A word only this test's orders carry, so the shared database's other orders never count. */
const marker = () => `m${randomUUID().slice(0, 8)}`;

function anOrder(options: Partial<TestOrderOptions> = {}) {
  return insertTestOrder(harness, {
    userId: null,
    email: `buyer-${marker()}@example.ch`,
    lines: [{ product: shop.lock }],
    ...options,
  });
}

async function renameCustomer(orderId: number, firstName: string, lastName: string) {
  const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, orderId));
  await harness.database.db
    .update(orders)
    .set({ contacts: { ...row!.contacts, firstName, lastName } })
    .where(eq(orders.id, orderId));
}

function get(url: string, headers = admin.headers.read) {
  return harness.app.inject({ method: 'GET', url, headers });
}

function send(method: 'POST' | 'PUT', url: string, payload: object | undefined, headers = admin.headers.change) {
  return harness.app.inject({ method, url, headers, ...(payload && { payload }) });
}

async function auditOf(orderNumber: string) {
  return harness.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityKey, orderNumber)))
    .orderBy(auditLog.id);
}

describe('GET /api/admin/orders', () => {
  it('filters, searches and sorts on the server, with the total of what matches', async () => {
    const word = marker();
    const email = (n: number) => `${word}-${n}@example.ch`;
    const cheap = await anOrder({ email: email(1), status: 'PAYMENT_SENT' });
    const dear = await anOrder({
      email: email(2),
      status: 'PAYMENT_SENT',
      lines: [{ product: shop.lock, quantity: 3 }],
    });
    const planned = await anOrder({ email: email(3), status: 'RECEIVED', planMonths: 12, deliveryMethod: 'pickup' });

    const byTotal = (await get(`/api/admin/orders?search=${word}&sort=total&direction=asc`)).json() as AdminOrderList;
    expect(byTotal.total).toBe(3);
    expect(byTotal.data.map((row) => row.number)).toEqual([cheap, planned, dear].map(({ order }) => order.number));
    expect(byTotal.data[0]).toMatchObject({
      status: 'PAYMENT_SENT',
      statusColour: 'green',
      customerName: 'Anna Muster',
    });

    const paid = (await get(`/api/admin/orders?search=${word}&status=PAYMENT_SENT`)).json() as AdminOrderList;
    expect(paid.data.map((row) => row.number).sort()).toEqual([cheap.order.number, dear.order.number].sort());

    const onPlan = (await get(`/api/admin/orders?search=${word}&paymentPlan=instalments&deliveryMethod=pickup`)).json();
    expect(onPlan.data).toMatchObject([{ number: planned.order.number, planMonths: 12, deliveryMethod: 'pickup' }]);
    expect(onPlan.data[0].centreName).toEqual(expect.any(String));

    const page = (await get(`/api/admin/orders?search=${word}&limit=2&offset=2&sort=total`)).json();
    expect(page).toMatchObject({ offset: 2, limit: 2, total: 3 });
    expect(page.data.map((row: { number: string }) => row.number)).toEqual([cheap.order.number]);
  });

  it('finds an order by its number and by the customer’s name, in any case', async () => {
    const { order } = await anOrder();
    const surname = `Zed${marker()}`;
    await renameCustomer(order.id, 'Émilie', surname);
    for (const search of [order.number.toLowerCase(), `émilie ${surname.toUpperCase()}`]) {
      const found = (await get(`/api/admin/orders?search=${encodeURIComponent(search)}`)).json();
      expect(
        found.data.map((row: { id: number }) => row.id),
        search,
      ).toEqual([order.id]);
    }
  });

  it('reads the date range as Swiss calendar days, both included', async () => {
    const word = marker();
    // 00:30 on 11 March in Zurich, still 10 March in UTC.
    await anOrder({ email: `${word}@example.ch`, createdAt: new Date('2025-03-10T23:30:00Z') });
    const found = (range: string) =>
      get(`/api/admin/orders?search=${word}&${range}`).then((answer) => answer.json().total);
    expect(await found('from=2025-03-11&to=2025-03-11')).toBe(1);
    expect(await found('to=2025-03-10')).toBe(0);
    expect(await found('from=2025-03-12')).toBe(0);
  });

  it('refuses a filter it does not know, with the field named', async () => {
    const response = await get('/api/admin/orders?status=LOST&sort=colour');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('streams every matching order, escaped, with cells a spreadsheet would run kept as text', async () => {
    const word = marker();
    const rows = [];
    for (let index = 0; index < 3; index += 1) rows.push(await anOrder({ email: `${word}-${index}@example.ch` }));
    await renameCustomer(rows[0]!.order.id, '=HYPERLINK("http://evil.example")', 'Muster, Jr');
    const response = await get(`/api/admin/orders/export.csv?search=${word}&sort=date&direction=asc&lang=fr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Commande,Date,Statut,Client,E-mail,Livraison,Centre,Mensualités (mois),Total (CHF),Payé (CHF)',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${rows[0]!.order.number},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"") Muster, Jr"`);
    expect(lines[1]).toContain(',Reçue,');
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows lines with edition numbers, instalments, the status history with its authors, emails and notes', async () => {
    const { order } = await anOrder({
      status: 'PAYMENT_SENT',
      planMonths: 12,
      lines: [{ product: shop.edition }],
    });
    const first = (await get(`/api/admin/orders/${order.id}`)).json() as AdminOrder;
    expect(first.lines[0]!.editionNumbers).toEqual([expect.stringMatching(/^\d+\/50$/)]);
    expect(first.instalments).toHaveLength(12);
    expect(first.nextStatuses).toEqual(['ORDER_BEING_PROCESS', 'CANCELED']);

    await send('POST', `/api/admin/orders/${order.id}/status`, {
      version: first.version,
      status: 'ORDER_BEING_PROCESS',
    });
    await send(
      'POST',
      `/api/admin/orders/${order.id}/notes`,
      { text: 'Customer asked for a call first' },
      support.headers.change,
    );
    const page = (await get(`/api/admin/orders/${order.id}`, support.headers.read)).json() as AdminOrder;
    expect(page.history.at(-1)).toMatchObject({
      from: 'PAYMENT_SENT',
      to: 'ORDER_BEING_PROCESS',
      author: { kind: 'staff', name: 'Test admin' },
    });
    expect(page.emails).toMatchObject([{ to: order.email, status: 'pending' }]);
    expect(page.notes).toMatchObject([{ text: 'Customer asked for a call first', staff: { id: support.id } }]);
    expect(page.version).toBeGreaterThan(first.version);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await get('/api/admin/orders/999999')).json().error.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('moves the order on through the state machine, emails the customer and audits the change', async () => {
    const { order } = await anOrder({ status: 'PAYMENT_SENT', language: 'de' });
    const response = await send('POST', `/api/admin/orders/${order.id}/status`, {
      version: order.version,
      status: 'ORDER_BEING_PROCESS',
      note: 'Packed',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ORDER_BEING_PROCESS',
      nextStatuses: ['AWAITING_DISPATCH', 'CANCELED'],
    });
    const mail = (await harness.outbox()).find((email) => email.to === order.email);
    expect(mail?.subject).toContain(order.number);
    expect(await auditOf(order.number)).toMatchObject([
      {
        staffId: admin.id,
        action: 'status-changed',
        before: { status: 'PAYMENT_SENT' },
        after: { status: 'ORDER_BEING_PROCESS', note: 'Packed' },
      },
    ]);
  });

  it('refuses a status the state machine does not offer next', async () => {
    const { order } = await anOrder({ status: 'PAYMENT_SENT' });
    const response = await send('POST', `/api/admin/orders/${order.id}/status`, {
      version: order.version,
      status: 'SHIPPED',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('STATUS_CHANGE_NOT_ALLOWED');
    expect(await auditOf(order.number)).toEqual([]);
  });

  it('refuses the second of two changes made from the same page with a clear conflict', async () => {
    const { order } = await anOrder({ status: 'PAYMENT_SENT' });
    const seen = { version: order.version };
    const [one, two] = await Promise.all([
      send('POST', `/api/admin/orders/${order.id}/status`, { ...seen, status: 'ORDER_BEING_PROCESS' }),
      send('POST', `/api/admin/orders/${order.id}/status`, { ...seen, status: 'CANCELED' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const refused = one.statusCode === 409 ? one : two;
    expect(refused.json().error).toMatchObject({
      code: 'REVISION_CONFLICT',
      message: expect.stringContaining('changed this entry'),
    });
    expect(await auditOf(order.number)).toHaveLength(1);
  });

  it('cancelling gives back the edition units and the delivery place', async () => {
    const { order } = await anOrder({ status: 'PAYMENT_SENT', withSlot: true, lines: [{ product: shop.edition }] });
    const sold = await editionSoldOf(harness, shop.edition);
    const response = await send('POST', `/api/admin/orders/${order.id}/status`, {
      version: order.version,
      status: 'CANCELED',
    });
    expect(response.json().status).toBe('CANCELED');
    expect(await editionSoldOf(harness, shop.edition)).toBe(sold - 1);
    expect(await slotBooked(harness, order.slotBookingId!)).toBe(0);
  });
});

describe('PUT /api/admin/orders/:id/delivery', () => {
  async function pickUpOrder() {
    const placed = await anOrder({ status: 'PAYMENT_SENT', deliveryMethod: 'pickup' });
    const centreId = placed.order.pickUpCenterId!;
    // Open every weekday morning, one person per hour: the slot below has exactly one place.
    await setCentreColumns(harness.database.db, centreId, {
      isActive: true,
      workHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00', closes: '12:00' })),
      pickUpSlotMinutes: 60,
      pickUpSlotCapacity: 1,
    });
    return { ...placed, centreId };
  }
  const slot = (centreId: number, timeSlot: string) => ({
    method: 'pickup' as const,
    pickUpCenterId: centreId,
    date: DAYS.tuesday,
    timeSlot,
  });

  it('moves the pick-up to a slot with a free place, giving the old one back, audited', async () => {
    const { order, centreId } = await pickUpOrder();
    const response = await send('PUT', `/api/admin/orders/${order.id}/delivery`, {
      version: order.version,
      delivery: slot(centreId, '10:00-11:00'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().delivery).toMatchObject({ date: DAYS.tuesday, timeWindow: '10:00-11:00' });
    const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(await slotBooked(harness, row!.slotBookingId!)).toBe(1);
    expect(await auditOf(order.number)).toMatchObject([
      {
        action: 'delivery-changed',
        after: { date: DAYS.tuesday, timeWindow: '10:00-11:00', pickUpCenterId: centreId },
      },
    ]);
  });

  it('never gives the last place twice when two orders move to it at once', async () => {
    const first = await pickUpOrder();
    const second = await anOrder({ status: 'PAYMENT_SENT', deliveryMethod: 'pickup' });
    const moves = await Promise.all(
      [first.order, second.order].map((order) =>
        send('PUT', `/api/admin/orders/${order.id}/delivery`, {
          version: order.version,
          delivery: slot(first.centreId, '11:00-12:00'),
        }),
      ),
    );
    expect(moves.map((move) => move.statusCode).sort()).toEqual([200, 409]);
    expect(moves.find((move) => move.statusCode === 409)!.json().error.code).toBe('SLOT_TAKEN');
    const booked = await harness.database.db
      .select()
      .from(deliverySlotBookings)
      .where(
        and(
          eq(deliverySlotBookings.location, String(first.centreId)),
          eq(deliverySlotBookings.timeWindow, '11:00-12:00'),
        ),
      );
    expect(booked.map((row) => row.booked)).toEqual([1]);
  });

  it('refuses a delivered order’s delivery', async () => {
    const { order } = await anOrder({ status: 'DELIVERED' });
    const response = await send('PUT', `/api/admin/orders/${order.id}/delivery`, {
      version: order.version,
      delivery: { method: 'courier', date: DAYS.tuesday, timeWindow: '09:00-12:00' },
    });
    expect(response.json().error.code).toBe('ORDER_DELIVERY_FINAL');
  });
});

describe('notes and emails', () => {
  it('refuses an empty note with a translated message for its field', async () => {
    const { order } = await anOrder();
    const response = await send(
      'POST',
      `/api/admin/orders/${order.id}/notes?lang=fr`,
      { text: '' },
      support.headers.change,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ text: 'Écrivez d’abord la note.' });
  });

  it('records a note with its audit entry', async () => {
    const { order } = await anOrder();
    const response = await send(
      'POST',
      `/api/admin/orders/${order.id}/notes`,
      { text: 'Fragile' },
      support.headers.change,
    );
    expect(response.statusCode).toBe(201);
    expect(await auditOf(order.number)).toMatchObject([
      { staffId: support.id, action: 'note-added', after: { text: 'Fragile' } },
    ]);
  });

  it('sends the confirmation again, in the order’s language, listed on the order and audited', async () => {
    const { order } = await anOrder({ language: 'fr' });
    const response = await send(
      'POST',
      `/api/admin/orders/${order.id}/resend-confirmation`,
      undefined,
      support.headers.change,
    );
    expect(response.statusCode).toBe(200);
    const emails = (response.json() as AdminOrder).emails;
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: order.email, subject: expect.stringContaining(order.number) });
    expect(await auditOf(order.number)).toMatchObject([{ action: 'email-resent', staffId: support.id }]);
  });
});
