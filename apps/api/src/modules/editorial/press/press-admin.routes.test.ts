import type { AdminPressList } from '@beast/domain/content/press-api.schema';
import { fr } from '@beast/domain/i18n/messages/fr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pressReleaseInput } from '../../../test/editorial';
import { auditEntriesOf, signedInStaff } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The Press screen's API: content staff list, write and publish releases, each change audited. */

let harness: TestApp;
let content: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  harness = await createTestApp();
  content = await signedInStaff(harness, 'content');
});
afterAll(() => harness.close());

const read = (url: string) => harness.app.inject({ method: 'GET', url, headers: content.headers.read });
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  harness.app.inject({ method, url, payload, headers: content.headers.change });

describe('the Press screen', () => {
  it('creates a draft, lists it newest first with what it lacks, publishes it and audits every step', async () => {
    const input = pressReleaseInput({
      releasedOn: '2099-01-01',
      status: 'draft',
      text: { de: { title: 'Nur auf Deutsch', summary: 'Kurz.', body: 'Text.' } },
    });
    const created = await send('POST', '/api/admin/press-releases', input);
    expect(created.statusCode, created.body).toBe(201);
    const { id, revision } = created.json();

    const list = (await read('/api/admin/press-releases?lang=en')).json<AdminPressList>();
    expect(list.data[0]).toMatchObject({
      id,
      status: 'draft',
      title: 'Nur auf Deutsch',
      missingTranslations: ['en', 'fr'],
      updatedBy: content.email,
    });

    const published = await send('POST', `/api/admin/press-releases/${id}/publication`, {
      revision,
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await harness.app.inject(`/api/press-releases/${input.key}?lang=de`)).statusCode).toBe(200);
    const audited = await auditEntriesOf(harness, 'press-release', input.key);
    expect(audited.map((entry) => [entry.staffId, entry.action])).toEqual([
      [content.id, 'created'],
      [content.id, 'updated'],
    ]);
  });

  it('edits a release from its editor and refuses a stale save in the staff member’s language', async () => {
    const created = (await send('POST', '/api/admin/press-releases', pressReleaseInput())).json();
    const editor = (await read(`/api/admin/press-releases/${created.id}`)).json();
    expect(editor).toMatchObject({ revision: created.revision, missingTranslations: [] });
    const release = { ...editor.release, releasedOn: '2025-06-01' };

    const saved = await send('PUT', `/api/admin/press-releases/${created.id}`, { revision: editor.revision, release });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await send('PUT', `/api/admin/press-releases/${created.id}?lang=fr`, {
      revision: editor.revision,
      release: { ...release, releasedOn: '2025-07-01' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(fr['errors.REVISION_CONFLICT']);
    expect((await read(`/api/admin/press-releases/${created.id}`)).json().release.releasedOn).toBe('2025-06-01');
  });

  it('refuses a release dated on a day that does not exist', async () => {
    const response = await send('POST', '/api/admin/press-releases', pressReleaseInput({ releasedOn: '2025-02-30' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['releasedOn']);
  });
});
