import { FAQ_CATEGORIES } from '@beast/domain/content/editorial';
import type { AdminFaqList } from '@beast/domain/content/faq-api.schema';
import { de } from '@beast/domain/i18n/messages/de';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqInput } from '../../../test/editorial';
import { auditEntriesOf, signedInStaff } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The FAQ screen's API: content staff list entries by category, edit, publish and reorder them, all audited. */

let harness: TestApp;
let content: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  harness = await createTestApp();
  content = await signedInStaff(harness, 'content');
});
afterAll(() => harness.close());

const read = (url: string, headers = content.headers.read) => harness.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = content.headers.change) =>
  harness.app.inject({ method, url, payload, headers });

async function created(overrides: Parameters<typeof faqInput>[0] = {}) {
  const input = faqInput(overrides);
  const response = await send('POST', '/api/admin/faq', input);
  expect(response.statusCode, response.body).toBe(201);
  return { ...input, ...(response.json() as { id: number; revision: string }) };
}

const publicQuestions = async (category: string, lang = 'en') =>
  (await harness.app.inject(`/api/faq?type=${category}&lang=${lang}`))
    .json()
    .map((entry: { question: string }) => entry.question);

async function category(name: string) {
  const list = (await read('/api/admin/faq?lang=fr')).json<AdminFaqList>();
  return list.categories.find((each) => each.category === name)!;
}

describe('the FAQ list', () => {
  it('lists every category in the page’s order, drafts included, questions in the screen’s language', async () => {
    const draft = await created({
      category: 'the-app',
      status: 'draft',
      text: { de: { question: 'Nur Deutsch?', answer: 'Ja.' } },
    });
    const list = (await read('/api/admin/faq?lang=fr')).json<AdminFaqList>();
    expect(list.categories.map((each) => each.category)).toEqual(FAQ_CATEGORIES);
    const row = list.categories[2]!.entries.find((entry) => entry.id === draft.id);
    expect(row).toMatchObject({ status: 'draft', question: 'Nur Deutsch?', missingTranslations: ['en', 'fr'] });
    expect(row?.updatedBy).toBe(content.email);
    expect(list.categories[2]!.entries.at(-1)?.id).toBe(draft.id);
  });
});

describe('the FAQ editor', () => {
  it('changes an answer, which the public FAQ shows at once, and audits it with the editor’s name', async () => {
    const entry = await created({ category: 'warranty-insurance' });
    const editor = (await read(`/api/admin/faq/${entry.id}`)).json();
    expect(editor).toMatchObject({ revision: entry.revision, missingTranslations: [], entry: { key: entry.key } });
    const text = { ...editor.entry.text, en: { question: 'What does the warranty cover?', answer: 'Two years.' } };

    const saved = await send('PUT', `/api/admin/faq/${entry.id}`, {
      revision: editor.revision,
      entry: { ...editor.entry, text },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().revision).not.toBe(editor.revision);
    expect(await publicQuestions('warranty-insurance')).toContain('What does the warranty cover?');
    const entries = await auditEntriesOf(harness, 'faq-entry', entry.key);
    expect(entries.map((each) => each.action)).toEqual(['created', 'updated']);
    expect(entries[1]).toMatchObject({
      staffId: content.id,
      before: { text: { en: { answer: 'Up to **25\u00A0km/h** with assistance.' } } },
    });
  });

  it('takes an entry back to a draft and publishes it again', async () => {
    const entry = await created({
      category: 'repairs-maintenance',
      text: { en: { question: 'Unpublish me?', answer: 'Yes.' } },
    });
    const off = await send('POST', `/api/admin/faq/${entry.id}/publication`, {
      revision: entry.revision,
      status: 'draft',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await publicQuestions('repairs-maintenance')).not.toContain('Unpublish me?');
    const on = await send('POST', `/api/admin/faq/${entry.id}/publication`, {
      revision: off.json().revision,
      status: 'published',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await publicQuestions('repairs-maintenance')).toContain('Unpublish me?');
  });

  it('refuses a save from a stale revision with the translated conflict, keeping the colleague’s change', async () => {
    const entry = await created();
    const editor = (await read(`/api/admin/faq/${entry.id}`)).json();
    await send('POST', `/api/admin/faq/${entry.id}/publication`, { revision: editor.revision, status: 'draft' });
    const stale = await send('PUT', `/api/admin/faq/${entry.id}?lang=de`, {
      revision: editor.revision,
      entry: editor.entry,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'REVISION_CONFLICT', message: de['errors.REVISION_CONFLICT'] });
    expect((await read(`/api/admin/faq/${entry.id}`)).json().entry.status).toBe('draft');
  });

  it('refuses an entry without a question, field by field', async () => {
    const response = await send(
      'POST',
      '/api/admin/faq?lang=fr',
      faqInput({ text: { fr: { question: ' ', answer: 'Oui.' } } }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['text.fr.question']);
  });
});

describe('reordering a category', () => {
  it('moves an entry up, drags a new order, shows it publicly at once and audits both', async () => {
    const first = await created({
      category: 'accessories-customization',
      text: { en: { question: 'First?', answer: '1' } },
    });
    const second = await created({
      category: 'accessories-customization',
      text: { en: { question: 'Second?', answer: '2' } },
    });
    const mine = (questions: string[]) => questions.filter((question) => ['First?', 'Second?'].includes(question));

    const before = await category('accessories-customization');
    const moved = await send('POST', `/api/admin/faq/${second.id}/move`, { revision: before.revision, move: 'up' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(mine(await publicQuestions('accessories-customization'))).toEqual(['Second?', 'First?']);

    const stale = await send('PUT', '/api/admin/faq/order/accessories-customization', {
      revision: before.revision,
      ids: before.entries.map((each) => each.id),
    });
    expect(stale.statusCode).toBe(409);

    const { revision, ids } = moved.json();
    const dragged = [first.id, ...ids.filter((id: number) => id !== first.id)];
    const reordered = await send('PUT', '/api/admin/faq/order/accessories-customization', { revision, ids: dragged });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().ids).toEqual(dragged);
    expect((await publicQuestions('accessories-customization'))[0]).toBe('First?');

    const audited = await auditEntriesOf(harness, 'faq-order', 'accessories-customization');
    expect(audited).toHaveLength(2);
    expect(audited[1]).toMatchObject({ staffId: content.id, action: 'updated' });
    expect((audited[1]!.after as string[])[0]).toBe(first.key);
  });

  it('refuses an order that leaves an entry out', async () => {
    await created({ category: 'user-manuals' });
    const { revision, entries } = await category('user-manuals');
    const response = await send('PUT', '/api/admin/faq/order/user-manuals', {
      revision,
      ids: entries.slice(1).map((each) => each.id),
    });
    expect(response.statusCode).toBe(400);
  });
});
