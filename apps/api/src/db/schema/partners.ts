import type { Locale } from '@beast/domain/i18n/locale';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { specialOffers } from './catalog';

const locale = () => text('locale').$type<Locale>().notNull();
const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A partner company (spec §1, §2 `/{companyName}`, §6): its staff become members by verifying an address at
 * one of `emailDomains`, for `membershipMonths`, and then see and buy the flash offers attached to it.
 * `slug` is the company's page address; it is lower-case and never one of the shop's own route words.
 */
export const partnerCompanies = pgTable(
  'partner_companies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** A picture under the shop's own files (never another host); null: the name is shown instead. */
    logoUrl: text('logo_url'),
    /** Lower-case domains without `@` ("acme.ch"); a work address at one of them can verify a membership. */
    emailDomains: text('email_domains').array().notNull().default(sql`'{}'::text[]`),
    membershipMonths: integer('membership_months').notNull().default(12),
    /** The company asked for its page to be listed in the sitemap. */
    inSitemap: boolean('in_sitemap').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_companies_slug_unique').on(t.slug),
    check('partner_companies_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('partner_companies_membership_months', sql`${t.membershipMonths} BETWEEN 1 AND 60`),
  ],
);

/** The company page's texts, written with the company: an introduction and the advantages its staff get (Markdown). */
export const partnerCompanyTranslations = pgTable(
  'partner_company_translations',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    locale: locale(),
    introduction: text('introduction').notNull(),
    advantages: text('advantages').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.locale] })],
);

/** Which companies' members a flash offer is for; an offer with no row here is public (spec §1). */
export const specialOfferCompanies = pgTable(
  'special_offer_companies',
  {
    specialOfferId: integer('special_offer_id')
      .notNull()
      .references(() => specialOffers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.specialOfferId, t.companyId] }),
    index('special_offer_companies_company_idx').on(t.companyId),
  ],
);

/**
 * An account's membership of a partner company, proven by a code sent to a work address at one of the
 * company's domains. It counts from `verifiedAt` until `expiresAt` unless revoked. `workEmailKey` is the
 * address as one mailbox (customerEmailKey); the partial unique index is what keeps one work address to one
 * account, and one live membership per account and company.
 */
export const companyMemberships = pgTable(
  'company_memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    workEmail: text('work_email').notNull(),
    workEmailKey: text('work_email_key').notNull(),
    verifiedAt: instant('verified_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** Set when the reminder before `expiresAt` went out, so it goes out once. */
    reminderSentAt: instant('reminder_sent_at'),
  },
  (t) => [
    uniqueIndex('company_memberships_work_email_live').on(t.workEmailKey).where(sql`${t.revokedAt} IS NULL`),
    uniqueIndex('company_memberships_user_company_live').on(t.userId, t.companyId).where(sql`${t.revokedAt} IS NULL`),
    index('company_memberships_company_idx').on(t.companyId),
    index('company_memberships_expiry_idx').on(t.expiresAt),
    check('company_memberships_period', sql`${t.expiresAt} > ${t.verifiedAt}`),
  ],
);

/**
 * A code sent to a work address to prove it (spec §6 members of a partner company): stored as its keyed hash, valid
 * for a few minutes and a few tries, used once. Counting these rows is also how codes are limited per account and
 * per address.
 */
export const companyMembershipCodes = pgTable(
  'company_membership_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => partnerCompanies.id, { onDelete: 'cascade' }),
    workEmail: text('work_email').notNull(),
    workEmailKey: text('work_email_key').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('company_membership_codes_user_idx').on(t.userId, t.companyId, t.createdAt),
    index('company_membership_codes_address_idx').on(t.workEmailKey, t.createdAt),
  ],
);
