import {
  type CentreClosedDays,
  type CentreClosedDaysInput,
  CentreClosedDaysWriteSchema,
  type CentreWrite,
  type CentreWriteInput,
  CentreWriteSchema,
} from '@beast/domain/checkout/centre-write.schema';
import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import { type BookedSlot, busiestOf, pickUpSlotOverbooked } from '@beast/domain/checkout/slot-capacity.rules';
import { formatDay } from '@beast/domain/i18n/date-format';
import { LOCALES } from '@beast/domain/i18n/locale';
import { typeset } from '@beast/domain/i18n/typography';
import type { ClosedDayAdd } from '@beast/domain/staff/centres-api.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { type Clock, systemClock } from '../../lib/clock';
import { type Actor, committed, type OnContentChange, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { checkRevision, revisionOf } from '../../lib/revision';
import { type ChangeOutcome, recordContentWrite } from '../audit/audit';
import { type CentreRow, type CentresWriteRepository, createCentresWriteRepository } from './centres-write.repository';
import { createDeliveryRepository } from './delivery.repository';

/** The delivery data's write use cases judge which bookings are still to come on the shop's clock. */
export interface DeliveryWriteDependencies {
  db: Db;
  onChange: OnContentChange;
  clock?: Clock;
}

/**
 * The experience centres (spec §3): where customers try bikes and pick up orders, with their opening hours,
 * the length and places of their pick-up slots, and the days they are closed.
 */
export function createCentresWriteService({ db, onChange, clock = systemClock }: DeliveryWriteDependencies) {
  const today = () => swissIsoToday(clock());

  const report =
    (actor: Actor, slug: string, entity = 'centre') =>
    (result: WriteResult & { created?: boolean }) => ({
      actor,
      entity,
      key: slug,
      action: result.created ? ('created' as const) : ('updated' as const),
      caches: ['centres' as const],
    });

  /** A staff member's change goes to the audit log, in the transaction of the change. */
  const audit = (tx: Db, actor: Actor, centre: CentreWrite, before: unknown, result: ChangeOutcome) =>
    recordContentWrite(tx, actor, { entityType: 'centre', entityKey: centre.slug, before, after: centre, ...result });

  async function insert(tx: Db, actor: Actor, centre: CentreWrite) {
    const result = { id: await insertCentre(createCentresWriteRepository(tx), centre), changed: true, created: true };
    await audit(tx, actor, centre, null, result);
    return result;
  }

  async function replace(tx: Db, actor: Actor, stored: CentreRow, centre: CentreWrite) {
    const { id: _id, ...before } = stored;
    const result = { ...(await replaceCentre(createCentresWriteRepository(tx), stored, centre)), created: false };
    await audit(tx, actor, centre, before, result);
    return result;
  }

  return {
    async createCentre(actor: Actor, input: CentreWriteInput): Promise<WriteResult> {
      const centre = typesetCentre(parseInput(CentreWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          if (await createCentresWriteRepository(tx).findCentre({ slug: centre.slug })) {
            throw new DomainError('SLUG_TAKEN');
          }
          return insert(tx, actor, centre);
        }),
        onChange,
        report(actor, centre.slug),
      );
    },

    /**
     * Replaces a centre. Staff name the revision their form was read at (the importer names none): a centre
     * changed meanwhile is refused. Its slot capacity may not go below a coming slot's bookings; the centre
     * stays locked until the change commits, so no booking slips in between the check and the change.
     */
    async updateCentre(actor: Actor, id: number, input: CentreWriteInput, revision?: string): Promise<WriteResult> {
      const centre = typesetCentre(parseInput(CentreWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCentresWriteRepository(tx).lockCentre(id);
          if (!stored) throw new DomainError('PICK_UP_CENTER_NOT_FOUND');
          checkRevision(centreRecord(stored), revision);
          await requireRoomForBookings(tx, stored.id, centre.pickUpSlotCapacity, today());
          const { id: storedId, changed } = await replace(tx, actor, stored, centre);
          return { id: storedId, changed };
        }),
        onChange,
        report(actor, centre.slug),
      );
    },

    /** Creates the centre of this slug, or replaces it when it exists: what an import of a data file does. */
    async saveCentre(actor: Actor, input: CentreWriteInput): Promise<WriteResult & { created: boolean }> {
      const centre = typesetCentre(parseInput(CentreWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCentresWriteRepository(tx).findCentre({ slug: centre.slug });
          return stored ? replace(tx, actor, stored, centre) : insert(tx, actor, centre);
        }),
        onChange,
        report(actor, centre.slug),
      );
    },

    /**
     * Sets every day the centre is closed: those days offer no pick-up slot from now on. A coming day that
     * already has pick-ups booked is not closed (decision 16): staff move those orders first.
     */
    async setClosedDays(actor: Actor, centreId: number, input: CentreClosedDaysInput): Promise<WriteResult> {
      const days = parseInput(CentreClosedDaysWriteSchema, input);
      return writeClosedDays(actor, centreId, () => days);
    },

    /** Closes one more day of a centre, with why or not; a day already closed is refused, not repeated. */
    async addClosedDay(actor: Actor, centreId: number, day: ClosedDayAdd): Promise<WriteResult> {
      return writeClosedDays(actor, centreId, (before) => {
        if (before.some((closed) => closed.date === day.date)) {
          throw new DomainError('VALIDATION_FAILED', { date: 'validation.closedDays.duplicate' });
        }
        return parseInput(CentreClosedDaysWriteSchema, [...before, day]);
      });
    },

    /** Opens a closed day again: its slots are offered from now on. */
    async removeClosedDay(actor: Actor, centreId: number, date: string): Promise<WriteResult> {
      return writeClosedDays(actor, centreId, (before) => {
        if (!before.some((closed) => closed.date === date)) throw new DomainError('NOT_FOUND');
        return before.filter((closed) => closed.date !== date);
      });
    },

    /** A centre as its page shows it: the record and its revision, its coming closed days and busiest slot. */
    async readCentreForEditing(id: number) {
      const repository = createCentresWriteRepository(db);
      const stored = await repository.findCentre({ id });
      if (!stored) throw new DomainError('PICK_UP_CENTER_NOT_FOUND');
      const from = today();
      const bookings = createDeliveryRepository(db);
      const [allDays, booked] = await Promise.all([
        repository.listClosedDays(id),
        bookings.bookedFrom('pickup', String(id), from),
      ]);
      const comingDays = allDays.filter((day) => day.date >= from);
      const bookedByDay = await bookings.bookedOnDays(
        'pickup',
        String(id),
        comingDays.map((day) => day.date),
      );
      const centre = centreRecord(stored);
      return {
        id,
        revision: revisionOf(centre),
        centre,
        closedDays: comingDays.map((day) => ({ ...day, booked: bookedByDay.get(day.date) ?? 0 })),
        busiestSlot: busiestOf(booked),
      };
    },
  };

  /**
   * Writes a centre's closed days as `next` makes them from the stored ones, under the centre's lock (a
   * booking of that centre waits, or is waited for), refusing to close a coming day that has bookings.
   */
  function writeClosedDays(actor: Actor, centreId: number, next: (before: CentreClosedDays) => CentreClosedDays) {
    const written = inTransaction(db, async (tx) => {
      const repository = createCentresWriteRepository(tx);
      const centre = await repository.lockCentre(centreId);
      if (!centre) throw new DomainError('PICK_UP_CENTER_NOT_FOUND');
      const before = await repository.listClosedDays(centreId);
      const days = next(before);
      await requireNoBookingsOn(tx, centreId, newDays(before, days, today()));
      const changed = !sameJson(before, days);
      if (changed) await repository.replaceClosedDays(centreId, days);
      await recordContentWrite(tx, actor, {
        entityType: 'centreClosedDays',
        entityKey: centre.slug,
        before,
        after: days,
        created: false,
        changed,
      });
      return { id: centreId, changed, slug: centre.slug };
    });
    return committed(written, onChange, (done) => report(actor, done.slug, 'centreClosedDays')(done)).then(
      ({ id, changed }) => ({ id, changed }),
    );
  }
}

