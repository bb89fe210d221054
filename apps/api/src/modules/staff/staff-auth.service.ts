import type {
  Enrolment,
  SecondFactorRequest,
  SecondFactorSetup,
  SignedInStaff,
} from '@beast/domain/staff/staff-api.schema';
import { normaliseSecondFactorCode } from '@beast/domain/staff/staff-api.schema';
import { type Db, inTransaction } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/passwords';
import type { SecondFactor } from './second-factor';
import { createStaffRepository, type StaffRow } from './staff.repository';
import { hashToken, type StaffSessions } from './staff-sessions';

/** Failed passwords and codes in a row before the account is locked… */
export const STAFF_MAX_FAILED_ATTEMPTS = 5;
/** …for this long. */
export const STAFF_LOCK_MS = 15 * 60 * 1000;

export interface StartedSession {
  token: string;
  csrfToken: string;
  staff: SignedInStaff;
}

export type SignInStep = { next: 'second-factor'; challenge: string } | { next: 'signed-in'; session: StartedSession };

export interface StaffAuthDependencies {
  db: Db;
  clock: Clock;
  /** Demo mode lets the demo admin in without a second factor; production never lets anyone in without one. */
  mode: 'demo' | 'production';
  secondFactor: SecondFactor;
  sessions: StaffSessions;
}

/**
 * Signing staff in (ARCHITECTURE: Back office): email and password (Argon2id, as customers), then a code from
 * their authenticator app or a recovery code; enrolment with the one-time link; locking after repeated
 * failures. Services never see the request: cookies are the routes' business.
 */
