import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@beast/domain/constants/field-limits';
import type { CodePurpose } from '../../db/schema/accounts';
import { deriveKey } from './secret-keys';

/** ARCHITECTURE (Security model): 6 digits, hashed, valid 10 minutes, single use, limited tries. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000;

export function createCodes(secret: string) {
  const key = deriveKey(secret, 'one-time-code');

  /** Bound to its user and purpose, so a code for one cannot be replayed as another. */
  function hash(userId: number, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
  }

  return {
    generate(): string {
      return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
    },
    hash,
    /** Constant-time comparison of the stored hash with the typed code's. */
    matches(storedHash: string, userId: number, purpose: CodePurpose, code: string): boolean {
      const expected = Buffer.from(storedHash, 'hex');
      const actual = Buffer.from(hash(userId, purpose, code), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type CodeService = ReturnType<typeof createCodes>;
