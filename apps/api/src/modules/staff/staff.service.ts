import { randomBytes } from 'node:crypto';
import type { AuditAction } from '@beast/domain/staff/audit-api.schema';
import { BACK_OFFICE_PATHS } from '@beast/domain/staff/back-office-paths';
import type { CreateStaff, EnrolmentLink, StaffList, StaffMember } from '@beast/domain/staff/staff-api.schema';
import type { StaffRole } from '@beast/domain/staff/staff-roles';
import { type Db, inTransaction, isUniqueViolation } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/content-change';
import { recordStaffChange } from '../audit/audit';
import { createStaffRepository, type NewStaff, type StaffRow } from './staff.repository';
import { hashToken } from './staff-sessions';

/** How long an enrolment link works. */
export const ENROLMENT_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/**
 * Managing staff accounts: the Staff screen (admins) and `npm run staff` (operators) call these. A member is
 * invited with a one-time enrolment link; disabling ends their sessions; resetting the second factor asks them
 * to enrol again (password and app). A staff member's changes are written to the audit log with the change.
 */
export function createStaffService({ db, clock, publicOrigin }: { db: Db; clock: Clock; publicOrigin: string }) {
  const repository = createStaffRepository(db);

  /** A new enrolment link for the member (in the caller's transaction); only its hash is stored. */
  function newEnrolment(): { token: string; values: Pick<NewStaff, 'enrolmentTokenHash' | 'enrolmentExpiresAt'> } {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(clock().getTime() + ENROLMENT_LINK_TTL_MS);
    return { token, values: { enrolmentTokenHash: hashToken(token), enrolmentExpiresAt: expiresAt } };
  }

  function enrolmentLink(member: StaffRow, token: string): EnrolmentLink {
    return {
      staff: staffMember(member),
      enrolmentLink: `${publicOrigin}${BACK_OFFICE_PATHS.enrol}?${new URLSearchParams({ token })}`,
      expiresAt: member.enrolmentExpiresAt!.toISOString(),
    };
  }

  async function memberToChange(actor: Actor, id: number): Promise<StaffRow> {
    if (actor.kind === 'staff' && actor.staffId === id) throw new DomainError('STAFF_SELF_CHANGE');
    const member = await repository.findById(id);
    if (!member) throw new DomainError('STAFF_NOT_FOUND');
    return member;
  }

  /** Writes a change of a member and its audit entry in one transaction. */
  async function change(
    actor: Actor,
    member: StaffRow,
    action: AuditAction,
    values: Partial<NewStaff>,
    audit: { before: unknown; after: unknown },
    alsoIn?: (tx: Db) => Promise<void>,
  ): Promise<StaffRow> {
    return inTransaction(db, async (tx) => {
      const staff = createStaffRepository(tx);
      const changed = await staff.update(member.id, { ...values, updatedAt: clock() });
      await alsoIn?.(tx);
      await recordStaffChange(tx, actor, { action, entityType: 'staff', entityKey: member.email, ...audit });
      return changed;
    });
  }

  return {
    async listStaff(offset: number, limit: number): Promise<StaffList> {
      const { rows, total } = await repository.list(offset, limit);
      return { data: rows.map(staffMember), offset, limit, total };
    },

    findByEmail: (email: string) => repository.findByEmail(email),

    /** A new member, who sets their password and second factor with the link in the answer. */
    async inviteStaff(actor: Actor, input: CreateStaff): Promise<EnrolmentLink> {
      const enrolment = newEnrolment();
      const now = clock();
      try {
        const member = await inTransaction(db, async (tx) => {
          const created = await createStaffRepository(tx).insert({
            email: input.email.trim(),
            name: input.name,
            role: input.role,
            ...enrolment.values,
            createdAt: now,
            updatedAt: now,
          });
          const after = { email: created.email, name: created.name, role: created.role };
          await recordStaffChange(tx, actor, {
            action: 'created',
            entityType: 'staff',
            entityKey: created.email,
            before: null,
            after,
          });
          return created;
        });
        return enrolmentLink(member, enrolment.token);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('STAFF_EXISTS');
        throw error;
      }
    },

    async changeRole(actor: Actor, id: number, role: StaffRole): Promise<StaffMember> {
      const member = await memberToChange(actor, id);
      if (member.role === role) return staffMember(member);
      const audit = { before: { role: member.role }, after: { role } };
      return staffMember(await change(actor, member, 'role-changed', { role }, audit));
    },

    /** The member can no longer sign in; their sessions and their enrolment link end now. */
    async disableStaff(actor: Actor, id: number): Promise<StaffMember> {
      const member = await memberToChange(actor, id);
      if (member.disabledAt) return staffMember(member);
      const values = { disabledAt: clock(), enrolmentTokenHash: null, enrolmentExpiresAt: null };
      const audit = { before: { status: statusOf(member) }, after: { status: 'disabled' } };
      const disabled = await change(actor, member, 'disabled', values, audit, (tx) =>
        createStaffRepository(tx).revokeMemberSessions(member.id, clock()),
      );
      return staffMember(disabled);
    },

    async enableStaff(actor: Actor, id: number): Promise<StaffMember> {
      const member = await memberToChange(actor, id);
      if (!member.disabledAt) return staffMember(member);
      const enabled = await change(
        actor,
        member,
        'enabled',
        { disabledAt: null },
        {
          before: { status: 'disabled' },
          after: { status: statusOf({ ...member, disabledAt: null }) },
        },
      );
      return staffMember(enabled);
    },

    /**
     * A lost phone: the password, the app's secret and the recovery codes are dropped, every session ends,
     * and the member enrols again with the new link (also what renews an expired invitation).
     */
    async resetSecondFactor(actor: Actor, id: number): Promise<EnrolmentLink> {
      const member = await memberToChange(actor, id);
      const enrolment = newEnrolment();
      const values = {
        passwordHash: null,
        totpSecret: null,
        totpConfirmedAt: null,
        totpLastStep: null,
        failedAttempts: 0,
        lockedUntil: null,
        ...enrolment.values,
      };
      const audit = { before: { secondFactor: member.totpConfirmedAt !== null }, after: { secondFactor: false } };
      const reset = await change(actor, member, 'second-factor-reset', values, audit, async (tx) => {
        const staff = createStaffRepository(tx);
        await staff.replaceRecoveryCodes(member.id, []);
        await staff.revokeMemberSessions(member.id, clock());
      });
      return enrolmentLink(reset, enrolment.token);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

function statusOf(member: Pick<StaffRow, 'disabledAt' | 'enrolmentTokenHash'>): StaffMember['status'] {
  if (member.disabledAt) return 'disabled';
  return member.enrolmentTokenHash ? 'invited' : 'active';
}

export function staffMember(member: StaffRow): StaffMember {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    status: statusOf(member),
    secondFactor: member.totpConfirmedAt !== null,
    lastSignInAt: member.lastSignInAt?.toISOString() ?? null,
    createdAt: member.createdAt.toISOString(),
  };
}
