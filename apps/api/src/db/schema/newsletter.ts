import type { Locale } from '@beast/domain/i18n/locale';
import type { NewsletterStatus } from '@beast/domain/newsletter/newsletter-api.schema';
import type { NewsletterIssueStatus, NewsletterIssueText } from '@beast/domain/newsletter/newsletter-issues.schema';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { emailOutbox } from './accounts';
import { staffMembers } from './staff';

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

/**
 * The newsletter's issues, written by content staff: a subject and a Markdown body per language (`text`), a draft
 * until it is sent. `sending` while its deliveries are being enqueued (a send stopped by a crash is resumed by
 * sending again); `sent` with how many subscribers it went to.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<NewsletterIssueStatus>().notNull().default('draft'),
    text: jsonb('text').$type<NewsletterIssueText>().notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffMembers.id),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => staffMembers.id),
    sentBy: integer('sent_by').references(() => staffMembers.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('newsletter_issues_created_idx').on(t.createdAt, t.id),
    check('newsletter_issues_status_known', sql`${t.status} IN ('draft', 'sending', 'sent')`),
  ],
);

/**
 * One issue sent to one subscriber: written in the transaction that enqueues the email, and unique per issue and
 * subscription, so no double click, second member or resumed send can email anyone twice. A subscription erased
 * (decision 17) takes its deliveries with it; the email itself is emptied by the outbox's erasure.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    /** The language it was sent in: the subscriber's. */
    locale: text('locale').$type<Locale>().notNull(),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_issue_subscription_unique').on(t.issueId, t.subscriptionId),
    index('newsletter_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);
