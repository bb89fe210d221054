import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_GROUP_LENGTH, SECOND_FACTOR_CODE_LENGTH } from '@beast/domain/constants/field-limits';
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  type SecondFactorSetup,
} from '@beast/domain/staff/staff-api.schema';
import type { Clock } from '../../lib/clock';
import { deriveKey } from '../auth/secret-keys';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, a new code every 30 seconds. */
const TOTP_PERIOD_SECONDS = 30;
/**
 * A code of the step before or after the current one is accepted too: phones' clocks drift, and a code typed
 * in its last seconds arrives in the next step.
 */
const TOTP_WINDOW = 1;
/** Recovery codes given at enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** The TOTP and QR libraries are loaded when a member signs in or enrols, not at start (decision 11). */
let totpLibrary: Promise<typeof import('otpauth')> | undefined;
const otpauth = () => (totpLibrary ??= import('otpauth'));

/**
 * Staff's second factor (ARCHITECTURE: Back office): TOTP secrets, stored sealed with AES-256-GCM under a key
 * derived from the server secret (a copy of the database alone gives no codes), and single-use recovery
 * codes, stored as HMACs bound to their member.
 */
export function createSecondFactor({ secret, issuer, clock }: { secret: string; issuer: string; clock: Clock }) {
  const sealingKey = deriveKey(secret, 'staff-totp-secret');
  const recoveryKey = deriveKey(secret, 'staff-recovery-code');

  function seal(base32: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealingKey, iv);
    const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  function open(stored: string): string {
    const [version, iv, sealed] = stored.split('.');
    if (version !== 'v1' || !iv || !sealed) throw new Error('unknown sealed TOTP secret format');
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  }

  async function totpOf(base32: string, label: string) {
    const { Secret, TOTP } = await otpauth();
    return new TOTP({
      issuer,
      label,
      secret: Secret.fromBase32(base32),
      digits: SECOND_FACTOR_CODE_LENGTH,
      period: TOTP_PERIOD_SECONDS,
    });
  }

  function recoveryHash(staffId: number, code: string): string {
    return createHmac('sha256', recoveryKey)
      .update(`${staffId}:${normaliseRecoveryCode(code)}`)
      .digest('hex');
  }

  return {
    /** A new secret for `label` (the member's email): what the app scans, and its sealed form for the database. */
    async newSecret(label: string): Promise<SecondFactorSetup & { sealed: string }> {
      const { Secret } = await otpauth();
      const secretBase32 = new Secret({ size: 20 }).base32;
      const otpauthUri = (await totpOf(secretBase32, label)).toString();
      const { default: qrcode } = await import('qrcode');
      const qrSvg = await qrcode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret: secretBase32, otpauthUri, qrSvg, sealed: seal(secretBase32) };
    },

    /**
     * The time step a code belongs to when it is right for the sealed secret and newer than `lastStep` (a code
     * is never accepted twice); else undefined.
     */
    async acceptedStep(sealed: string, code: string, lastStep: number | null): Promise<number | undefined> {
      const totp = await totpOf(open(sealed), '');
      const timestamp = clock().getTime();
      const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
      if (delta === null) return undefined;
      const step = totp.counter({ timestamp }) + delta;
      return lastStep === null || step > lastStep ? step : undefined;
    },

    /** Ten codes like `K7QPM-2XWTD`, for the member to keep, and their hashes for the database. */
    newRecoveryCodes(staffId: number): { codes: string[]; hashes: string[] } {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
        normaliseRecoveryCode(
          Array.from(
            { length: 2 * RECOVERY_CODE_GROUP_LENGTH },
            () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
          ).join(''),
        ),
      );
      return { codes, hashes: codes.map((code) => recoveryHash(staffId, code)) };
    },

    /** What a typed recovery code is looked up by (any case, with or without its dash). */
    recoveryHash,
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
