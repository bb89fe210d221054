import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMemberships } from '../../db/schema/partners';

/**
 * The partner companies an account is a member of at `now` (verified, not expired, not revoked): what every
 * route that shows or prices a flash offer asks (spec §1: flash offers are for members of a partner company).
 */
export async function activeCompanyIds(db: Db, userId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ companyId: companyMemberships.companyId })
    .from(companyMemberships)
    .where(
      and(
        eq(companyMemberships.userId, userId),
        isNull(companyMemberships.revokedAt),
        gt(companyMemberships.expiresAt, now),
      ),
    );
  return rows.map((row) => row.companyId);
}
