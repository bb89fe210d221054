import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { companyMembershipCodes, companyMemberships, partnerCompanies } from '../../db/schema/partners';
import type { PersonalDataByEmail } from '../admin-customers/personal-data';

/** The accounts signed in with this address (any case): memberships belong to an account, found by its email. */
function accountsOf(db: Db, email: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
}

/**
 * The memberships of partner companies an account holds or held, with the work addresses that proved them: handed
 * over whole; on erasure each is revoked and its work address replaced, and the codes sent to it are deleted.
 */
export const membershipsPersonalData: PersonalDataByEmail = {
  name: 'companyMemberships',
  async export(db: Db, email: string) {
    const rows = await db
      .select({ membership: companyMemberships, company: partnerCompanies.name })
      .from(companyMemberships)
      .innerJoin(partnerCompanies, eq(partnerCompanies.id, companyMemberships.companyId))
      .where(inArray(companyMemberships.userId, accountsOf(db, email)))
      .orderBy(companyMemberships.verifiedAt);
    return rows.map(({ membership, company }) => ({
      company,
      workEmail: membership.workEmail,
      verifiedAt: membership.verifiedAt.toISOString(),
      expiresAt: membership.expiresAt.toISOString(),
      revokedAt: membership.revokedAt?.toISOString() ?? null,
    }));
  },
  async erase(db: Db, email: string, placeholder: string) {
    await db.delete(companyMembershipCodes).where(inArray(companyMembershipCodes.userId, accountsOf(db, email)));
    const erased = await db
      .update(companyMemberships)
      .set({
        workEmail: placeholder,
        workEmailKey: placeholder,
        revokedAt: sql`coalesce(${companyMemberships.revokedAt}, now())`,
      })
      .where(inArray(companyMemberships.userId, accountsOf(db, email)))
      .returning({ id: companyMemberships.id });
    return erased.length;
  },
};