export function createStaffAuthService({ db, clock, mode, secondFactor, sessions }: StaffAuthDependencies) {
  const repository = createStaffRepository(db);

  function assertNotLocked(member: StaffRow) {
    const lockedFor = (member.lockedUntil?.getTime() ?? 0) - clock().getTime();
    if (lockedFor > 0) throw new DomainError('STAFF_LOCKED', undefined, Math.ceil(lockedFor / 1000));
  }

  async function recordFailure(member: StaffRow) {
    const now = clock();
    await repository.recordFailure(member.id, STAFF_MAX_FAILED_ATTEMPTS, new Date(now.getTime() + STAFF_LOCK_MS), now);
  }

  /** Signs the member in, in the caller's transaction: the failures are forgotten and a session starts. */
  async function startSessionIn(tx: Db, member: StaffRow): Promise<StartedSession> {
    const now = clock();
    await createStaffRepository(tx).update(member.id, {
      failedAttempts: 0,
      lockedUntil: null,
      lastSignInAt: now,
      updatedAt: now,
    });
    return { ...(await sessions.start(tx, member.id)), staff: signedInStaff(member) };
  }

  const startSession = (member: StaffRow) => inTransaction(db, (tx) => startSessionIn(tx, member));

  /** True when the code is right for the member: a new code of their app, or one of their unused recovery codes. */
  async function secondFactorAccepted(member: StaffRow, request: SecondFactorRequest): Promise<boolean> {
    if (request.method === 'recovery') {
      return repository.useRecoveryCode(member.id, secondFactor.recoveryHash(member.id, request.code), clock());
    }
    if (!member.totpSecret || !member.totpConfirmedAt) return false;
    const code = normaliseSecondFactorCode(request.code);
    const step = await secondFactor.acceptedStep(member.totpSecret, code, member.totpLastStep);
    return step !== undefined && repository.takeTotpStep(member.id, step);
  }

  /** The member a live enrolment link names; anything else answers ENROLMENT_LINK_INVALID. */
  async function enrollingMember(token: string): Promise<StaffRow> {
    const member = await repository.findByEnrolmentToken(hashToken(token));
    const expired = (member?.enrolmentExpiresAt?.getTime() ?? 0) <= clock().getTime();
    if (!member || expired || member.disabledAt) throw new DomainError('ENROLMENT_LINK_INVALID');
    return member;
  }

  return {
    /**
     * The first step. A wrong email or password answers INVALID_CREDENTIALS (after the same work either way);
     * a right password asks for the second factor. A member without one is refused in production (they
     * enrol first), and let in only in demo mode (the demo admin).
     */
    async signIn(email: string, password: string): Promise<SignInStep> {
      const member = await repository.findByEmail(email);
      if (!member?.passwordHash || member.disabledAt) {
        await verifyAgainstDecoy(password);
        throw new DomainError('INVALID_CREDENTIALS');
      }
      assertNotLocked(member);
      if (!(await verifyPassword(member.passwordHash, password))) {
        await recordFailure(member);
        throw new DomainError('INVALID_CREDENTIALS');
      }
      if (member.totpConfirmedAt) return { next: 'second-factor', challenge: sessions.issueChallenge(member) };
      if (mode !== 'demo') throw new DomainError('STAFF_ENROLMENT_REQUIRED');
      return { next: 'signed-in', session: await startSession(member) };
    },

    /** The second step, with the challenge of the first. */
    async completeSignIn(challenge: string | undefined, request: SecondFactorRequest): Promise<StartedSession> {
      const member = await sessions.challengedMember(challenge);
      if (!member || member.disabledAt || !member.totpConfirmedAt) throw new DomainError('SIGN_IN_EXPIRED');
      assertNotLocked(member);
      if (!(await secondFactorAccepted(member, request))) {
        await recordFailure(member);
        throw new DomainError('SECOND_FACTOR_INCORRECT');
      }
      return startSession(member);
    },

    /** Whom an enrolment link enrols (the page greets them). */
    async enrolment(token: string): Promise<Enrolment> {
      const member = await enrollingMember(token);
      return { email: member.email, name: member.name };
    },

    /**
     * Enrolment, first step: the password, and a new second factor to scan. Its secret is shown this once;
     * asking again replaces it (nothing is confirmed until the app's first code comes back).
     */
    async setEnrolmentPassword(token: string, password: string): Promise<SecondFactorSetup> {
      const member = await enrollingMember(token);
      const passwordHash = await hashPassword(password);
      const { sealed, ...setup } = await secondFactor.newSecret(member.email);
      await repository.update(member.id, {
        passwordHash,
        totpSecret: sealed,
        totpConfirmedAt: null,
        totpLastStep: null,
        updatedAt: clock(),
      });
      return setup;
    },

    /**
     * Enrolment, last step: the app's first code proves it holds the secret. The link is spent, the recovery
     * codes are made (shown this once) and the member is signed in.
     */
    async confirmEnrolment(token: string, code: string): Promise<StartedSession & { recoveryCodes: string[] }> {
      const member = await enrollingMember(token);
      assertNotLocked(member);
      const step =
        member.passwordHash && member.totpSecret
          ? await secondFactor.acceptedStep(member.totpSecret, normaliseSecondFactorCode(code), null)
          : undefined;
      if (step === undefined) {
        await recordFailure(member);
        throw new DomainError('SECOND_FACTOR_INCORRECT');
      }
      const recovery = secondFactor.newRecoveryCodes(member.id);
      const now = clock();
      const session = await inTransaction(db, async (tx) => {
        const staff = createStaffRepository(tx);
        await staff.replaceRecoveryCodes(member.id, recovery.hashes);
        const enrolled = await staff.update(member.id, {
          totpConfirmedAt: now,
          totpLastStep: step,
          enrolmentTokenHash: null,
          enrolmentExpiresAt: null,
          updatedAt: now,
        });
        return startSessionIn(tx, enrolled);
      });
      return { ...session, recoveryCodes: recovery.codes };
    },

    signOut: (token: string) => sessions.end(token),
    signOutEverywhere: (staffId: number) => sessions.endAll(staffId),
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;

export function signedInStaff(member: StaffRow): SignedInStaff {
  return { id: member.id, email: member.email, name: member.name, role: member.role };
}
