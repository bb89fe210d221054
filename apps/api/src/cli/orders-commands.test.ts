import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, vehicles } from '../db/schema/orders';
import { createBike, createProduct, type TestProduct } from '../test/catalog';
import { editionSoldOf, insertTestOrder } from '../test/orders';
import { createTestApp, type TestApp } from '../test/test-app';
import { ORDERS_CLI_HELP, runOrdersCommand } from './orders-commands';

let harness: TestApp;
/** The tests' own products: a limited edition of 100, a bike and an accessory. */
let shop: Record<'edition' | 'bike' | 'lock', TestProduct>;
beforeAll(async () => {
  harness = await createTestApp();
  shop = {
    edition: await createBike(harness, { type: 'xplorer_beast', page: 'order', editionSize: 100 }),
    bike: await createBike(harness),
    lock: await createProduct(harness),
  };
});
afterAll(() => harness.close());

const MINUTE = 60_000;

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runOrdersCommand(argv, {
    db: harness.database.db,
    config: harness.config,
    now: () => new Date(),
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

describe('npm run orders', () => {
  it('explains itself, and refuses an unknown command', async () => {
    expect(await run('help')).toEqual({ code: 0, output: ORDERS_CLI_HELP });
    const unknown = await run('delete-everything');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Unknown command "delete-everything"');
  });

  it('lists the newest orders, optionally in one status', async () => {
    const { order } = await insertTestOrder(harness, {
      userId: null,
      status: 'READY_FOR_PICK_UP',
      lines: [{ product: shop.lock }],
    });
    const listed = await run('list', '--status', 'ready_for_pick_up', '--limit', '5');
    expect(listed.code).toBe(0);
    expect(listed.output.split('\n')[0]).toContain(order.number);
    expect(listed.output).not.toContain('SHIPPED');
    expect((await run('list', '--status', 'LOST')).code).toBe(2);
    expect((await run('list', '--limit', 'many')).code).toBe(2);
  });

  it('shows an order by number or id with its lines, edition numbers, payments, history and next statuses', async () => {
    const { order } = await insertTestOrder(harness, {
      userId: null,
      status: 'PAYMENT_SENT',
      lines: [{ product: shop.edition }],
    });
    const byNumber = await run('show', order.number.toLowerCase());
    expect(byNumber.code).toBe(0);
    expect(byNumber.output).toContain(`${order.number} (#${order.id})  PAYMENT_SENT — Payment received`);
    expect(byNumber.output).toMatch(new RegExp(`1 × ${shop.edition.name.en} .* edition \\d{3}/100`));
    expect(byNumber.output).toContain('Next statuses: ORDER_BEING_PROCESS, CANCELED');
    expect((await run('show', String(order.id))).output).toBe(byNumber.output);
    const missing = await run('show', 'BB-00-999999');
    expect(missing).toEqual({ code: 1, output: 'We could not find this order. (BB-00-999999)' });
  });

  it('moves an order through the state machine, queues the email and says the shop sends it', async () => {
    const { order } = await insertTestOrder(harness, {
      userId: null,
      email: `cli-${crypto.randomUUID().slice(0, 8)}@example.ch`,
      language: 'fr',
      status: 'SHIPPED',
      lines: [{ product: shop.bike }],
    });
    const moved = await run('set-status', order.number, 'delivered', '--note', 'Signed by the customer');
    expect(moved.code).toBe(0);
    expect(moved.output).toContain(`${order.number}: SHIPPED → DELIVERED.`);
    expect(moved.output).toContain('1 vehicle(s)');
    expect(moved.output).toContain("the running shop's mail worker sends it");
    const email = (await harness.outbox()).find((message) => message.to === order.email);
    expect(email?.subject).toContain('Livrée');
    expect(await harness.database.db.select().from(vehicles).where(eq(vehicles.orderId, order.id))).toHaveLength(1);
    expect((await run('show', order.number)).output).toContain(
      'SHIPPED → DELIVERED  by operator  "Signed by the customer"',
    );
  });

  it('prints why a status change is refused, and what is allowed instead', async () => {
    const { order } = await insertTestOrder(harness, {
      userId: null,
      status: 'RECEIVED',
      lines: [{ product: shop.lock }],
    });
    const refused = await run('set-status', String(order.id), 'SHIPPED');
    expect(refused.code).toBe(1);
    expect(refused.output).toBe(
      'This order cannot move to that status. (RECEIVED → SHIPPED)\nNext statuses: PAYMENT_SENT, PAYMENT_FAILED, CANCELED',
    );
    expect((await run('set-status', String(order.id), 'LOST')).code).toBe(2);
    const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('RECEIVED');
  });

  it('releases expired reservations on demand', async () => {
    const before = await editionSoldOf(harness, shop.edition);
    await insertTestOrder(harness, {
      userId: null,
      lines: [{ product: shop.edition }],
      reservedUntil: new Date(Date.now() - MINUTE),
    });
    const released = await run('expire-reservations');
    expect(released.code).toBe(0);
    expect(released.output).toMatch(/Released the reservations of [1-9]\d* unpaid order/);
    expect(await editionSoldOf(harness, shop.edition)).toBe(before);
  });
});
