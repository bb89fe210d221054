import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { customerEmailKey } from '@beast/domain/accounts/customer-email';
import { VERIFICATION_CODE_LENGTH } from '@beast/domain/constants/field-limits';
import type { Locale } from '@beast/domain/i18n/locale';
import { chf } from '@beast/domain/money/money';
import { isReservedCompanySlug } from '@beast/domain/partners/company-slug';
import { isAtCompanyDomain } from '@beast/domain/partners/email-domains';
import type { CompanyMembershipView, Membership, PublicCompany } from '@beast/domain/partners/membership-api.schema';
import { eq } from 'drizzle-orm';
import { type Db, inTransaction, isUniqueViolation } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { renderMarkdown } from '../../lib/markdown';
import { deriveKey } from '../auth/secret-keys';
import { createOutboxRepository } from '../mail/outbox.repository';
import { createCompaniesRepository, type PartnerCompanyRow, type StoredCompany } from './companies.repository';
import { membershipCodeEmail } from './membership-emails';
import { createMembershipsRepository, type MembershipRow } from './memberships.repository';

/** ARCHITECTURE (Security model): 6 digits, hashed, limited tries; a work address gets a little longer to arrive. */
export const MEMBERSHIP_CODE_TTL_MINUTES = 15;
export const MEMBERSHIP_CODE_MAX_TRIES = 5;
/** Codes per hour an account may ask for (all companies), and a work address may receive (all accounts). */
export const MEMBERSHIP_CODES_PER_ACCOUNT_HOUR = 5;
export const MEMBERSHIP_CODES_PER_ADDRESS_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export interface MembershipsDependencies {
  db: Db;
  clock: Clock;
  secret: string;
  brandName: string;
  publicOrigin: string;
}

/** Adds calendar months in UTC, the day kept where the month has it (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date;
}

function membershipOf(row: MembershipRow, company: Pick<PartnerCompanyRow, 'slug' | 'name'>): Membership {
  return {
    companySlug: company.slug,
    companyName: company.name,
    workEmail: row.workEmail,
    verifiedAt: row.verifiedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Membership of a partner company by a verified work address (spec §1, §6): a signed-in customer gives an address at
 * one of the company's domains, a code goes to it, and the code makes the account a member for the company's
 * months (a renewal extends the live membership). An address proves one account's membership at a time; the
 * account's own sign-in address never makes it a member by itself.
 */
