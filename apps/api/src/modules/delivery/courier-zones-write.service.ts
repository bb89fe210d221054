import { swissIsoToday } from '@beast/domain/checkout/checkout-rules';
import {
  type CourierZoneWrite,
  type CourierZoneWriteInput,
  CourierZoneWriteSchema,
} from '@beast/domain/checkout/courier-zone-write.schema';
import { rangesOverlap } from '@beast/domain/checkout/delivery-offer';
import {
  type BookedSlot,
  bookingsOfWindow,
  busiestOf,
  courierWindowOverbooked,
} from '@beast/domain/checkout/slot-capacity.rules';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { systemClock } from '../../lib/clock';
import { type Actor, committed, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { checkRevision, revisionOf } from '../../lib/revision';
import { type ChangeOutcome, recordContentWrite } from '../audit/audit';
import { capacityBelowBooked, type DeliveryWriteDependencies } from './centres-write.service';
import {
  type CourierZoneRow,
  type CourierZonesWriteRepository,
  createCourierZonesWriteRepository,
} from './courier-zones-write.repository';
import { createDeliveryRepository } from './delivery.repository';

/**
 * Courier zones (spec §4: a ZIP code no active zone serves is non-standard, and a sales manager calls): the
 * ZIP codes each zone serves and its delivery windows with their weekdays and places. The checkout reads
 * them per request and an order books against them in its own transaction, so no cache holds them and a
 * change reports no cache area.
 */
export function createCourierZonesWriteService({ db, onChange, clock = systemClock }: DeliveryWriteDependencies) {
  const today = () => swissIsoToday(clock());

  const report = (actor: Actor, slug: string) => (result: WriteResult & { created?: boolean }) => ({
    actor,
    entity: 'courierZone',
    key: slug,
    action: result.created ? ('created' as const) : ('updated' as const),
    caches: [],
  });

  /** Runs a zone's write under the zones' lock, so the ZIP check sees every zone committed before it. */
  function write<T extends WriteResult>(actor: Actor, zone: CourierZoneWrite, work: (tx: Db) => Promise<T>) {
    return committed(
      inTransaction(db, async (tx) => {
        await createCourierZonesWriteRepository(tx).lockZones();
        return work(tx);
      }),
      onChange,
      report(actor, zone.slug),
    );
  }

  /** A staff member's change goes to the audit log, in the transaction of the change. */
  const audit = (tx: Db, actor: Actor, zone: CourierZoneWrite, before: unknown, result: ChangeOutcome) =>
    recordContentWrite(tx, actor, { entityType: 'courierZone', entityKey: zone.slug, before, after: zone, ...result });

  async function insert(tx: Db, actor: Actor, zone: CourierZoneWrite) {
    const result = { id: await insertZone(createCourierZonesWriteRepository(tx), zone), changed: true, created: true };
    await audit(tx, actor, zone, null, result);
    return result;
  }

  async function replace(tx: Db, actor: Actor, stored: CourierZoneRow, zone: CourierZoneWrite) {
    const { id: _id, ...before } = stored;
    const result = { ...(await replaceZone(createCourierZonesWriteRepository(tx), stored, zone)), created: false };
    await audit(tx, actor, zone, before, result);
    return result;
  }

  return {
    async createZone(actor: Actor, input: CourierZoneWriteInput): Promise<WriteResult> {
      const zone = parseInput(CourierZoneWriteSchema, input);
      return write(actor, zone, (tx) => insert(tx, actor, zone));
    },

    /**
     * Changes a zone, its ZIP codes and its windows; places already booked stay booked. Staff name the
     * revision their form was read at (the importer names none). A window's places may not go below a
     * coming day's bookings; the zone stays locked until the change commits, so no booking slips in.
     */
    async updateZone(actor: Actor, id: number, input: CourierZoneWriteInput, revision?: string): Promise<WriteResult> {
      const zone = parseInput(CourierZoneWriteSchema, input);
      return write(actor, zone, async (tx) => {
        const stored = await createCourierZonesWriteRepository(tx).lockZone(id);
        if (!stored) throw new DomainError('NOT_FOUND');
        checkRevision(zoneRecord(stored), revision);
        const bookings = await createDeliveryRepository(tx).bookedFrom('courier', stored.slug, today());
        const busiest = courierWindowOverbooked(bookings, zone.windows);
        // Named by the window that holds it, so the form shows the message next to that window's places.
        if (busiest) throw capacityBelowBooked(busiest, `windows.${windowHolding(zone.windows, busiest)}.capacity`);
        const { id: storedId, changed } = await replace(tx, actor, stored, zone);
        return { id: storedId, changed };
      });
    },

    /** A zone as its page shows it: the record and its revision, and each window's busiest coming day. */
    async readZoneForEditing(id: number) {
      const stored = await createCourierZonesWriteRepository(db).findZone({ id });
      if (!stored) throw new DomainError('NOT_FOUND');
      const bookings = await createDeliveryRepository(db).bookedFrom('courier', stored.slug, today());
      const busiestByWindow = Object.fromEntries(
        stored.windows.flatMap((window) => {
          const busiest = busiestOf(bookingsOfWindow(bookings, window));
          return busiest ? [[`${window.from}-${window.to}`, busiest]] : [];
        }),
      );
      const zone = zoneRecord(stored);
      return { id, revision: revisionOf(zone), zone, busiestByWindow };
    },

    /** Creates the zone of this slug, or replaces it when it exists: what an import of a data file does. */
    async saveZone(actor: Actor, input: CourierZoneWriteInput): Promise<WriteResult & { created: boolean }> {
      const zone = parseInput(CourierZoneWriteSchema, input);
      return write(actor, zone, async (tx) => {
        const stored = await createCourierZonesWriteRepository(tx).findZone({ slug: zone.slug });
        return stored ? replace(tx, actor, stored, zone) : insert(tx, actor, zone);
      });
    },
  };
}

async function insertZone(repository: CourierZonesWriteRepository, zone: CourierZoneWrite): Promise<number> {
  if (await repository.findZone({ slug: zone.slug })) throw new DomainError('SLUG_TAKEN');
  await requirePostcodesFree(repository, zone, null);
  return repository.insertZone(zone);
}

async function replaceZone(repository: CourierZonesWriteRepository, stored: CourierZoneRow, zone: CourierZoneWrite) {
  const { id, ...current } = stored;
  if (sameJson(current, zone)) return { id, changed: false };
  const renamed = zone.slug !== stored.slug;
  if (renamed && (await repository.findZone({ slug: zone.slug }))) throw new DomainError('SLUG_TAKEN');
  await requirePostcodesFree(repository, zone, id);
  if (renamed) await repository.moveBookings(stored.slug, zone.slug);
  await repository.updateZone(id, zone);
  return { id, changed: true };
}

/** spec §4: one ZIP code belongs to one zone at most, or its windows and places would be ambiguous. */
async function requirePostcodesFree(
  repository: CourierZonesWriteRepository,
  zone: CourierZoneWrite,
  id: number | null,
) {
  if (!zone.isActive) return;
  const others = await repository.listOtherActiveZones(id);
  if (others.some((other) => rangesOverlap(other.postcodeRanges, zone.postcodeRanges))) {
    throw new DomainError('POSTCODES_TAKEN', { postcodeRanges: 'errors.POSTCODES_TAKEN' });
  }
}

/** A zone's record as its write schema has it (the row without its id): what its revision is taken of. */
function zoneRecord(stored: CourierZoneRow): CourierZoneWrite {
  const { id: _id, ...record } = stored;
  return record;
}

/** The window a booking belongs to (its time, on one of its weekdays). */
function windowHolding(windows: readonly CourierZoneWrite['windows'][number][], booking: BookedSlot): number {
  return windows.findIndex((window) => bookingsOfWindow([booking], window).length > 0);
}
