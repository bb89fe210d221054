import { describe, expect, it } from 'vitest';
import { createSigner } from './signed-value';

const secret = 'a-secret-of-the-shop-for-tests-only-0123456789';

describe('signed values', () => {
  it('gives back the value it signed', () => {
    const signer = createSigner(secret, 'test-ride');
    expect(signer.verify(signer.sign('42.1790000000000'))).toBe('42.1790000000000');
  });

  it('refuses a changed value, a changed signature, another purpose and another secret', () => {
    const token = createSigner(secret, 'test-ride').sign('42');
    const signer = createSigner(secret, 'test-ride');
    expect(signer.verify(token.replace(/^42/, '43'))).toBeUndefined();
    expect(signer.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(createSigner(secret, 'newsletter').verify(token)).toBeUndefined();
    expect(createSigner(`${secret}!`, 'test-ride').verify(token)).toBeUndefined();
    expect(signer.verify('42')).toBeUndefined();
    expect(signer.verify('.abc')).toBeUndefined();
  });
});
