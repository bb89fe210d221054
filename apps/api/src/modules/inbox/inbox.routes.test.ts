import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff';
import { insertInboxRequest } from '../../test/inbox';
import { createStaffMember, type StaffHeaders, signedInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let harness: TestApp;
let sales: { id: number; headers: StaffHeaders };

beforeAll(async () => {
  harness = await createTestApp();
  sales = await signedInStaff(harness, 'sales');
});
afterAll(() => harness.close());

function call(method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, headers = sales.headers) {
  return harness.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: method === 'GET' ? headers.read : headers.change,
    ...(payload && { payload }),
  });
}

async function lastAudit(id: number) {
  const [entry] = await harness.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'inbox-request'), eq(auditLog.entityKey, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('the inbox', () => {
  it('lists open requests newest first, by kind, owner and name, leaving closed ones to the "all" view', async () => {
    const name = `Inbox ${Date.now()}`;
    const older = await insertInboxRequest(harness, { name });
    const newer = await insertInboxRequest(harness, { name, kind: 'b2b-contact' });
    const closed = await insertInboxRequest(harness, { name, status: 'done' });
    const open = (await call('GET', `/inbox?q=${encodeURIComponent(name)}`)).json();
    expect(open.data.map((item: { id: number }) => item.id)).toEqual([newer.id, older.id]);
    expect(open.total).toBe(2);
    const all = (await call('GET', `/inbox?view=all&q=${encodeURIComponent(name)}`)).json();
    expect(all.data.map((item: { id: number }) => item.id)).toEqual([closed.id, newer.id, older.id]);
    const contacts = (await call('GET', `/inbox?kind=b2b-contact&q=${encodeURIComponent(name)}`)).json();
    expect(contacts.data.map((item: { id: number }) => item.id)).toEqual([newer.id]);
    await call('PATCH', `/inbox/${older.id}`, { ownerStaffId: sales.id });
    const mine = (await call('GET', `/inbox?owner=me&q=${encodeURIComponent(name)}`)).json();
    expect(mine.data).toEqual([
      expect.objectContaining({ id: older.id, owner: { id: sales.id, name: expect.any(String) } }),
    ]);
    const nobodys = (await call('GET', `/inbox?owner=nobody&q=${encodeURIComponent(name)}`)).json();
    expect(nobodys.data.map((item: { id: number }) => item.id)).toEqual([newer.id]);
  });

  it('gives a request to a member, sets a hand-set status, and audits both', async () => {
    const request = await insertInboxRequest(harness);
    const colleague = await createStaffMember(harness, { role: 'sales' });
    const given = await call('PATCH', `/inbox/${request.id}`, { ownerStaffId: colleague.id, status: 'in-progress' });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ owner: { id: colleague.id }, status: 'in-progress' });
    expect(await lastAudit(request.id)).toMatchObject({
      staffId: sales.id,
      action: 'status-changed',
      before: { status: 'new', ownerStaffId: null },
      after: { status: 'in-progress', ownerStaffId: colleague.id },
    });
    const nobody = await call('PATCH', `/inbox/${request.id}`, { ownerStaffId: null });
    expect(nobody.json().owner).toBeNull();
  });

  it('refuses a status of another kind, a status a kind sets by its own steps, and an unknown owner', async () => {
    const contact = await insertInboxRequest(harness);
    expect((await call('PATCH', `/inbox/${contact.id}`, { status: 'won' })).json().error.code).toBe(
      'STATUS_CHANGE_NOT_ALLOWED',
    );
    const ride = await insertInboxRequest(harness, { kind: 'test-ride', refId: 900_001 });
    expect((await call('PATCH', `/inbox/${ride.id}`, { status: 'checked-in' })).statusCode).toBe(409);
    const unknown = await call('PATCH', `/inbox/${contact.id}`, { ownerStaffId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect((await call('PATCH', '/inbox/999999', { status: 'done' })).statusCode).toBe(404);
  });

  it('keeps notes with their author, oldest first, and refuses an empty one', async () => {
    const request = await insertInboxRequest(harness);
    await call('POST', `/inbox/${request.id}/notes`, { text: 'Called, no answer.' });
    const detail = (
      await call('POST', `/inbox/${request.id}/notes`, { text: 'Called again: wants a test ride.' })
    ).json();
    expect(detail.notes.map((note: { text: string }) => note.text)).toEqual([
      'Called, no answer.',
      'Called again: wants a test ride.',
    ]);
    expect(detail.notes[0].staff).toEqual({ id: sales.id, name: expect.any(String) });
    expect(detail.payload).toMatchObject({ subject: 'A question about the Mighty Beast' });
    expect(detail.staff).toEqual(expect.arrayContaining([{ id: sales.id, name: expect.any(String) }]));
    expect((await lastAudit(request.id))?.action).toBe('note-added');
    const empty = await call('POST', `/inbox/${request.id}/notes?lang=fr`, { text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.text).toBeDefined();
  });

  it('is for sales and admins only', async () => {
    const content = await signedInStaff(harness, 'content');
    expect((await call('GET', '/inbox', undefined, content.headers)).statusCode).toBe(403);
    const support = await signedInStaff(harness, 'support');
    expect((await call('GET', '/inbox', undefined, support.headers)).statusCode).toBe(403);
  });
});
