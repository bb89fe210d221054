import type { PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { orderBody } from '../../test/checkout';
import { recordingStatements } from '../../test/statements';
import { createTestDatabase } from '../../test/test-app';
import { createOrdersService } from './orders.service';

describe('placing an order, in round trips to the database (decision 11)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('numbers the order in its insert and reads no payments or edition units it cannot have yet', async () => {
    const rows = await database.db.select({ id: products.id, slug: products.slug }).from(products);
    const id = (slug: string) => rows.find((row) => row.slug === slug)!.id;
    const recording = recordingStatements(database);
    const service = createOrdersService({
      db: recording.db,
      clock: () => new Date(),
      brandName: 'Beast',
      publicOrigin: 'http://localhost',
      queueEmailConfirmation: async () => {},
    });
    const answer = await service.placeOrder({
      body: orderBody({
        lines: [
          { productId: id('mighty-beast'), quantity: 1 },
          { productId: id('city-helmet'), quantity: 1 },
        ],
      }) as never,
      locale: 'en',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(answer.statusCode).toBe(201);
    expect((answer.body as PlacedOrder).order.number).toMatch(/^BB-\d{2}-\d{6}$/);
    // BEGIN and COMMIT pass through Drizzle's logger on PostgreSQL only: the count leaves them out.
    const statements = recording.statements
      .map((statement) => statement.toLowerCase())
      .filter((statement) => statement !== 'begin' && statement !== 'commit');
    expect(statements.filter((statement) => statement.startsWith('select nextval'))).toEqual([]);
    expect(statements.filter((statement) => /from "payments"/.test(statement))).toEqual([]);
    expect(statements.filter((statement) => /from "edition_units"/.test(statement))).toEqual([]);
    // Key, account lookup, products, order, lines, history, the order and its lines read back, email, answer.
    expect(statements).toHaveLength(10);
  });
});
