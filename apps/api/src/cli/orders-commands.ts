import { formatMoney } from '@beast/domain/money/money';
import {
  nextOrderStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusLabelKey,
} from '@beast/domain/orders/order-status';
import type { Order } from '@beast/domain/orders/orders-api.schema';
import type { Config } from '../config';
import { type Db, inTransaction } from '../db/client';
import { DomainError } from '../errors/domain-error';
import { translate } from '../i18n/translate';
import { createOrderLifecycleRepository } from '../modules/orders/order-lifecycle.repository';
import { changeOrderStatus, statusChangeContext } from '../modules/orders/order-status.service';
import { loadOrderView } from '../modules/orders/order-view';
import { releaseExpiredReservations } from '../modules/orders/reservation-expiry';
import { parseArguments } from './arguments';

/**
 * The operators' commands (`npm run orders -- <command>`): list and read orders, move them through the
 * state machine (which emails the customer), release expired reservations. Each command writes lines
 * through `print` and answers the process's exit code, so tests run them without a process.
 */
export interface OrdersCliContext {
  db: Db;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
  now: () => Date;
  print: (line: string) => void;
}

export const ORDERS_CLI_HELP = `Operate orders (the same database as the shop: DATABASE_URL, else the embedded one in DATA_DIR).

  npm run orders -- list [--status STATUS] [--limit N]   newest orders first (default 20)
  npm run orders -- show <number|id>                     lines, edition numbers, payments, history, next statuses
  npm run orders -- set-status <number|id> <STATUS> [--note "why"]
                                                         move an order through the state machine; the customer's
                                                         email is queued and the running shop sends it
  npm run orders -- expire-reservations                  release units and slots of unpaid orders now
  npm run orders -- help

Statuses: ${ORDER_STATUSES.join(', ')}.
With the embedded database (no DATABASE_URL) stop the shop first: it allows one process at a time.`;

export async function runOrdersCommand(argv: readonly string[], context: OrdersCliContext): Promise<number> {
  const [command, ...rest] = argv;
  const { positional, options } = parseArguments(rest);
  switch (command) {
    case 'list':
      return listOrders(context, options);
    case 'show':
      return withOrder(context, positional[0], (orderId) => showOrder(context, orderId));
    case 'set-status':
      return withOrder(context, positional[0], (orderId) => setStatus(context, orderId, positional[1], options.note));
    case 'expire-reservations':
      return expireReservations(context);
    case undefined:
    case 'help':
    case '--help':
      context.print(ORDERS_CLI_HELP);
      return 0;
    default:
      context.print(`Unknown command "${command}".\n\n${ORDERS_CLI_HELP}`);
      return 2;
  }
}

async function listOrders(context: OrdersCliContext, options: Record<string, string>): Promise<number> {
  const status = options.status?.toUpperCase();
  if (status !== undefined && !isOrderStatus(status)) return unknownStatus(context, status);
  const limit = options.limit === undefined ? 20 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    context.print('--limit must be a whole number from 1 to 1000.');
    return 2;
  }
  const rows = await createOrderLifecycleRepository(context.db).listRecent({ status, limit });
  if (rows.length === 0) {
    context.print(status ? `No order is ${status}.` : 'No orders yet.');
    return 0;
  }
  for (const order of rows) {
    context.print(
      [
        order.number.padEnd(14),
        `#${order.id}`.padEnd(7),
        order.status.padEnd(19),
        order.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        money(order.total).padStart(14),
        order.deliveryMethod.padEnd(7),
        order.email,
      ].join('  '),
    );
  }
  return 0;
}

