import type { Locale } from '@beast/domain/i18n/locale';
import type { NewsletterStatus } from '@beast/domain/newsletter/newsletter-api.schema';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The newsletter's subscribers (double opt-in): one row per address, pending until the emailed link is
 * opened. The consent is kept as given: its wording in the person's language and its time; a new sign-up
 * of a pending or unsubscribed address gives them anew.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    consentText: text('consent_text').notNull(),
    consentAt: instant('consent_at').notNull(),
    confirmedAt: instant('confirmed_at'),
    unsubscribedAt: instant('unsubscribed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_unique').on(sql`lower(${t.email})`),
    index('newsletter_subscriptions_status_idx').on(t.status, t.id),
    check('newsletter_subscriptions_status_known', sql`${t.status} IN ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
