import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The back office's cookies (ARCHITECTURE: Back office): httpOnly, SameSite=Strict, and Secure with the
 * `__Host-` prefix when the shop is served over https or runs in production (the prefix makes the browser
 * refuse a cookie for this name set without Secure, for another path or by a sibling domain).
 * - the session: a random token, for as long as the browser keeps it (the server ends the session itself);
 * - the sign-in: proof of a correct password while the second factor is asked for, a few minutes.
 */
export function createStaffCookies({ secure }: { secure: boolean }) {
  const prefix = secure ? '__Host-' : '';
  const SESSION = `${prefix}staff_session`;
  const SIGN_IN = `${prefix}staff_sign_in`;

  function serialize(name: string, value: string, maxAgeSeconds?: number): string {
    return [
      `${name}=${value}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Strict',
      secure ? 'Secure' : undefined,
      maxAgeSeconds === undefined ? undefined : `Max-Age=${maxAgeSeconds}`,
    ]
      .filter(Boolean)
      .join('; ');
  }

  return {
    sessionCookieName: SESSION,
    sessionToken: (request: FastifyRequest) => readCookie(request.headers.cookie, SESSION),
    signInToken: (request: FastifyRequest) => readCookie(request.headers.cookie, SIGN_IN),
    setSession: (reply: FastifyReply, token: string) => reply.header('set-cookie', serialize(SESSION, token)),
    clearSession: (reply: FastifyReply) => reply.header('set-cookie', serialize(SESSION, '', 0)),
    setSignIn: (reply: FastifyReply, token: string, maxAgeSeconds: number) =>
      reply.header('set-cookie', serialize(SIGN_IN, token, maxAgeSeconds)),
    clearSignIn: (reply: FastifyReply) => reply.header('set-cookie', serialize(SIGN_IN, '', 0)),
  };
}

export type StaffCookies = ReturnType<typeof createStaffCookies>;

/** Secure cookies when the shop is served over https, and always in production. */
export function staffCookiesFor(config: Pick<Config, 'mode' | 'publicUrl'>): StaffCookies {
  return createStaffCookies({ secure: config.mode === 'production' || config.publicUrl.startsWith('https:') });
}

/** The value of cookie `name` in a Cookie header; tokens are base64url, so no decoding is needed. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return value || undefined;
  }
  return undefined;
}