async function insertCentre(repository: CentresWriteRepository, centre: CentreWrite): Promise<number> {
  if (centre.isDefault) await repository.clearDefaultExcept(null);
  return repository.insertCentre(centre);
}

async function replaceCentre(repository: CentresWriteRepository, stored: CentreRow, centre: CentreWrite) {
  const { id, ...current } = stored;
  if (sameJson(current, centre)) return { id, changed: false };
  if (centre.slug !== stored.slug && (await repository.findCentre({ slug: centre.slug }))) {
    throw new DomainError('SLUG_TAKEN');
  }
  if (centre.isDefault) await repository.clearDefaultExcept(id);
  await repository.updateCentre(id, centre);
  return { id, changed: true };
}

/** The description typeset like every text the customer reads (figures with their units, French punctuation). */
function typesetCentre(centre: CentreWrite): CentreWrite {
  if (!centre.description) return centre;
  const description = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const text = centre.description?.[locale];
      return text === undefined ? [] : [[locale, typeset(text, locale)]];
    }),
  );
  return { ...centre, description };
}

/** A centre's record as its write schema has it (the row without its id): what its revision is taken of. */
function centreRecord(stored: CentreRow): CentreWrite {
  const { id: _id, ...record } = stored;
  return record;
}

/** The coming days `after` closes that `before` did not. */
function newDays(before: CentreClosedDays, after: CentreClosedDays, today: string): string[] {
  const known = new Set(before.map((day) => day.date));
  return after.map((day) => day.date).filter((date) => !known.has(date) && date >= today);
}

/** spec §9: a slot capacity never goes below the places a coming slot already holds. */
async function requireRoomForBookings(tx: Db, centreId: number, capacity: number, today: string): Promise<void> {
  const bookings = await createDeliveryRepository(tx).bookedFrom('pickup', String(centreId), today);
  const busiest = pickUpSlotOverbooked(bookings, capacity);
  if (busiest) throw capacityBelowBooked(busiest, 'pickUpSlotCapacity');
}

/** The refusal naming the busiest slot, its day written in the request's language. */
export function capacityBelowBooked(busiest: BookedSlot, field: string): DomainError {
  return new DomainError(
    'CAPACITY_BELOW_BOOKED',
    { [field]: 'validation.capacity.belowBooked' },
    undefined,
    (locale) => ({
      booked: busiest.booked,
      day: formatDay(busiest.date, locale, 'long'),
      slot: busiest.timeWindow,
    }),
  );
}

/** A day with pick-ups booked stays open: the refusal says how many, for the first such day. */
async function requireNoBookingsOn(tx: Db, centreId: number, dates: readonly string[]): Promise<void> {
  const booked = await createDeliveryRepository(tx).bookedOnDays('pickup', String(centreId), dates);
  const [date, count] = [...booked].sort(([a], [b]) => a.localeCompare(b))[0] ?? [];
  if (date === undefined || count === undefined) return;
  throw new DomainError(
    'CLOSED_DAY_HAS_BOOKINGS',
    { date: 'validation.closedDay.hasBookings' },
    undefined,
    (locale) => ({
      count,
      day: formatDay(date, locale, 'long'),
    }),
  );
}
