import type {
  AdminCustomer,
  AdminCustomerList,
  AdminCustomerProfile,
  CustomerDataExport,
  CustomerState,
} from '@beast/domain/accounts/admin-customers-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import { ORDER_STATUS_COLOUR } from '@beast/domain/orders/order-status';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { FileStorage } from '../../files/file-storage';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit';
import type { AccessTokenRevocations } from '../auth/access-token-revocations';
import type { UserRow } from '../auth/auth.repository';
import { loadOrderViews } from '../orders/order-view';
import { type CustomerRow, createAdminCustomersRepository, erasedEmail } from './admin-customers.repository';
import { eraseByEmail, exportByEmail } from './personal-data';

export interface AdminCustomersDependencies {
  db: Db;
  clock: Clock;
  /** The deny-list of access tokens: disabling or erasing an account ends its sessions on every instance. */
  revocations: Pick<AccessTokenRevocations, 'revokeUserTokensBefore'>;
  /** The account confirmation email, written in the caller's transaction (the auth module's). */
  queueEmailConfirmation(tx: Db, user: UserRow): Promise<void>;
  files: Pick<FileStorage, 'remove'>;
}

const ENTITY = 'customer';

/**
 * The back office's Customers screens: the list, one customer's page, and what staff do for a customer.
 * Every change runs in one transaction with its audit entry, the account locked meanwhile; no entry names
 * the person (the key is the account's id), so an erasure leaves none of their data in the audit log.
 */
