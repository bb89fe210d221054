import type { AuditAction } from '@beast/domain/staff/audit-api.schema';
import type { StaffRole } from '@beast/domain/staff/staff-roles';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Back-office staff (ARCHITECTURE: Back office): accounts of their own, never mixed with customers'. A member
 * is created with an enrolment link (its token stored only as a hash) and sets a password and a second factor
 * with it; until then `passwordHash` is null. The TOTP secret is stored encrypted (staff/second-factor.ts).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash'),
    /** AES-GCM sealed base32 secret; a secret without `totpConfirmedAt` is an enrolment under way. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: instant('totp_confirmed_at'),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    enrolmentTokenHash: text('enrolment_token_hash'),
    enrolmentExpiresAt: instant('enrolment_expires_at'),
    /** Failed passwords and codes in a row; reaching the limit locks the account until `lockedUntil`. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: instant('locked_until'),
    disabledAt: instant('disabled_at'),
    lastSignInAt: instant('last_sign_in_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('staff_members_enrolment_token_unique').on(t.enrolmentTokenHash),
  ],
);

/** Single-use recovery codes, as HMACs bound to their member; shown once, at the end of the enrolment. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Back-office sessions: the cookie holds a random token, the table its SHA-256. A session ends when it has
 * not been used for a while (`expiresAt`, pushed forward while used), at its absolute end, or when revoked.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    absoluteExpiresAt: instant('absolute_expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * Every change a staff member made (ARCHITECTURE: Back office), written in the transaction of the change:
 * who, when, what, to which entry, and the values before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    action: text('action').$type<AuditAction>().notNull(),
    entityType: text('entity_type').notNull(),
    entityKey: text('entity_key').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.createdAt),
  ],
);
