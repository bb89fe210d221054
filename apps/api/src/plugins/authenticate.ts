import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import type { AccessTokenRevocations } from '../modules/auth/access-token-revocations';
import type { TokenService } from '../modules/auth/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `authenticate` hook; 0 on routes that do not use it. */
    userId: number;
  }
}

/** OpenAPI: routes that need an access token declare this security requirement. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** `Authorization: Bearer <token>` → the token, else undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * A hook routes opt into (`onRequest: authenticate`): verifies the bearer access token and sets
 * `request.userId`; anything else answers 401 UNAUTHORIZED (spec §4: the storefront then refreshes once).
 */
export function createAuthenticate(tokens: TokenService, revocations: AccessTokenRevocations) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    const claims = token ? await tokens.verifyAccessToken(token) : undefined;
    // A signed-out token, or one issued before "sign out everywhere", counts as expired.
    if (!claims || (await revocations.isRevoked(claims))) {
      reply.header('www-authenticate', 'Bearer');
      throw new DomainError('UNAUTHORIZED');
    }
    request.userId = claims.userId;
  };
}

export type Authenticate = ReturnType<typeof createAuthenticate>;

/**
 * For public routes that answer more precisely for a signed-in user: without an Authorization header the
 * request is a guest's (`request.userId` stays 0); a token that is present but invalid or expired answers
 * 401, so the storefront refreshes it (spec §4) rather than silently being treated as a guest.
 */
export function createOptionalAuthenticate(authenticate: Authenticate) {
  return async function authenticateIfPresent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.headers.authorization === undefined) return;
    await authenticate(request, reply);
  };
}
