import type { ContestKind } from '@beast/domain/contests/contest.rules';
import type { Locale } from '@beast/domain/i18n/locale';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The contests (spec §1, §9): a bike-weight estimate and a hotel voucher, each open from `opensAt` (included)
 * to `closesAt` (excluded), entered once per person, drawn once after it closed. `drawnAt` and the winner are
 * set together by the draw; the weight contest keeps the real weight the winner was judged against.
 */
export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    kind: text('kind').$type<ContestKind>().notNull(),
    opensAt: instant('opens_at').notNull(),
    closesAt: instant('closes_at').notNull(),
    /** The announced day of the draw (the hotel contest's 3 November 2025); null when none was announced. */
    drawAt: instant('draw_at'),
    /** What the prize is worth, in centimes; null when it was not announced. */
    prizeValue: integer('prize_value'),
    prizeText: jsonb('prize_text').$type<Record<Locale, string>>().notNull(),
    drawnAt: instant('drawn_at'),
    winnerEntryId: integer('winner_entry_id').references((): AnyPgColumn => contestEntries.id),
    realWeightGrams: integer('real_weight_grams'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contests_slug_unique').on(t.slug),
    check('contests_kind_known', sql`${t.kind} IN ('weight-estimate', 'hotel-voucher')`),
    check('contests_window', sql`${t.closesAt} > ${t.opensAt}`),
    check('contests_drawn_with_winner', sql`(${t.drawnAt} IS NULL) = (${t.winnerEntryId} IS NULL)`),
  ],
);

/**
 * One person's entry in a contest. `emailKey` is the address as one person (customerEmailKey: case, +tags
 * and Gmail's dots ignored); the unique index on (contest, emailKey) is what keeps it one entry per person,
 * whatever arrives at the same moment. The rules' acceptance is kept as given: its wording and time.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The weight contest's estimate in whole grams (kg with decimals); null in the hotel contest. */
    weightGrams: integer('weight_grams'),
    rulesAcceptedAt: instant('rules_accepted_at').notNull(),
    rulesText: text('rules_text').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contest_entries_person_unique').on(t.contestId, t.emailKey),
    index('contest_entries_email_idx').on(t.emailKey),
    check('contest_entries_weight_positive', sql`${t.weightGrams} IS NULL OR ${t.weightGrams} > 0`),
  ],
);
