import {
  type CodePurpose as ApiCodePurpose,
  type CodeSent,
  RESEND_AFTER_SECONDS,
  type Tokens,
} from '@beast/domain/accounts/accounts-api.schema';
import type { Locale } from '@beast/domain/i18n/locale';
import { dateOfBirthToIso } from '@beast/domain/validation/date-of-birth.schema';
import type { Registration } from '@beast/domain/validation/registration.schema';
import { type Db, inTransaction, isUniqueViolation } from '../../db/client';
import type { CodePurpose } from '../../db/schema/accounts';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../lib/clock';
import { createOutboxRepository } from '../mail/outbox.repository';
import { codeEmail } from '../mail/templates';
import type { AccessTokenRevocations } from './access-token-revocations';
import { type AuthRepository, createAuthRepository, type UserRow } from './auth.repository';
import { CODE_MAX_TRIES, CODE_TTL_MINUTES, CODE_TTL_MS, type CodeService } from './codes';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type TokenService } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
const RESEND_LOCK_MS = RESEND_AFTER_SECONDS * 1000;

export interface AuthServiceDependencies {
  db: Db;
  tokens: TokenService;
  codes: CodeService;
  clock: Clock;
  brandName: string;
  /** Origin of the storefront, for the links in emails (PUBLIC_URL; never the request's Host header). */
  publicOrigin: string;
  codesPerHour: number;
  /** Where signed-out access tokens are refused until they expire. */
  revocations: AccessTokenRevocations;
}