async function showOrder(context: OrdersCliContext, orderId: number): Promise<number> {
  const order = await loadOrderView(context.db, orderId, 'en');
  const history = await createOrderLifecycleRepository(context.db).findHistory(orderId);
  const { print } = context;
  print(`${order.number} (#${order.id})  ${order.status} — ${label(order.status)}  placed ${order.createdAt}`);
  print(`Customer: ${order.contacts.firstName} ${order.contacts.lastName} <${order.contacts.email}>`);
  print(`Delivery: ${deliveryText(order)}`);
  print('Lines:');
  for (const line of order.lines) {
    const editions = line.editionNumbers.length > 0 ? `  edition ${line.editionNumbers.join(', ')}` : '';
    print(`  ${line.quantity} × ${line.name}  ${money(line.lineTotal.amount)}${editions}`);
  }
  for (const fee of order.fees) print(`  fee ${fee.kind} ${fee.quantity} × ${money(fee.unitPrice.amount)}`);
  print(`Total ${money(order.total.amount)} (VAT ${money(order.vat.amount.amount)} included)`);
  if (order.paymentPlan) {
    print(`Plan: ${order.paymentPlan.months} × ${money(order.paymentPlan.monthlyAmount.amount)}`);
  }
  print(
    `Paid ${money(order.amountPaid.amount)}, due now ${money(order.amountDue.amount)}, balance ${money(order.balance.amount)}`,
  );
  print('Payments:');
  if (order.payments.length === 0) print('  none');
  for (const payment of order.payments) {
    const card = payment.cardLast4 ? ` ${payment.cardBrand ?? 'card'} …${payment.cardLast4}` : '';
    const failure = payment.failureCode ? ` (${payment.failureCode})` : '';
    print(
      `  ${payment.createdAt}  ${money(payment.amount.amount)}  ${payment.status}${failure}  ${payment.provider}${card}`,
    );
  }
  print('History:');
  if (history.length === 0) print('  none');
  for (const entry of history) {
    const note = entry.note ? `  "${entry.note}"` : '';
    print(
      `  ${entry.createdAt.toISOString()}  ${entry.fromStatus ?? '—'} → ${entry.toStatus}  by ${entry.actor}${note}`,
    );
  }
  print(`Next statuses: ${nextStatusesText(order)}`);
  return 0;
}

async function setStatus(
  context: OrdersCliContext,
  orderId: number,
  wanted: string | undefined,
  note: string | undefined,
): Promise<number> {
  const to = wanted?.toUpperCase();
  if (to === undefined || !isOrderStatus(to)) return unknownStatus(context, wanted);
  try {
    const result = await inTransaction(context.db, (tx) =>
      changeOrderStatus(
        tx,
        { orderId, to, actor: 'operator', note: note ?? null },
        statusChangeContext(context.config, context.now()),
      ),
    );
    context.print(`${result.order.number}: ${result.from} → ${result.to}.`);
    if (result.vehiclesCreated > 0)
      context.print(`${result.vehiclesCreated} vehicle(s) added to the customer's account.`);
    context.print(
      `The email to ${result.order.email} is queued; the running shop's mail worker sends it within a minute.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'STATUS_CHANGE_NOT_ALLOWED') throw error;
    const order = await loadOrderView(context.db, orderId, 'en');
    context.print(`${translate('en', 'errors.STATUS_CHANGE_NOT_ALLOWED')} (${order.status} → ${to})`);
    context.print(`Next statuses: ${nextStatusesText(order)}`);
    return 1;
  }
}

async function expireReservations(context: OrdersCliContext): Promise<number> {
  const released = await releaseExpiredReservations(context.db, context.now());
  context.print(`Released the reservations of ${released} unpaid order(s).`);
  return 0;
}

async function withOrder(
  context: OrdersCliContext,
  reference: string | undefined,
  run: (orderId: number) => Promise<number>,
): Promise<number> {
  if (!reference) {
    context.print('Name the order by its number (BB-26-000042) or its id.');
    return 2;
  }
  const orderId = await createOrderLifecycleRepository(context.db).findOrderId(reference);
  if (orderId === undefined) {
    context.print(`${translate('en', 'errors.ORDER_NOT_FOUND')} (${reference})`);
    return 1;
  }
  return run(orderId);
}

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function unknownStatus(context: OrdersCliContext, value: string | undefined): number {
  context.print(`Unknown status "${value ?? ''}". Statuses: ${ORDER_STATUSES.join(', ')}.`);
  return 2;
}

function nextStatusesText(order: Order): string {
  const next = nextOrderStatuses(order.status, order.delivery.method);
  return next.length === 0 ? 'none (final)' : next.join(', ');
}

function deliveryText(order: Order): string {
  const { delivery } = order;
  const when = delivery.date ? ` on ${delivery.date} ${delivery.timeWindow ?? ''}`.trimEnd() : ' (date to arrange)';
  if (delivery.method === 'pickup') return `pick-up at ${delivery.pickUpCenter?.name ?? '?'}${when}`;
  return `courier to ${delivery.zipCode}${when}`;
}

function label(status: OrderStatus): string {
  return translate('en', orderStatusLabelKey(status));
}

function money(centimes: number): string {
  return formatMoney(centimes, 'en');
}
