import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokens } from './tokens';

describe('access tokens', () => {
  it('checks a token’s signature once, and refuses it once expired all the same', async () => {
    let now = Date.UTC(2026, 10, 24, 9, 0, 0);
    const tokens = createTokens({ secret: 'a'.repeat(40), issuer: 'beast-shop', clock: () => new Date(now) });
    const token = await tokens.issueAccessToken(42);
    const checked = await tokens.verifyAccessToken(token);
    expect(checked?.userId).toBe(42);
    // Checked once: later requests get the very claims the first check produced, not a new check's.
    expect(await tokens.verifyAccessToken(token)).toBe(checked);
    expect(await tokens.verifyAccessToken(token)).toBe(checked);
    now += (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000;
    expect((await tokens.verifyAccessToken(token))?.userId).toBe(42);
    now += 1000;
    expect(await tokens.verifyAccessToken(token)).toBeUndefined();
  });

  it('remembers no token that failed, nor one signed with another secret', async () => {
    const clock = () => new Date();
    const ours = createTokens({ secret: 'a'.repeat(40), issuer: 'beast-shop', clock });
    const theirs = createTokens({ secret: 'b'.repeat(40), issuer: 'beast-shop', clock });
    const foreign = await theirs.issueAccessToken(7);
    expect(await ours.verifyAccessToken(foreign)).toBeUndefined();
    expect(await ours.verifyAccessToken(foreign)).toBeUndefined();
    expect(await ours.verifyAccessToken(`${await ours.issueAccessToken(7)}x`)).toBeUndefined();
  });
});