/** Sign-in use cases of spec §4: registration, confirmation, login, codes, refresh, reset, logout. */
export function createAuthService(deps: AuthServiceDependencies) {
  const { db, tokens, codes, clock, revocations } = deps;
  const repository = createAuthRepository(db);

  /** Writes a new code and its email in the caller's transaction; the previous code of the purpose ends. */
  async function issueCode(tx: Db, user: UserRow, purpose: CodePurpose) {
    const now = clock();
    const auth = createAuthRepository(tx);
    const code = codes.generate();
    await auth.consumeLiveCodes(user.id, purpose, now);
    await auth.insertCode({
      userId: user.id,
      purpose,
      codeHash: codes.hash(user.id, purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    const content = codeEmail({
      kind: purpose,
      locale: user.language,
      brandName: deps.brandName,
      firstName: user.firstName,
      code,
      validMinutes: CODE_TTL_MINUTES,
      link: purpose === 'email-confirmation' ? confirmationLink(user, code) : undefined,
    });
    await createOutboxRepository(tx).enqueue({ to: user.email, userId: user.id, ...content }, now);
  }

  /** spec §2: the storefront's /emailConfirm page, in the user's language. */
  function confirmationLink(user: UserRow, code: string): string {
    const query = new URLSearchParams({ email: user.email, code });
    return `${deps.publicOrigin}/${user.language}/emailConfirm?${query}`;
  }

  /** spec §4: one email per minute per address and purpose; a few codes per hour per account. */
  async function assertMayIssueCode(user: UserRow, purpose: CodePurpose) {
    const now = clock().getTime();
    const latest = await repository.findLatestCodeTime(user.id, purpose);
    const wait = latest ? latest.getTime() + RESEND_LOCK_MS - now : 0;
    if (wait > 0) throw new DomainError('RESEND_TOO_SOON', undefined, Math.ceil(wait / 1000));
    const sentLastHour = await repository.countCodesSince(user.id, purpose, new Date(now - HOUR_MS));
    if (sentLastHour >= deps.codesPerHour) throw new DomainError('RATE_LIMITED', undefined, HOUR_MS / 1000);
  }

  /**
   * Checks a code: expired, used or out of tries → VERIFICATION_CODE_EXPIRED; wrong → INCORRECT (the try is
   * counted first, atomically, so parallel guesses cannot exceed the limit).
   */
  async function useCode(user: UserRow, purpose: CodePurpose, code: string): Promise<void> {
    const live = await repository.findLiveCode(user.id, purpose);
    if (!live || live.expiresAt.getTime() <= clock().getTime()) throw new DomainError('VERIFICATION_CODE_EXPIRED');
    if (!(await repository.takeTry(live.id, CODE_MAX_TRIES))) throw new DomainError('VERIFICATION_CODE_EXPIRED');
    if (!codes.matches(live.codeHash, user.id, purpose, code)) throw new DomainError('VERIFICATION_CODE_INCORRECT');
    if (!(await repository.consumeCode(live.id, clock()))) throw new DomainError('VERIFICATION_CODE_EXPIRED');
    // Whoever read a code from the mailbox owns the address.
    await repository.confirmEmail(user.id, clock());
  }

  /** Starts a new refresh-token family (a new device or sign-in). */
  async function startSession(tx: Db, userId: number, family: string = crypto.randomUUID()): Promise<Tokens> {
    const refresh = newRefreshToken();
    const now = clock();
    await createAuthRepository(tx).insertRefreshToken({
      userId,
      family,
      tokenHash: refresh.hash,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    return { accessToken: await tokens.issueAccessToken(userId), refreshToken: refresh.token };
  }

  async function userWithEmail(email: string): Promise<UserRow> {
    const user = await repository.findUserByEmail(email);
    if (!user) throw new DomainError('NO_USER_WITH_EMAIL');
    return user;
  }

  const codeSent = (): CodeSent => ({ sent: true, resendAfterSeconds: RESEND_AFTER_SECONDS });

  return {
    /** spec §3 Registration, §6: an existing email (any case) answers "This user already exists". */
    async register(input: Registration, locale: Locale): Promise<{ id: number; email: string }> {
      if (await repository.findUserByEmail(input.email)) throw new DomainError('USER_EXISTS');
      const passwordHash = await hashPassword(input.password);
      try {
        return await inTransaction(db, async (tx) => {
          const user = await createAuthRepository(tx).insertUser(newUserValues(input, passwordHash, locale, clock()));
          await issueCode(tx, user, 'email-confirmation');
          return { id: user.id, email: user.email };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('USER_EXISTS');
        throw error;
      }
    },

    /**
     * The checkout creates an account for a guest (spec §3 registerUser): the same confirmation email as
     * registration, written in the caller's transaction so it goes out only if the order is placed.
     */
    async queueEmailConfirmation(tx: Db, user: UserRow): Promise<void> {
      await issueCode(tx, user, 'email-confirmation');
    },

    async confirmEmail(email: string, code: string): Promise<{ confirmed: true }> {
      const user = await userWithEmail(email);
      // A second click on the link: the address is confirmed already, nothing to do.
      if (user.emailConfirmedAt) return { confirmed: true };
      await useCode(user, 'email-confirmation', code);
      return { confirmed: true };
    },

    async resendConfirmation(email: string): Promise<CodeSent> {
      const user = await userWithEmail(email);
      if (user.emailConfirmedAt) throw new DomainError('EMAIL_ALREADY_CONFIRMED');
      await assertMayIssueCode(user, 'email-confirmation');
      await inTransaction(db, (tx) => issueCode(tx, user, 'email-confirmation'));
      return codeSent();
    },

    /** spec §4 Login by credentials; the right password on an unconfirmed address answers 403. */
    async login(email: string, password: string): Promise<Tokens> {
      const user = await repository.findUserByEmail(email);
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
      if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS');
      // Said only to whoever knows the password: the address alone tells nobody the account is disabled.
      assertEnabled(user);
      if (!user.emailConfirmedAt) throw new DomainError('EMAIL_NOT_CONFIRMED');
      return inTransaction(db, (tx) => startSession(tx, user.id));
    },

    /** spec §4: login by a code sent to the email, and the first step of the password reset. */
    async sendCode(email: string, purpose: ApiCodePurpose): Promise<CodeSent> {
      const user = await userWithEmail(email);
      assertEnabled(user);
      await assertMayIssueCode(user, purpose);
      await inTransaction(db, (tx) => issueCode(tx, user, purpose));
      return codeSent();
    },

    async verifyCode(
      email: string,
      code: string,
      purpose: ApiCodePurpose,
    ): Promise<Tokens | { resetPasswordToken: string }> {
      const user = await repository.findUserByEmail(email);
      if (!user) throw new DomainError('VERIFICATION_CODE_INCORRECT');
      assertEnabled(user);
      await useCode(user, purpose, code);
      if (purpose === 'reset-password') {
        return { resetPasswordToken: await tokens.issueResetToken(user.id, user.passwordHash) };
      }
      return inTransaction(db, (tx) => startSession(tx, user.id));
    },

    /**
     * spec §7 auth/refresh/token: rotates the refresh token. A token presented again after its rotation
     * means it leaked: the whole family is revoked (after this transaction, so the revocation stays).
     */
    async refresh(refreshToken: string): Promise<Tokens> {
      const outcome = await inTransaction(db, async (tx) => {
        const auth = createAuthRepository(tx);
        const row = await auth.findRefreshToken(hashRefreshToken(refreshToken));
        if (!row || row.revokedAt || row.expiresAt.getTime() <= clock().getTime()) return 'invalid' as const;
        // Disabling revokes the account's refresh tokens; this also covers one rotated at that very moment.
        if ((await auth.findUserById(row.userId))?.disabledAt) return 'invalid' as const;
        if (row.rotatedAt || !(await auth.rotateRefreshToken(row.id, clock()))) {
          await auth.revokeFamily(row.family, clock());
          return 'reused' as const;
        }
        return startSession(tx, row.userId, row.family);
      });
      if (typeof outcome === 'string') throw new DomainError('UNAUTHORIZED');
      return outcome;
    },

    /**
     * spec §4 logout: revokes the refresh token and, when the request carries it, the access token too (until
     * it expires), so a copy of either stops working now rather than in 15 minutes.
     */
    async logout(refreshToken: string, accessToken: string | undefined): Promise<void> {
      await repository.revokeRefreshToken(hashRefreshToken(refreshToken), clock());
      const claims = accessToken ? await tokens.verifyAccessToken(accessToken) : undefined;
      if (claims) await revocations.revoke(claims);
    },

    /**
     * "Sign out everywhere": every refresh-token family of the user is revoked and every access token issued
     * until now is refused, on every device (each is signed out at its next request).
     */
    async logoutEverywhere(userId: number): Promise<void> {
      const now = clock();
      await repository.revokeUserRefreshTokens(userId, now);
      await revocations.revokeUserTokensBefore(userId, now);
    },

    /**
     * spec §4 Password reset, last step. The token is bound to the password it replaces, so it works once;
     * every refresh token of the user is revoked.
     */
    async resetPassword(resetToken: string, password: string): Promise<void> {
      const claims = await tokens.verifyResetToken(resetToken);
      const user = claims && (await repository.findUserById(claims.userId));
      if (!user || tokens.passwordFingerprint(user.passwordHash) !== claims.passwordFingerprint) {
        throw new DomainError('UNAUTHORIZED');
      }
      const nextHash = await hashPassword(password);
      const changed = await inTransaction(db, async (tx) => {
        const auth = createAuthRepository(tx);
        if (!(await auth.replacePasswordHash(user.id, user.passwordHash, nextHash, clock()))) return false;
        await auth.revokeUserRefreshTokens(user.id, clock());
        await auth.confirmEmail(user.id, clock());
        return true;
      });
      if (!changed) throw new DomainError('UNAUTHORIZED');
      // Whoever had the old password may hold an access token: it ends too.
      await revocations.revokeUserTokensBefore(user.id, clock());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Staff disabled the account (back office, Customers): no sign-in, no code, no new session. */
function assertEnabled(user: UserRow): void {
  if (user.disabledAt) throw new DomainError('ACCOUNT_DISABLED');
}

export type { AuthRepository };

function newUserValues(input: Registration, passwordHash: string, language: Locale, now: Date) {
  return {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    gender: input.gender,
    dateOfBirth: input.dateOfBirthday ? (dateOfBirthToIso(input.dateOfBirthday) ?? null) : null,
    nationality: input.nationality || null,
    country: input.country,
    city: input.city,
    countryCode: input.countryCode,
    phoneNumber: input.phoneNumber,
    language,
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}
