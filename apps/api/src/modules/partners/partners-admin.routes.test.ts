import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMembership } from '../../test/partners';
import { auditEntriesOf, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activeCompanyIds } from './memberships.repository';

/** The back office's members of a partner company: listed, and revoked at once, audited. */

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('a company’s members in the back office', () => {
  it('lists the member and revokes the membership: no flash offer is theirs any more', async () => {
    const { company, customer, membership } = await createTestMembership(harness);
    const sales = await signedInStaff(harness, 'sales');
    const members = await harness.app.inject({
      url: `/api/admin/companies/${company.id}/members`,
      headers: sales.headers.read,
    });
    expect(members.json().members).toEqual([
      expect.objectContaining({
        id: membership.id,
        email: customer.email,
        workEmail: membership.workEmail,
        state: 'live',
      }),
    ]);
    const revoke = () =>
      harness.app.inject({
        method: 'POST',
        url: `/api/admin/companies/${company.id}/members/${membership.id}/revoke`,
        headers: sales.headers.change,
      });
    const revoked = await revoke();
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().members[0]).toMatchObject({ state: 'revoked' });
    expect(await activeCompanyIds(harness.database.db, customer.id, new Date())).toEqual([]);
    expect((await revoke()).statusCode).toBe(404);
    const [entry] = await auditEntriesOf(harness, 'company-membership', String(membership.id));
    expect(entry).toMatchObject({ action: 'revoked', staffId: sales.id });
  });

  it('refuses a member of another company', async () => {
    const first = await createTestMembership(harness);
    const second = await createTestMembership(harness);
    const admin = await signedInStaff(harness);
    const wrong = await harness.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${first.company.id}/members/${second.membership.id}/revoke`,
      headers: admin.headers.change,
    });
    expect(wrong.statusCode).toBe(404);
  });
});
