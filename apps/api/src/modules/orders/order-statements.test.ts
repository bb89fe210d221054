import type { PlacedOrder } from '@beast/domain/orders/orders-api.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createBike, createProduct } from '../../test/catalog';
import { orderBody } from '../../test/checkout';
import { recordingStatements } from '../../test/statements';
import { createTestDatabase } from '../../test/test-app';
import { createQuotationOrdering } from '../quotations/quotation-ordering';
import { createWriteUseCases } from '../write-use-cases';
import { createOrdersService } from './orders.service';

describe('placing an order, in round trips to the database (decision 11)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('numbers the order in its insert and reads no payments or edition units it cannot have yet', async () => {
    const catalog = { app: { writes: createWriteUseCases(database.db, () => {}) }, database };
    const [bike, helmet] = [await createBike(catalog), await createProduct(catalog)];
    const recording = recordingStatements(database);
    const service = createOrdersService({
      db: recording.db,
      clock: () => new Date(),
      brandName: 'Beast',
      publicOrigin: 'http://localhost',
      queueEmailConfirmation: async () => {},
      quotationOrdering: createQuotationOrdering({ secret: 'test', inbox: { setStatus: async () => {} } }),
    });
    const answer = await service.placeOrder({
      body: orderBody({
        lines: [
          { productId: bike.id, quantity: 1 },
          { productId: helmet.id, quantity: 1 },
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
    // Key, account lookup, products, the courier zones (data staff edit, read in the order's transaction),
    // order, lines, history, the order and its lines read back, email, answer.
    expect(statements).toHaveLength(11);
  });
});
