import {
  type PartnerCompanyWrite,
  type PartnerCompanyWriteInput,
  PartnerCompanyWriteSchema,
} from '@beast/domain/partners/partner-company.schema';
import { type Db, inTransaction, isUniqueViolation } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { type Clock, systemClock } from '../../lib/clock';
import { type Actor, committed, type OnContentChange, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { recordContentWrite } from '../audit/audit';
import { createCompaniesRepository, type StoredCompany } from './companies.repository';

/** A company as the audit log keeps it and as a write compares it: what staff write. */
function written(company: StoredCompany | PartnerCompanyWrite): PartnerCompanyWrite {
  return {
    slug: company.slug,
    name: company.name,
    logoUrl: company.logoUrl,
    emailDomains: [...company.emailDomains].sort(),
    membershipMonths: company.membershipMonths,
    inSitemap: company.inSitemap,
    text: company.text,
  };
}

/**
 * The partner companies' write use case (decision 13: one write side): the back office's Companies screen and the
 * content importer (content/demo/partner-companies.json) create a company or change it through it, audited. A slug
 * is never one of the shop's own address words (packages/domain partners/company-slug.ts), and names one company.
 */
export function createCompaniesWriteService({
  db,
  onChange,
  clock = systemClock,
}: {
  db: Db;
  onChange: OnContentChange;
  clock?: Clock;
}) {
  async function write(tx: Db, actor: Actor, stored: StoredCompany | undefined, company: PartnerCompanyWrite) {
    const companies = createCompaniesRepository(tx);
    const holder = await companies.findBySlug(company.slug);
    if (holder && holder.id !== stored?.id) throw new DomainError('COMPANY_SLUG_TAKEN');
    const before = stored ? written(stored) : null;
    const after = written(company);
    const changed = !sameJson(before, after);
    const { text, ...values } = after;
    let id = stored?.id;
    if (!stored) id = (await companies.insert({ ...values, createdAt: clock(), updatedAt: clock() })).id;
    else if (changed) await companies.update(stored.id, { ...values, updatedAt: clock() });
    if (changed) await companies.saveTexts(id!, text);
    await recordContentWrite(tx, actor, {
      entityType: 'partner-company',
      entityKey: company.slug,
      before,
      after,
      created: !stored,
      changed,
    });
    return { id: id!, changed, created: !stored };
  }

  /** Two writers taking one slug at once: the unique index refuses the second, said as the check above says it. */
  async function slugGuarded<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('COMPANY_SLUG_TAKEN');
      throw error;
    }
  }

  const report = (actor: Actor, key: string, created: boolean) => ({
    actor,
    entity: 'partner-company',
    key,
    action: created ? ('created' as const) : ('updated' as const),
    // The company page reads its company on each request (its offers follow the clock): no cache holds it.
    caches: [],
  });

  return {
    /** Creates the company its slug names, or changes it (the importer's and the "new company" form's). */
    async saveCompany(actor: Actor, input: PartnerCompanyWriteInput): Promise<WriteResult & { created: boolean }> {
      const company = parseInput(PartnerCompanyWriteSchema, input);
      return committed(
        slugGuarded(
          inTransaction(db, async (tx) => {
            const stored = await createCompaniesRepository(tx).findBySlug(company.slug, { forUpdate: true });
            return write(tx, actor, stored, company);
          }),
        ),
        onChange,
        (result) => report(actor, company.slug, result.created),
      );
    },

    /** The Companies screen's change of one company, its slug included. */
    async updateCompany(actor: Actor, id: number, input: PartnerCompanyWriteInput): Promise<WriteResult> {
      const company = parseInput(PartnerCompanyWriteSchema, input);
      return committed(
        slugGuarded(
          inTransaction(db, async (tx) => {
            const stored = await createCompaniesRepository(tx).findById(id, { forUpdate: true });
            if (!stored) throw new DomainError('COMPANY_NOT_FOUND');
            return write(tx, actor, stored, company);
          }),
        ),
        onChange,
        () => report(actor, company.slug, false),
      );
    },
  };
}

export type CompaniesWriteService = ReturnType<typeof createCompaniesWriteService>;