export function createMembershipsService(deps: MembershipsDependencies) {
  const { db, clock } = deps;
  const key = deriveKey(deps.secret, 'membership-code');
  const hash = (userId: number, companyId: number, workEmailKey: string, code: string) =>
    createHmac('sha256', key).update(`${userId}:${companyId}:${workEmailKey}:${code}`).digest('hex');

  async function companyBySlug(slug: string, tx: Db = db): Promise<StoredCompany> {
    const company = isReservedCompanySlug(slug) ? undefined : await createCompaniesRepository(tx).findBySlug(slug);
    if (!company) throw new DomainError('COMPANY_NOT_FOUND');
    return company;
  }

  async function assertMaySendCode(tx: Db, userId: number, workEmailKey: string) {
    const repository = createMembershipsRepository(tx);
    const since = new Date(clock().getTime() - HOUR_MS);
    if ((await repository.countCodesOfUserSince(userId, since)) >= MEMBERSHIP_CODES_PER_ACCOUNT_HOUR) {
      throw new DomainError('RATE_LIMITED', undefined, HOUR_MS / 1000);
    }
    if ((await repository.countCodesToAddressSince(workEmailKey, since)) >= MEMBERSHIP_CODES_PER_ADDRESS_HOUR) {
      throw new DomainError('RATE_LIMITED', undefined, HOUR_MS / 1000);
    }
  }

  /** Gives the membership for the company's months from now, or extends the account's live one by as much. */
  async function grant(tx: Db, userId: number, company: StoredCompany, workEmail: string) {
    const repository = createMembershipsRepository(tx);
    const now = clock();
    const workEmailKey = customerEmailKey(workEmail);
    const holder = await repository.findAddressHolder(workEmailKey, userId);
    // An expired membership no longer holds its address; a live one of another account does.
    if (holder && holder.expiresAt > now) throw new DomainError('WORK_EMAIL_TAKEN');
    if (holder) await repository.update(holder.id, { revokedAt: now });
    const stored = await repository.findUnrevoked(userId, company.id);
    const start = stored && stored.expiresAt > now ? stored.expiresAt : now;
    const values = {
      workEmail,
      workEmailKey,
      expiresAt: addMonths(start, company.membershipMonths),
      reminderSentAt: null,
    };
    return stored
      ? repository.update(stored.id, { ...values, verifiedAt: stored.expiresAt > now ? stored.verifiedAt : now })
      : repository.insert({ userId, companyId: company.id, verifiedAt: now, ...values });
  }

  return {
    /** The company page's public part: the same for every visitor, so its flash offers come without prices. */
    async publicCompany(slug: string, locale: Locale): Promise<PublicCompany> {
      const company = await companyBySlug(slug);
      const offers = await createCompaniesRepository(db).currentOffers(company.id, locale, clock());
      return {
        slug: company.slug,
        name: company.name,
        logoUrl: company.logoUrl,
        introductionHtml: renderMarkdown(company.text[locale].introduction, { locale }),
        advantagesHtml: renderMarkdown(company.text[locale].advantages, { locale }),
        emailDomains: company.emailDomains,
        membershipMonths: company.membershipMonths,
        inSitemap: company.inSitemap,
        offers: offers.map(({ price: _price, originalPrice: _original, ...offer }) => ({
          ...offer,
          validUntil: offer.validUntil.toISOString(),
        })),
      };
    },

    /** The companies whose page is in the sitemap. */
    async listed(): Promise<{ slug: string }[]> {
      const rows = await createCompaniesRepository(db).inSitemap();
      return rows.map((row) => ({ slug: row.slug }));
    },

    /** The signed-in account's membership of the company and, while it is live, the member prices. */
    async membershipView(slug: string, userId: number): Promise<CompanyMembershipView> {
      const company = await companyBySlug(slug);
      const now = clock();
      const [live] = (await createMembershipsRepository(db).forUser(userId, now)).filter(
        (row) => row.slug === company.slug,
      );
      if (!live) return { member: false, workEmail: null, expiresAt: null, offers: [] };
      const offers = await createCompaniesRepository(db).currentOffers(company.id, 'en', now);
      return {
        member: true,
        workEmail: live.membership.workEmail,
        expiresAt: live.membership.expiresAt.toISOString(),
        offers: offers.map((offer) => ({
          id: offer.id,
          price: chf(offer.price),
          originalPrice: chf(offer.originalPrice),
        })),
      };
    },

    /** Sends a code to a work address at one of the company's domains (the previous unused code ends). */
    async sendCode(slug: string, userId: number, workEmail: string) {
      const address = workEmail.trim();
      return inTransaction(db, async (tx) => {
        const company = await companyBySlug(slug, tx);
        if (!isAtCompanyDomain(address, company.emailDomains)) {
          throw new DomainError('VALIDATION_FAILED', { workEmail: 'validation.membership.notCompanyDomain' });
        }
        const workEmailKey = customerEmailKey(address);
        const holder = await createMembershipsRepository(tx).findAddressHolder(workEmailKey, userId);
        if (holder && holder.expiresAt > clock()) throw new DomainError('WORK_EMAIL_TAKEN');
        await assertMaySendCode(tx, userId, workEmailKey);
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (!user) throw new DomainError('UNAUTHORIZED');
        const now = clock();
        const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
        const repository = createMembershipsRepository(tx);
        await repository.consumeLiveCodes(userId, company.id, now);
        await repository.insertCode({
          userId,
          companyId: company.id,
          workEmail: address,
          workEmailKey,
          codeHash: hash(userId, company.id, workEmailKey, code),
          expiresAt: new Date(now.getTime() + MEMBERSHIP_CODE_TTL_MINUTES * MINUTE_MS),
          createdAt: now,
        });
        const email = membershipCodeEmail({
          locale: user.language,
          brandName: deps.brandName,
          firstName: user.firstName,
          companyName: company.name,
          code,
          validMinutes: MEMBERSHIP_CODE_TTL_MINUTES,
          link: `${deps.publicOrigin}/${user.language}/${company.slug}`,
        });
        // To the work address, never the account's: reading it there is the proof.
        await createOutboxRepository(tx).enqueue({ to: address, userId, ...email }, now);
        return { sent: true as const, workEmail: address, validMinutes: MEMBERSHIP_CODE_TTL_MINUTES };
      });
    },

    /**
     * Checks the code: none live or expired → VERIFICATION_CODE_EXPIRED; wrong → INCORRECT (the try is counted
     * first, so parallel guesses cannot pass the limit); right → the membership, given or extended.
     */
    async verify(slug: string, userId: number, code: string): Promise<Membership> {
      const company = await companyBySlug(slug);
      const repository = createMembershipsRepository(db);
      const live = await repository.findLiveCode(userId, company.id);
      if (!live || live.expiresAt.getTime() <= clock().getTime()) throw new DomainError('VERIFICATION_CODE_EXPIRED');
      if (!(await repository.takeTry(live.id, MEMBERSHIP_CODE_MAX_TRIES))) {
        throw new DomainError('VERIFICATION_CODE_EXPIRED');
      }
      const expected = Buffer.from(live.codeHash, 'hex');
      const actual = Buffer.from(hash(userId, company.id, live.workEmailKey, code), 'hex');
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        throw new DomainError('VERIFICATION_CODE_INCORRECT');
      }
      try {
        const row = await inTransaction(db, async (tx) => {
          if (!(await createMembershipsRepository(tx).consumeCode(live.id, clock()))) {
            throw new DomainError('VERIFICATION_CODE_EXPIRED');
          }
          return grant(tx, userId, company, live.workEmail);
        });
        return membershipOf(row, company);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('WORK_EMAIL_TAKEN');
        throw error;
      }
    },

    /** The account's live memberships (the account page). */
    async memberships(userId: number): Promise<Membership[]> {
      const rows = await createMembershipsRepository(db).forUser(userId, clock());
      return rows.map((row) => membershipOf(row.membership, row));
    },
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
