import { describe, expect, it } from 'vitest';
import { backOfficePath, backOfficeRedirect, signInPath } from './back-office-api.server';

describe('the back office’s own addresses', () => {
  it('keeps a redirect inside the back office', () => {
    expect(backOfficePath('/admin/audit?staffId=3')).toBe('/admin/audit?staffId=3');
    expect(backOfficePath('/admin/sign-in?step=code')).toBe('/admin/sign-in?step=code');
    for (const elsewhere of ['//evil.example/admin', 'https://evil.example', '/en/cart', '/administration', '', null]) {
      expect(backOfficePath(elsewhere), String(elsewhere)).toBe('/admin');
    }
  });

  it('never sends a member back to the sign-in page after signing in', () => {
    expect(backOfficeRedirect('/admin/staff')).toBe('/admin/staff');
    expect(backOfficeRedirect('/admin/sign-in?step=code')).toBe('/admin');
  });

  it('signs in and comes back to the page asked for', () => {
    expect(signInPath(new Request('http://shop.test/admin/audit?from=2026-01-01'))).toBe(
      '/admin/sign-in?redirectTo=%2Fadmin%2Faudit%3Ffrom%3D2026-01-01',
    );
    expect(signInPath(new Request('http://shop.test/admin'))).toBe('/admin/sign-in');
  });
});
