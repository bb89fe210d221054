import type { Locale } from '@beast/domain/i18n/locale';
import type { EmailStatus } from '@beast/domain/staff/sent-email.schema';
import type { Gender } from '@beast/domain/validation/person.schema';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** spec §3 Profile user and Registration. The email is kept as typed; uniqueness ignores case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').$type<Gender>(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationality: text('nationality'),
    country: text('country'),
    zipCode: text('zip_code'),
    city: text('city'),
    address: text('address'),
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    /** Path inside the file storage (served under /files). */
    profileImagePath: text('profile_image_path'),
    /** The language of the registration request: the language of every email to this user. */
    language: text('language').$type<Locale>().notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** "Sign out everywhere": access tokens issued before this moment are refused (refresh tokens are revoked). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, precision: 3 }),
    /** Set by staff (back office, Customers): the account cannot sign in, and its sessions ended then. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set when the person's data was erased on request (decision 17); the row stays, anonymised. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Every sign-in starts a family; each refresh rotates the
 * token within it, and presenting a rotated token again revokes the whole family (ARCHITECTURE: Security).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Access tokens signed out before they expire, by their `jti` (ARCHITECTURE: Security model). A row is
 * needed only until the token would expire anyway; the server prunes older rows every few minutes.
 */
export const revokedAccessTokens = pgTable(
  'revoked_access_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_access_tokens_expires_idx').on(t.expiresAt)],
);

export type CodePurpose = 'email-confirmation' | 'login' | 'reset-password';

/** One-time codes: HMAC-SHA256 of the code, 10 minutes, single use, a few tries (ARCHITECTURE: Security). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set when the code is used or replaced by a newer one. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export type OutboxStatus = EmailStatus;

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
}

/**
 * Emails to send, written in the transaction of the request that caused them and delivered by the outbox
 * worker (ARCHITECTURE: nothing lost when SMTP is down; rows claimed with FOR UPDATE SKIP LOCKED).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** The account the email was written to (codes, confirmations, order emails of its orders), if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers, e.g. a newsletter's List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the message (a quotation's PDF, a calendar invitation), their content in base64. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_user_idx').on(t.userId, t.createdAt),
  ],
);
