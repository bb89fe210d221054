import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock';
import { deriveKey } from './secret-keys';

/** ARCHITECTURE (Security model): short access tokens, rotated refresh tokens, a separate reset token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const RESET_TOKEN_TTL_SECONDS = 10 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The `iss` of every token the shop signs, and the only one it accepts. */
export const TOKEN_ISSUER = 'beast-shop';

const ALGORITHM = 'HS256';
/** Verified access tokens remembered at most (the oldest is forgotten first): a few MB. */
const VERIFIED_TOKENS_KEPT = 10_000;
const ACCESS_AUDIENCE = 'access';
const RESET_AUDIENCE = 'reset-password';

export interface TokenSettings {
  secret: string;
  issuer: string;
  clock: Clock;
}

export function createTokens({ secret, issuer, clock }: TokenSettings) {
  const accessKey = deriveKey(secret, 'access-token');
  const resetKey = deriveKey(secret, 'reset-password-token');
  const fingerprintKey = deriveKey(secret, 'password-fingerprint');

  async function sign(key: Uint8Array, audience: string, userId: number, ttlSeconds: number, claims = {}) {
    const nowMs = clock().getTime();
    const now = Math.floor(nowMs / 1000);
    return (
      new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setAudience(audience)
        // To the millisecond (RFC 7519 allows fractions): "sign out everywhere" refuses the tokens issued
        // before its moment and none issued after it, even within the same second.
        .setIssuedAt(nowMs / 1000)
        .setExpirationTime(now + ttlSeconds)
        .setJti(randomUUID())
        .sign(key)
    );
  }

  /** The user id of a valid token, else undefined. The algorithm is pinned: `none` or RS256 never pass. */
  async function verify(token: string, key: Uint8Array, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        audience,
        issuer,
        currentDate: clock(),
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      return Number.isSafeInteger(userId) && userId > 0 ? { userId, payload } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Ties a reset token to the password it replaces: once the password changed, the token is spent. */
  function passwordFingerprint(passwordHash: string): string {
    return createHmac('sha256', fingerprintKey).update(passwordHash).digest('base64url').slice(0, 22);
  }

  /**
   * Access tokens whose signature and claims were checked, with their expiry (decision 11). A signed-in customer
   * sends the same token with every request for 15 minutes, and checking it with WebCrypto cost about a third of a
   * millisecond each time. Only tokens that passed `verify` are kept, and each is refused once expired.
   */
  const verifiedAccess = new Map<string, AccessTokenClaims>();

  return {
    issueAccessToken: (userId: number) => sign(accessKey, ACCESS_AUDIENCE, userId, ACCESS_TOKEN_TTL_SECONDS),

    /** The claims of a valid access token (signature, audience, expiry), before any revocation check. */
    async verifyAccessToken(token: string): Promise<AccessTokenClaims | undefined> {
      const known = verifiedAccess.get(token);
      if (known) {
        if (known.expiresAt.getTime() > clock().getTime()) return known;
        verifiedAccess.delete(token);
        return undefined;
      }
      const verified = await verify(token, accessKey, ACCESS_AUDIENCE);
      if (!verified) return undefined;
      const { jti, iat, exp } = verified.payload;
      if (typeof jti !== 'string' || typeof iat !== 'number' || typeof exp !== 'number') return undefined;
      const claims = {
        userId: verified.userId,
        jti,
        issuedAtMs: Math.round(iat * 1000),
        expiresAt: new Date(exp * 1000),
      };
      if (verifiedAccess.size >= VERIFIED_TOKENS_KEPT) verifiedAccess.delete(verifiedAccess.keys().next().value!);
      verifiedAccess.set(token, claims);
      return claims;
    },

    issueResetToken: (userId: number, passwordHash: string) =>
      sign(resetKey, RESET_AUDIENCE, userId, RESET_TOKEN_TTL_SECONDS, { pwd: passwordFingerprint(passwordHash) }),

    /** The user id and the fingerprint of the password the token may replace. */
    async verifyResetToken(token: string): Promise<{ userId: number; passwordFingerprint: string } | undefined> {
      const verified = await verify(token, resetKey, RESET_AUDIENCE);
      if (!verified || typeof verified.payload.pwd !== 'string') return undefined;
      return { userId: verified.userId, passwordFingerprint: verified.payload.pwd };
    },

    passwordFingerprint,
  };
}

export type TokenService = ReturnType<typeof createTokens>;

export interface AccessTokenClaims {
  userId: number;
  /** The token's own id: signing out puts it on the deny-list until `expiresAt`. */
  jti: string;
  issuedAtMs: number;
  expiresAt: Date;
}

/** A refresh token: 32 random bytes for the client, only their SHA-256 for the database. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
