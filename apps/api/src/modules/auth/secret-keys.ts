import { createHmac } from 'node:crypto';

/**
 * One server secret, several keys: each use (access tokens, reset tokens, code hashes) gets its own key
 * derived with HMAC, so a value made for one use can never be checked successfully as another.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`beast-shop:${purpose}`).digest();
}
