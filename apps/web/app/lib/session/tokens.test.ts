import { describe, expect, it } from 'vitest';
import { isTokenValid } from './tokens';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

function base64url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function jwt(payload: unknown): string {
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.signature`;
}

describe('spec §4 Authenticated: the access token rule', () => {
  it.each([
    ['a token expiring in a minute', jwt({ sub: '1', exp: seconds(NOW + 60_000) }), true],
    ['a token that expired a second ago', jwt({ sub: '1', exp: seconds(NOW - 1000) }), false],
    ['a token expiring exactly now', jwt({ exp: seconds(NOW) }), false],
    ['a token without an expiry claim (counts as valid)', jwt({ sub: '1' }), true],
    ['a token whose expiry is not a number (counts as valid)', jwt({ exp: 'tomorrow' }), true],
    ['a payload that is not JSON (unparseable counts as valid)', 'header.not-json!.signature', true],
    ['a payload that is JSON null (counts as valid)', `h.${base64url('null')}.s`, true],
    ['a token with two parts', 'header.payload', false],
    ['a token with four parts', 'a.b.c.d', false],
    ['a token with no dot', 'opaque-token', false],
    ['an empty string', '', false],
    ['no token at all', null, false],
    ['an undefined token', undefined, false],
  ])('%s → %s', (_name, token, expected) => {
    expect(isTokenValid(token, NOW)).toBe(expected);
  });

  it('reads base64url payloads that need padding and use - and _', () => {
    const token = jwt({ exp: seconds(NOW + 3600_000), name: '~~~?>>>' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(isTokenValid(token, NOW)).toBe(true);
  });
});
