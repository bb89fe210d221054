import { describe, expect, it } from 'vitest';
import { redirectQuery } from './browser-session';

describe('the page a visitor goes back to after signing in or registering', () => {
  it('is passed on as a query, only when it is a path of this shop', () => {
    const at = (query: string) => new URL(`https://shop.example/fr/register${query}`);
    expect(redirectQuery(at('?redirectTo=%2Ffr%2Fsubscription'))).toBe('?redirectTo=%2Ffr%2Fsubscription');
    expect(redirectQuery(at('?redirectTo=%2Ffr%2Fsubscription'), '&')).toBe('&redirectTo=%2Ffr%2Fsubscription');
    expect(redirectQuery(at(''))).toBe('');
    expect(redirectQuery(at('?redirectTo=https%3A%2F%2Fevil.example'))).toBe('');
    expect(redirectQuery(at('?redirectTo=%2F%2Fevil.example'))).toBe('');
  });
});