export function createAdminCustomersService({
  db,
  clock,
  revocations,
  queueEmailConfirmation,
  files,
}: AdminCustomersDependencies) {
  const repository = createAdminCustomersRepository(db);

  async function getCustomer(id: number, locale: Locale, reader: Db = db): Promise<AdminCustomer> {
    const own = createAdminCustomersRepository(reader);
    const row = await own.findById(id);
    if (!row) throw new DomainError('CUSTOMER_NOT_FOUND');
    const orders = await own.orders(id);
    const vehicles = await own.vehicles(id, locale);
    const emails = await own.emails(id);
    return {
      profile: toProfile(row),
      orders: orders.map((order) => ({
        id: order.id,
        number: order.number,
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        statusColour: ORDER_STATUS_COLOUR[order.status],
        total: chf(order.total),
        amountPaid: chf(order.amountPaid),
      })),
      vehicles: vehicles.map(({ vehicle, order, translation }) => ({
        id: vehicle.id,
        name: translation.name,
        editionNumber: vehicle.editionNumber,
        orderId: vehicle.orderId,
        orderNumber: order.number,
        deliveredAt: vehicle.deliveredAt.toISOString(),
      })),
      emails: emails.map(({ text: _text, ...email }) => ({
        ...email,
        createdAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
      })),
    };
  }

  /** The account locked for this transaction; an erased account takes no change any more. */
  async function lockChangeable(tx: Db, id: number): Promise<CustomerRow> {
    const row = await createAdminCustomersRepository(tx).lock(id);
    if (!row) throw new DomainError('CUSTOMER_NOT_FOUND');
    if (row.erasedAt) throw new DomainError('CUSTOMER_ERASED');
    return row;
  }

  /** After the commit: the deny-list's copy in Redis, when there is one, refuses the tokens too. */
  async function endSessionsEverywhere(id: number, at: Date): Promise<void> {
    await revocations.revokeUserTokensBefore(id, at);
  }

  return {
    getCustomer,

    async listCustomers(
      search: string | undefined,
      page: { offset: number; limit: number },
    ): Promise<AdminCustomerList> {
      const rows = await repository.listRows(search, page.offset, page.limit);
      const total = await repository.count(search);
      const orderCounts = await repository.orderCounts(rows.map((row) => row.id));
      return {
        data: rows.map((customer) => ({
          id: customer.id,
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          phone: phoneOf(customer),
          state: stateOf(customer),
          orderCount: orderCounts.get(customer.id) ?? 0,
          createdAt: customer.createdAt.toISOString(),
        })),
        offset: page.offset,
        limit: page.limit,
        total,
      };
    },

    /** The account confirmation email again (a new code, the previous one ends): only for an unconfirmed address. */
    async resendConfirmation(staffId: number, id: number, locale: Locale): Promise<AdminCustomer> {
      return inTransaction(db, async (tx) => {
        const customer = await lockChangeable(tx, id);
        if (customer.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
        if (customer.emailConfirmedAt) throw new DomainError('EMAIL_ALREADY_CONFIRMED');
        await queueEmailConfirmation(tx, customer);
        await recordAudit(tx, {
          staffId,
          action: 'email-resent',
          entityType: ENTITY,
          entityKey: String(id),
          before: null,
          after: { email: 'account-confirmation' },
        });
        return getCustomer(id, locale, tx);
      });
    },

    /** The account can no longer sign in, and every session it has ends now. Disabling twice changes nothing. */
    async disable(staffId: number, id: number, locale: Locale): Promise<AdminCustomer> {
      const now = clock();
      const { customer, changed } = await inTransaction(db, async (tx) => {
        const row = await lockChangeable(tx, id);
        if (row.disabledAt) return { customer: await getCustomer(id, locale, tx), changed: false };
        const own = createAdminCustomersRepository(tx);
        await own.setDisabled(id, now, now);
        await own.endSessions(id, now);
        await recordAudit(tx, {
          staffId,
          action: 'disabled',
          entityType: ENTITY,
          entityKey: String(id),
          before: { state: stateOf(row) },
          after: { state: 'disabled', sessionsEnded: true },
        });
        return { customer: await getCustomer(id, locale, tx), changed: true };
      });
      if (changed) await endSessionsEverywhere(id, now);
      return customer;
    },

    async enable(staffId: number, id: number, locale: Locale): Promise<AdminCustomer> {
      return inTransaction(db, async (tx) => {
        const row = await lockChangeable(tx, id);
        if (!row.disabledAt) return getCustomer(id, locale, tx);
        const now = clock();
        await createAdminCustomersRepository(tx).setDisabled(id, null, now);
        await recordAudit(tx, {
          staffId,
          action: 'enabled',
          entityType: ENTITY,
          entityKey: String(id),
          before: { state: 'disabled' },
          after: { state: stateOf({ ...row, disabledAt: null }) },
        });
        return getCustomer(id, locale, tx);
      });
    },

    /**
     * Everything the shop holds on the person, for them (nFADP art. 25, GDPR art. 15 and 20): the profile,
     * every address they gave, their orders, vehicles and the emails written to them. Handing it over is
     * recorded in the audit log, without the data.
     */
    async exportData(staffId: number, id: number): Promise<CustomerDataExport> {
      return inTransaction(db, async (tx) => {
        const own = createAdminCustomersRepository(tx);
        const row = await own.findById(id);
        if (!row) throw new DomainError('CUSTOMER_NOT_FOUND');
        const orderIds = (await own.orders(id)).map((order) => order.id);
        const orders = await loadOrderViews(tx, orderIds, row.language);
        const vehicles = await own.vehicles(id, row.language);
        const emails = await own.emails(id);
        const byEmail = await exportByEmail(tx, row.email);
        await recordAudit(tx, {
          staffId,
          action: 'exported',
          entityType: ENTITY,
          entityKey: String(id),
          before: null,
          after: {
            orders: orders.length,
            vehicles: vehicles.length,
            emails: emails.length,
            ...Object.fromEntries(Object.entries(byEmail).map(([name, records]) => [name, records.length])),
          },
        });
        return {
          exportedAt: clock().toISOString(),
          profile: toProfile(row),
          addresses: [
            { source: 'profile', country: row.country, zipCode: row.zipCode, city: row.city, address: row.address },
            ...orders.map((order) => ({
              source: order.number,
              country: order.contacts.country,
              zipCode: order.contacts.zipCode,
              city: order.contacts.city,
              address: order.contacts.address,
            })),
          ],
          orders,
          vehicles: vehicles.map(({ vehicle, order, translation }) => ({
            id: vehicle.id,
            name: translation.name,
            editionNumber: vehicle.editionNumber,
            orderId: vehicle.orderId,
            orderNumber: order.number,
            deliveredAt: vehicle.deliveredAt.toISOString(),
          })),
          emails: emails.map((email) => ({
            ...email,
            createdAt: email.createdAt.toISOString(),
            sentAt: email.sentAt?.toISOString() ?? null,
          })),
          byEmail,
        };
      });
    },

    /**
     * Erasure on request (decision 17): the person is anonymised, their sessions end, their orders stay with
     * their amounts and VAT and only the name and place accounting must keep. Staff confirm by typing the
     * customer's email address. The audit entry says what was done, never to whom beyond the account's id.
     */
    async erase(staffId: number, id: number, confirmation: string, locale: Locale): Promise<AdminCustomer> {
      const now = clock();
      const { customer, photo } = await inTransaction(db, async (tx) => {
        const row = await lockChangeable(tx, id);
        if (confirmation.trim().toLowerCase() !== row.email.toLowerCase()) {
          throw new DomainError('VALIDATION_FAILED', { confirmation: 'validation.erasureConfirmation.mismatch' });
        }
        // What the person sent by email goes first: it is found by the address the account is about to lose.
        const byEmail = await eraseByEmail(tx, row.email, erasedEmail(id));
        const touched = { ...(await createAdminCustomersRepository(tx).anonymise(id, now)), ...byEmail };
        await recordAudit(tx, {
          staffId,
          action: 'erased',
          entityType: ENTITY,
          entityKey: String(id),
          before: { state: stateOf(row) },
          after: { state: 'erased', ...touched },
        });
        return { customer: await getCustomer(id, locale, tx), photo: row.profileImagePath };
      });
      await endSessionsEverywhere(id, now);
      // The photo goes once its row no longer names it; a failure leaves a file nothing links to.
      if (photo) await files.remove(photo).catch(() => undefined);
      return customer;
    },
  };
}

export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>;

function stateOf(row: Pick<CustomerRow, 'erasedAt' | 'disabledAt' | 'emailConfirmedAt'>): CustomerState {
  if (row.erasedAt) return 'erased';
  if (row.disabledAt) return 'disabled';
  return row.emailConfirmedAt ? 'active' : 'unconfirmed';
}

function phoneOf(row: Pick<CustomerRow, 'countryCode' | 'phoneNumber'>): string | null {
  if (!row.phoneNumber) return null;
  return row.countryCode ? `${row.countryCode} ${row.phoneNumber}` : row.phoneNumber;
}

function toProfile(row: CustomerRow): AdminCustomerProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    nationality: row.nationality,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    country: row.country,
    zipCode: row.zipCode,
    city: row.city,
    address: row.address,
    hasPhoto: row.profileImagePath !== null,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    state: stateOf(row),
  };
}
