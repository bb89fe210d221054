/**
 * spec §4 Authenticated: "the access token has three dot-separated parts and an expiry claim later than
 * now. A token that cannot be parsed counts as valid; a token with no expiry claim counts as valid."
 * Only the claim is read: the signature is the API's business, never the browser's.
 */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return false;
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const exp = expiryOf(parts[1] ?? '');
  // spec §4: unparseable, or no expiry claim → valid.
  if (exp === undefined) return true;
  return exp * 1000 > now;
}

/** The `exp` claim (seconds) of a JWT payload segment; undefined when it cannot be read or is absent. */
function expiryOf(payloadSegment: string): number | undefined {
  try {
    const base64 = payloadSegment.replace(/-/g, '+').replace(/_/g, '/');
    const payload: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (payload as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}
