import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { deriveKey } from '../auth/secret-keys';
import { createStaffRepository, type StaffRow } from './staff.repository';

/** A session ends after this long without a request… */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** …and this long after signing in, however busy. */
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** A session's end moves forward at most once a minute: one write a minute, not one per request. */
const RENEWAL_STEP_MS = 60 * 1000;
/** Between a correct password and the second factor. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60 * 1000;

export interface LiveStaffSession {
  member: StaffRow;
  /** Every change must carry it in X-CSRF-Token; it is derived from the session, so it needs no storage. */
  csrfToken: string;
}

/**
 * Back-office sessions (ARCHITECTURE: Back office): a random token in the cookie, its SHA-256 in the database;
 * short, renewed while used, with an absolute end, revoked by signing out. They are a kind of their own: a
 * customer's access token is a JWT the back office never reads, and these tokens open no customer route.
 */
export function createStaffSessions({ db, secret, clock }: { db: Db; secret: string; clock: Clock }) {
  const csrfKey = deriveKey(secret, 'staff-csrf');
  const signInKey = deriveKey(secret, 'staff-sign-in');
  const repository = createStaffRepository(db);

  const csrfTokenFor = (tokenHash: string) => createHmac('sha256', csrfKey).update(tokenHash).digest('base64url');

  /** The sign-in challenge is bound to the member and to the password it proved, for a few minutes. */
  function challengeMac(staffId: number, expiresAtMs: number, passwordHash: string): string {
    return createHmac('sha256', signInKey).update(`${staffId}.${expiresAtMs}.${passwordHash}`).digest('base64url');
  }

  return {
    /** Starts a session in the caller's transaction; the token goes into the cookie and nowhere else. */
    async start(tx: Db, staffId: number): Promise<{ token: string; csrfToken: string }> {
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      const now = clock();
      await createStaffRepository(tx).insertSession({
        staffId,
        tokenHash,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + STAFF_SESSION_IDLE_MS),
        absoluteExpiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_MS),
      });
      return { token, csrfToken: csrfTokenFor(tokenHash) };
    },

    /** The live session of a cookie's token, renewed; undefined when it ended or its member is disabled. */
    async resolve(token: string): Promise<LiveStaffSession | undefined> {
      const now = clock();
      const tokenHash = hashToken(token);
      const found = await repository.findLiveSession(tokenHash, now);
      if (!found || found.member.disabledAt) return undefined;
      const { session } = found;
      if (now.getTime() - session.lastSeenAt.getTime() >= RENEWAL_STEP_MS) {
        const idleEnd = now.getTime() + STAFF_SESSION_IDLE_MS;
        const end = new Date(Math.min(idleEnd, session.absoluteExpiresAt.getTime()));
        await repository.extendSession(session.id, now, end);
      }
      return { member: found.member, csrfToken: csrfTokenFor(tokenHash) };
    },

    /** Constant-time comparison of the token a change carries with the session's. */
    csrfMatches(session: LiveStaffSession, presented: string | undefined): boolean {
      if (!presented) return false;
      const expected = Buffer.from(session.csrfToken);
      const actual = Buffer.from(presented);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },

    async end(token: string): Promise<void> {
      await repository.revokeSession(hashToken(token), clock());
    },

    /** "Sign out everywhere": every session of the member ends, this one included. */
    async endAll(staffId: number): Promise<void> {
      await repository.revokeMemberSessions(staffId, clock());
    },

    /** Proof of a correct password, for the second step of signing in. */
    issueChallenge(member: StaffRow): string {
      const expiresAtMs = clock().getTime() + SIGN_IN_CHALLENGE_MS;
      return `${member.id}.${expiresAtMs}.${challengeMac(member.id, expiresAtMs, member.passwordHash ?? '')}`;
    },

    /** The member a challenge was issued to, while it lasts and while their password is the one it proved. */
    async challengedMember(challenge: string | undefined): Promise<StaffRow | undefined> {
      const [id, expires, mac] = challenge?.split('.') ?? [];
      const staffId = Number(id);
      const expiresAtMs = Number(expires);
      if (!Number.isSafeInteger(staffId) || !Number.isSafeInteger(expiresAtMs) || !mac) return undefined;
      if (expiresAtMs <= clock().getTime()) return undefined;
      const member = await repository.findById(staffId);
      if (!member?.passwordHash) return undefined;
      const expected = Buffer.from(challengeMac(staffId, expiresAtMs, member.passwordHash));
      const actual = Buffer.from(mac);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? member : undefined;
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
