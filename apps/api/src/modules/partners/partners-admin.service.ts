import type { AdminCompany, AdminCompanyMembers } from '@beast/domain/partners/partners-admin.schema';
import { and, count, gt, isNull } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { companyMemberships } from '../../db/schema/partners';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/content-change';
import { recordStaffChange } from '../audit/audit';
import { createCompaniesRepository } from './companies.repository';
import { createMembershipsRepository } from './memberships.repository';

/** The back office's reading of the partner companies and their members, and the one change: a revocation. */
export function createPartnersAdminService({ db, clock }: { db: Db; clock: Clock }) {
  async function companyOrFail(id: number) {
    const company = await createCompaniesRepository(db).findById(id);
    if (!company) throw new DomainError('COMPANY_NOT_FOUND');
    return company;
  }

  return {
    async list() {
      const live = await db
        .select({ companyId: companyMemberships.companyId, members: count() })
        .from(companyMemberships)
        .where(and(isNull(companyMemberships.revokedAt), gt(companyMemberships.expiresAt, clock())))
        .groupBy(companyMemberships.companyId);
      const members = new Map(live.map((row) => [row.companyId, row.members]));
      const rows = await createCompaniesRepository(db).list();
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        inSitemap: row.inSitemap,
        liveMembers: members.get(row.id) ?? 0,
      }));
    },

    async company(id: number): Promise<AdminCompany> {
      const company = await companyOrFail(id);
      return {
        id: company.id,
        slug: company.slug,
        name: company.name,
        logoUrl: company.logoUrl,
        emailDomains: company.emailDomains,
        membershipMonths: company.membershipMonths,
        inSitemap: company.inSitemap,
        text: company.text,
      };
    },

    async members(id: number): Promise<AdminCompanyMembers> {
      const company = await companyOrFail(id);
      const now = clock();
      const rows = await createMembershipsRepository(db).ofCompany(id);
      return {
        company: { id: company.id, slug: company.slug, name: company.name },
        members: rows.map(({ membership, email, firstName, lastName }) => ({
          id: membership.id,
          customerId: membership.userId,
          name: `${firstName} ${lastName}`.trim(),
          email,
          workEmail: membership.workEmail,
          verifiedAt: membership.verifiedAt.toISOString(),
          expiresAt: membership.expiresAt.toISOString(),
          revokedAt: membership.revokedAt?.toISOString() ?? null,
          state: membership.revokedAt ? 'revoked' : membership.expiresAt > now ? 'live' : 'expired',
        })),
      };
    },

    /** Ends a membership now, audited with the work address it held. */
    async revoke(actor: Actor, companyId: number, membershipId: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const revoked = await createMembershipsRepository(tx).revoke(membershipId, companyId, clock());
        if (!revoked) throw new DomainError('NOT_FOUND');
        await recordStaffChange(tx, actor, {
          action: 'revoked',
          entityType: 'company-membership',
          entityKey: String(membershipId),
          before: { companyId, workEmail: revoked.workEmail, expiresAt: revoked.expiresAt.toISOString() },
          after: { revokedAt: revoked.revokedAt?.toISOString() ?? null },
        });
      });
    },
  };
}
