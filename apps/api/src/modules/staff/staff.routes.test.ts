import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffMembers } from '../../db/schema/staff';
import { createStaffMember, signedInStaff, staffSessionFor, uniqueStaffEmail } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The Staff screen's API: admins invite members, change their role, disable them and reset their second factor. */

let harness: TestApp;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInStaff(harness, 'admin');
});
afterAll(() => harness.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object = {}, headers = admin.headers.change) =>
  harness.app.inject({ method, url, payload, headers });

async function auditedActions(email: string) {
  const rows = await harness.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'staff'), eq(auditLog.entityKey, email)))
    .orderBy(auditLog.id);
  return rows.map((row) => ({ action: row.action, staffId: row.staffId, before: row.before, after: row.after }));
}

describe('the Staff screen', () => {
  it('invites a member with a one-time enrolment link, and lists them as invited', async () => {
    const email = uniqueStaffEmail('invite');
    const invited = await send('POST', '/api/admin/staff', { email, name: 'Ida Invite', role: 'support' });
    expect(invited.statusCode, invited.body).toBe(201);
    const body = invited.json();
    expect(body.enrolmentLink).toMatch(new RegExp(`^${harness.config.publicUrl}/admin/enrol\\?token=[\\w-]{43}$`));
    expect(body.staff).toMatchObject({
      email,
      name: 'Ida Invite',
      role: 'support',
      status: 'invited',
      secondFactor: false,
    });
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(71 * 60 * 60 * 1000);
    const [row] = await harness.database.db.select().from(staffMembers).where(eq(staffMembers.email, email));
    expect(row?.enrolmentTokenHash).not.toContain(new URL(body.enrolmentLink).searchParams.get('token'));

    const list = await harness.app.inject({ method: 'GET', url: '/api/admin/staff', headers: admin.headers.read });
    expect(list.json().data[0]).toMatchObject({ email, status: 'invited' });
    expect(await auditedActions(email)).toEqual([
      { action: 'created', staffId: admin.id, before: null, after: { email, name: 'Ida Invite', role: 'support' } },
    ]);
  });

  it('refuses an email already taken (any case) and says which fields are wrong, in the request language', async () => {
    const existing = await createStaffMember(harness);
    const taken = await send('POST', '/api/admin/staff', {
      email: existing.email.toUpperCase(),
      name: 'X',
      role: 'sales',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('STAFF_EXISTS');

    const invalid = await send('POST', '/api/admin/staff?lang=fr', { email: 'nope', name: ' Lead', role: 'boss' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      email: 'Veuillez saisir un e-mail valide, par exemple nom@exemple.ch.',
      name: 'Le nom ne peut pas commencer par une espace.',
      role: 'Veuillez choisir un rôle.',
    });
  });

  it('changes a role, and never one’s own', async () => {
    const member = await createStaffMember(harness, { role: 'support' });
    const changed = await send('PUT', `/api/admin/staff/${member.id}/role`, { role: 'sales' });
    expect(changed.json()).toMatchObject({ id: member.id, role: 'sales' });
    expect(await auditedActions(member.email)).toMatchObject([
      { action: 'role-changed', before: { role: 'support' }, after: { role: 'sales' } },
    ]);
    const own = await send('PUT', `/api/admin/staff/${admin.id}/role`, { role: 'support' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('STAFF_SELF_CHANGE');
    expect((await send('PUT', '/api/admin/staff/999999/role', { role: 'sales' })).statusCode).toBe(404);
  });

  it('disables a member, whose sessions end at once, and enables them again', async () => {
    const member = await createStaffMember(harness, { role: 'sales' });
    const theirs = await staffSessionFor(harness, member.id);
    const session = () => harness.app.inject({ method: 'GET', url: '/api/admin/session', headers: theirs.read });
    expect((await session()).statusCode).toBe(200);

    expect((await send('POST', `/api/admin/staff/${member.id}/disable`)).json()).toMatchObject({ status: 'disabled' });
    expect((await session()).statusCode).toBe(401);
    expect((await send('POST', `/api/admin/staff/${admin.id}/disable`)).json().error.code).toBe('STAFF_SELF_CHANGE');

    expect((await send('POST', `/api/admin/staff/${member.id}/enable`)).json()).toMatchObject({ status: 'active' });
    expect((await session()).statusCode).toBe(401);
    expect((await auditedActions(member.email)).map((entry) => entry.action)).toEqual(['disabled', 'enabled']);
  });

  it('resets a second factor: the sessions and recovery codes end, and a new link enrols the member again', async () => {
    const member = await createStaffMember(harness, { role: 'content' });
    const theirs = await staffSessionFor(harness, member.id);
    const reset = await send('POST', `/api/admin/staff/${member.id}/reset-second-factor`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().staff).toMatchObject({ status: 'invited', secondFactor: false });
    const session = await harness.app.inject({ method: 'GET', url: '/api/admin/session', headers: theirs.read });
    expect(session.statusCode).toBe(401);
    const token = new URL(reset.json().enrolmentLink).searchParams.get('token');
    const enrolment = await harness.app.inject({ method: 'GET', url: `/api/admin/enrolment?token=${token}` });
    expect(enrolment.json()).toMatchObject({ email: member.email });
    const signIn = await send(
      'POST',
      '/api/admin/auth/sign-in',
      { email: member.email, password: member.password },
      {},
    );
    expect(signIn.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(await auditedActions(member.email)).toMatchObject([
      { action: 'second-factor-reset', before: { secondFactor: true }, after: { secondFactor: false } },
    ]);
  });
});
