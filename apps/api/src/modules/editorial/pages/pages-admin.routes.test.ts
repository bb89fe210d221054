import { PAGE_KEYS } from '@beast/domain/content/page-blocks';
import type { AdminPageDetail, AdminPageList, PublicPage } from '@beast/domain/content/pages-api.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../../db/schema/editorial';
import { auditEntriesOf, signedInStaff } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The Pages screen's API: content staff and admins read every page with its completeness and change it whole. */

let harness: TestApp;
let content: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  harness = await createTestApp();
  content = await signedInStaff(harness, 'content');
});
afterAll(() => harness.close());

const read = (url: string, headers = content.headers.read) => harness.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: object, headers = content.headers.change) =>
  harness.app.inject({ method: 'PUT', url, payload, headers });

async function editor(key: string): Promise<AdminPageDetail> {
  const response = await read(`/api/admin/pages/${key}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the pages list', () => {
  it('names every page the shop has a route for, with its status and each language’s completeness', async () => {
    const { page, revision } = await editor('contribution');
    const { fr: _french, ...rest } = page.text;
    const blocks = page.text.en!.blocks;
    await put('/api/admin/pages/contribution', {
      revision,
      page: { ...page, text: { ...rest, de: { ...rest.de!, blocks: blocks.slice(1) } } },
    });
    const response = await read('/api/admin/pages?lang=fr');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<AdminPageList>().data;
    expect(list.map((row) => row.key)).toEqual([...PAGE_KEYS]);
    expect(list.find((row) => row.key === 'contribution')).toMatchObject({
      exists: true,
      status: 'published',
      updatedBy: content.email,
      languages: { en: 'complete', fr: 'missing', de: 'partial' },
    });
    expect(list.find((row) => row.key === 'terms')?.languages).toEqual({
      en: 'complete',
      fr: 'complete',
      de: 'complete',
    });
  });

  it('is for content staff and admins only', async () => {
    const sales = await signedInStaff(harness, 'sales');
    expect((await read('/api/admin/pages', sales.headers.read)).statusCode).toBe(403);
    expect((await read('/api/admin/pages', {})).statusCode).toBe(401);
    const admin = await signedInStaff(harness, 'admin');
    expect((await read('/api/admin/pages', admin.headers.read)).statusCode).toBe(200);
  });
});

describe('changing a page', () => {
  it('publishes a French text at once, audited with the member as its editor', async () => {
    const before = await editor('about-us');
    const text = { ...before.page.text, fr: { ...before.page.text.fr!, body: 'Nous roulons depuis Genève.' } };
    const response = await put('/api/admin/pages/about-us?lang=fr', {
      revision: before.revision,
      page: { ...before.page, text },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().revision).not.toBe(before.revision);
    const shown = await harness.app.inject({ method: 'GET', url: '/api/pages/about-us?lang=fr' });
    expect(shown.json<PublicPage>().bodyHtml).toBe('<p>Nous roulons depuis Genève.</p>\n');
    const [entry] = (await auditEntriesOf(harness, 'page', 'about-us')).slice(-1);
    expect(entry).toMatchObject({ staffId: content.id, action: 'updated' });
    expect((entry!.after as { text: { fr: { body: string } } }).text.fr.body).toBe('Nous roulons depuis Genève.');
    expect((await editor('about-us')).updatedBy).toBe(content.email);
  });

  it('refuses a change made from a stale revision, and one that changes nothing writes nothing', async () => {
    const { page, revision } = await editor('press');
    const first = await put('/api/admin/pages/press', { revision, page: { ...page, status: 'draft' } });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await put('/api/admin/pages/press', { revision, page });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('REVISION_CONFLICT');
    const entries = (await auditEntriesOf(harness, 'page', 'press')).length;
    const again = await put('/api/admin/pages/press', {
      revision: first.json().revision,
      page: { ...page, status: 'draft' },
    });
    expect(again.statusCode).toBe(200);
    expect(await auditEntriesOf(harness, 'page', 'press')).toHaveLength(entries);
  });

  it('refuses a malformed block with a translated message on its field', async () => {
    const { page, revision } = await editor('services');
    const en = { ...page.text.en!, blocks: [{ type: 'faq-excerpt', category: 'bikes', limit: 3 }] };
    const response = await put('/api/admin/pages/services?lang=de', {
      revision,
      page: { ...page, text: { ...page.text, en } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['page.text.en.blocks.0.category']);
  });

  it('writes a page nobody wrote yet, and lists the products its blocks name that are not on sale', async () => {
    await harness.database.db.delete(contentPages);
    const empty = await editor('experience-center');
    expect(empty).toMatchObject({ exists: false, page: { status: 'draft', text: {} } });
    const text = {
      en: {
        title: 'Centres',
        description: 'Where to find us.',
        body: 'Thirteen places.',
        blocks: [{ type: 'call-to-action', title: 'T', text: 'T', label: 'Buy', productSlug: 'no-such-product' }],
      },
    };
    const created = await put('/api/admin/pages/experience-center', {
      revision: empty.revision,
      page: { status: 'published', text },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await editor('experience-center')).toMatchObject({ exists: true, productsNotOnSale: ['no-such-product'] });
    const [entry] = await auditEntriesOf(harness, 'page', 'experience-center');
    expect(entry).toMatchObject({ action: 'created', before: null });
    expect((await read('/api/admin/pages/blog')).statusCode).toBe(404);
  });
});
