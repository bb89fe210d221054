import type { Page } from '@beast/domain/catalog/product.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import { ORDER_STATUS_COLOUR, type OrderListType } from '@beast/domain/orders/order-status';
import type { Order, OrderSummary } from '@beast/domain/orders/orders-api.schema';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { sha256 } from './idempotency';
import { amountsOwed, firstImageOf, loadOrderView } from './order-view';
import { createOrderViewRepository, type OrderLineRow, type OrderRecord } from './order-view.repository';
import { createOrdersReadRepository } from './orders-read.repository';

export interface OrdersReadDependencies {
  db: Db;
  /**
   * Settles a payment the processor decided after its request ended (Stripe's confirmation in the
   * browser), so the /paid page and My orders show the outcome. Absent without a processor.
   */
  syncProcessingPayment?: (orderId: number) => Promise<void>;
}

/** My orders and one order's details (spec §2 account, §7 GET /orders, GET /orders/{id}). */
export function createOrdersReadService(deps: OrdersReadDependencies) {
  const { db } = deps;

  return {
    async listOrders(
      userId: number,
      locale: Locale,
      query: { type: OrderListType; offset: number; limit: number },
    ): Promise<Page<OrderSummary>> {
      const repository = createOrdersReadRepository(db);
      const rows = await repository.findPage(userId, query.type, query);
      const total = await repository.countTab(userId, query.type);
      const lines = await createOrderViewRepository(db).findLines(
        rows.map((row) => row.id),
        locale,
      );
      const data = rows.map((row) =>
        toSummary(
          row,
          lines.filter((line) => line.line.orderId === row.id),
        ),
      );
      return { data, offset: query.offset, limit: query.limit, total };
    },

    /** The owner's order, or a guest's with its token; anyone else's is 404 like an unknown one (never 403). */
    async getOrder(orderId: number, reader: { userId?: number; orderToken?: string }, locale: Locale): Promise<Order> {
      const repository = createOrdersReadRepository(db);
      const readable = await repository.findReadable(orderId, {
        userId: reader.userId,
        guestTokenHash: reader.orderToken ? sha256(reader.orderToken) : undefined,
      });
      if (!readable) throw new DomainError('ORDER_NOT_FOUND');
      if (deps.syncProcessingPayment && (await repository.hasProcessingPayment(orderId))) {
        await deps.syncProcessingPayment(orderId);
      }
      return loadOrderView(db, orderId, locale);
    },
  };
}

function toSummary(order: OrderRecord, lines: OrderLineRow[]): OrderSummary {
  const [first] = lines;
  const { amountDue, nextDueDate } = amountsOwed(order);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusColour: ORDER_STATUS_COLOUR[order.status],
    createdAt: order.createdAt.toISOString(),
    total: chf(order.total),
    amountDue: chf(amountDue),
    nextDueDate,
    itemCount: lines.reduce((sum, row) => sum + row.line.quantity, 0),
    firstItem: first ? { name: first.translation.name, media: firstImageOf(first) } : null,
    deliveryMethod: order.deliveryMethod,
  };
}
