import { type CouponWrite, type CouponWriteInput, CouponWriteSchema } from '@beast/domain/cart/coupon-write.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { type Actor, committed, type OnContentChange, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { checkRevision, revisionOf } from '../../lib/revision';
import { type ChangeOutcome, recordContentWrite } from '../audit/audit';
import {
  type CouponRow,
  type CouponsWriteRepository,
  type CouponValues,
  createCouponsWriteRepository,
} from './coupons-write.repository';

/**
 * Coupon codes as staff define them. Coupons are checked live by the cart and the checkout, never cached,
 * so a change drops no cache.
 */
export function createCouponsWriteService({ db, onChange }: { db: Db; onChange: OnContentChange }) {
  const report = (actor: Actor, code: string) => (result: WriteResult & { created?: boolean }) => ({
    actor,
    entity: 'coupon',
    key: code,
    action: result.created ? ('created' as const) : ('updated' as const),
    caches: [],
  });

  /** A staff member's change goes to the audit log, in the transaction of the change. */
  const audit = (tx: Db, actor: Actor, coupon: CouponWrite, before: unknown, result: ChangeOutcome) =>
    recordContentWrite(tx, actor, { entityType: 'coupon', entityKey: coupon.code, before, after: coupon, ...result });

  async function insert(tx: Db, actor: Actor, coupon: CouponWrite) {
    const result = { id: await createCouponsWriteRepository(tx).insertCoupon(couponValues(coupon)), changed: true };
    await audit(tx, actor, coupon, null, { ...result, created: true });
    return { ...result, created: true };
  }

  async function replace(tx: Db, actor: Actor, stored: CouponRow, coupon: CouponWrite, expected?: string) {
    const before = storedCoupon(stored);
    checkRevision(before, expected);
    const result = {
      ...(await replaceCoupon(createCouponsWriteRepository(tx), stored, before, coupon)),
      created: false,
    };
    await audit(tx, actor, coupon, before ?? null, result);
    return result;
  }

  return {
    async createCoupon(actor: Actor, input: CouponWriteInput): Promise<WriteResult> {
      const coupon = normalised(parseInput(CouponWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          if (await createCouponsWriteRepository(tx).findCoupon({ code: coupon.code })) {
            throw new DomainError('COUPON_CODE_TAKEN');
          }
          return insert(tx, actor, coupon);
        }),
        onChange,
        report(actor, coupon.code),
      );
    },

    /**
     * Replaces coupon `id`. With `expected` (the revision the staff member's form was read at), a coupon
     * changed meanwhile is refused, not overwritten.
     */
    async updateCoupon(actor: Actor, id: number, input: CouponWriteInput, expected?: string): Promise<WriteResult> {
      const coupon = normalised(parseInput(CouponWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCouponsWriteRepository(tx).findCoupon({ id }, { lock: true });
          if (!stored) throw new DomainError('COUPON_NOT_FOUND');
          const { id: storedId, changed } = await replace(tx, actor, stored, coupon, expected);
          return { id: storedId, changed };
        }),
        onChange,
        report(actor, coupon.code),
      );
    },

    /** Switches coupon `id` off (customers can no longer use it) or on again, everything else as it is. */
    async setCouponActive(actor: Actor, id: number, isActive: boolean, expected: string): Promise<WriteResult> {
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCouponsWriteRepository(tx).findCoupon({ id }, { lock: true });
          const coupon = stored && storedCoupon(stored);
          if (!stored || !coupon) throw new DomainError('COUPON_NOT_FOUND');
          const { id: storedId, changed } = await replace(tx, actor, stored, { ...coupon, isActive }, expected);
          return { id: storedId, changed, code: coupon.code };
        }),
        onChange,
        (result) => report(actor, result.code)(result),
      );
    },

    /** The coupon as its form shows it, with the revision a change must name. */
    async readCoupon(id: number): Promise<{ id: number; revision: string; coupon: CouponWrite }> {
      const stored = await createCouponsWriteRepository(db).findCoupon({ id });
      const coupon = stored && storedCoupon(stored);
      if (!coupon) throw new DomainError('COUPON_NOT_FOUND');
      return { id, revision: revisionOf(coupon), coupon };
    },

    /** Creates the coupon of this code, or replaces it when it exists: what an import of a data file does. */
    async saveCoupon(actor: Actor, input: CouponWriteInput): Promise<WriteResult & { created: boolean }> {
      const coupon = normalised(parseInput(CouponWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCouponsWriteRepository(tx).findCoupon({ code: coupon.code });
          return stored ? replace(tx, actor, stored, coupon) : insert(tx, actor, coupon);
        }),
        onChange,
        report(actor, coupon.code),
      );
    },
  };
}

async function replaceCoupon(
  repository: CouponsWriteRepository,
  stored: CouponRow,
  before: CouponWrite | undefined,
  coupon: CouponWrite,
) {
  if (sameJson(before, coupon)) return { id: stored.id, changed: false };
  if (coupon.code.toLowerCase() !== stored.code.toLowerCase() && (await repository.findCoupon({ code: coupon.code }))) {
    throw new DomainError('COUPON_CODE_TAKEN');
  }
  await repository.updateCoupon(stored.id, couponValues(coupon));
  return { id: stored.id, changed: true };
}

/** Instants as the database gives them back, so an unchanged coupon compares equal. */
function normalised(coupon: CouponWrite): CouponWrite {
  return {
    ...coupon,
    validFrom: new Date(coupon.validFrom).toISOString(),
    validUntil: coupon.validUntil === null ? null : new Date(coupon.validUntil).toISOString(),
  };
}

function couponValues(coupon: CouponWrite): CouponValues {
  return {
    code: coupon.code,
    percentOff: coupon.percentOff,
    amountOff: coupon.amountOff,
    scope: coupon.productTypes ? 'product_types' : 'all',
    scopeProductTypes: coupon.productTypes,
    scopeProductIds: null,
    validFrom: new Date(coupon.validFrom),
    validUntil: coupon.validUntil === null ? null : new Date(coupon.validUntil),
    maxRedemptions: coupon.maxRedemptions,
    perCustomerLimit: coupon.perCustomerLimit,
    isActive: coupon.isActive,
  };
}

/** A stored coupon as its form reads it; undefined for one this form cannot write (limited to listed products). */
export function storedCoupon(row: CouponRow): CouponWrite | undefined {
  // A coupon limited to a list of products is not written here: it never equals what this form sends.
  if (row.scope === 'products') return undefined;
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOff,
    productTypes: row.scope === 'product_types' ? row.scopeProductTypes : null,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    perCustomerLimit: row.perCustomerLimit,
    isActive: row.isActive,
  };
}
