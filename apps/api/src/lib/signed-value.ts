import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Values that come back to us in a link or a form and must be ours: `<value>.<signature>`, the signature an
 * HMAC of the value under the shop's secret and a purpose, so a value signed for one use (a test ride's cancel
 * link) is refused for another (a newsletter's unsubscribe link). The value is readable, never secret: sign ids
 * and times, not personal data.
 */
export function createSigner(secret: string, purpose: string) {
  const signatureOf = (value: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url').slice(0, 32);

  return {
    sign(value: string): string {
      return `${value}.${signatureOf(value)}`;
    },
    /** The value a token signs, or undefined when it was not signed by us for this purpose. */
    verify(token: string): string | undefined {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const value = token.slice(0, dot);
      const expected = Buffer.from(signatureOf(value));
      const actual = Buffer.from(token.slice(dot + 1));
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? value : undefined;
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;
