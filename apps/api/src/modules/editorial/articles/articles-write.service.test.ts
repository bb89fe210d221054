import { NARROW_NO_BREAK_SPACE } from '@beast/domain/i18n/typography';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChange } from '../../../lib/content-change';
import { refusal, TEST_ACTOR } from '../../../test/catalog';
import { articleInput, articleText, createArticle, createArticleCategory } from '../../../test/editorial';
import { auditEntriesOf, createStaffMember } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createArticlesWriteService } from './articles-write.service';

/** The blog's write use cases: whole articles in the languages written, audited, revision-checked. */

let harness: TestApp;
let category: string;
const changes: ContentChange[] = [];
let now = new Date('2026-11-24T10:00:00Z');
let service: ReturnType<typeof createArticlesWriteService>;
let staff: { kind: 'staff'; staffId: number };
let staffEmail: string;

beforeAll(async () => {
  harness = await createTestApp();
  category = (await createArticleCategory(harness)).slug;
  service = createArticlesWriteService({
    db: harness.database.db,
    onChange: (change) => changes.push(change),
    clock: () => now,
  });
  const member = await createStaffMember(harness, { role: 'content' });
  staff = { kind: 'staff', staffId: member.id };
  staffEmail = member.email;
});
afterAll(() => harness.close());

/** The changes reported while `write` ran. */
async function reported(write: () => Promise<unknown>): Promise<ContentChange[]> {
  const from = changes.length;
  await write();
  return changes.slice(from);
}

describe('writing an article', () => {
  it('keeps the languages written, typesets the copy but not the address or the body, and says who wrote it', async () => {
    const input = articleInput(category, {
      hashtags: ['Winter', '#cargo', 'winter'],
      text: {
        fr: { ...articleText('fr', 'velo-hiver'), title: 'Prêt pour l’hiver ?', body: 'Prêt ? Oui.' },
        de: articleText('de', 'velo-winter'),
      },
    });
    const { id } = await service.createArticle(staff, input);
    const { article, revision, updatedBy } = await service.readArticleForEditing(id);
    expect(Object.keys(article.text)).toEqual(['fr', 'de']);
    expect(article.text.fr).toMatchObject({
      slug: 'velo-hiver-fr',
      title: `Prêt pour l’hiver${NARROW_NO_BREAK_SPACE}?`,
      body: 'Prêt ? Oui.',
    });
    expect(article.hashtags).toEqual(['cargo', 'winter']);
    expect(article.category).toBe(category);
    expect(revision).toMatch(/^[\w-]{22}$/);
    expect(updatedBy).toBe(staffEmail);
    const [entry] = await auditEntriesOf(harness, 'article', input.key);
    expect(entry).toMatchObject({ action: 'created', staffId: staff.staffId, before: null });
  });

  it('refuses an address another article has in that language, yet allows it in another language', async () => {
    const first = await createArticle(harness, category);
    const taken = articleInput(category, { text: { fr: { ...articleText('fr', 'x'), slug: first.text.fr!.slug } } });
    const error = await refusal(service.createArticle(TEST_ACTOR, taken));
    expect(error.code).toBe('SLUG_TAKEN');
    expect(error.fields).toEqual({ 'text.fr.slug': 'validation.slug.taken' });
    const elsewhere = articleInput(category, {
      text: { de: { ...articleText('de', 'y'), slug: first.text.fr!.slug } },
    });
    expect((await service.createArticle(TEST_ACTOR, elsewhere)).changed).toBe(true);
  });

  it('refuses a number as an address, an unknown category and a language written in part', async () => {
    const numeric = articleInput(category, { text: { en: { ...articleText('en', 'z'), slug: '2026' } } });
    expect((await refusal(service.createArticle(TEST_ACTOR, numeric))).fields).toEqual({
      'text.en.slug': 'validation.slug.notNumber',
    });
    const unknown = await refusal(service.createArticle(TEST_ACTOR, articleInput('no-such-category')));
    expect(unknown.fields).toEqual({ category: 'validation.category.unknown' });
    const partial = articleInput(category, { text: { en: { ...articleText('en', 'w'), title: '' } } });
    expect((await refusal(service.createArticle(TEST_ACTOR, partial))).fields).toHaveProperty('text.en.title');
    const none = articleInput(category, { text: {} });
    expect((await refusal(service.createArticle(TEST_ACTOR, none))).fields).toEqual({
      text: 'validation.translations.oneRequired',
    });
  });

  it('refuses a change made from an older revision, and writes nothing when nothing changed', async () => {
    const created = await createArticle(harness, category);
    const { revision, article } = await service.readArticleForEditing(created.id);
    const changed = { ...article, pinned: true };
    await service.updateArticle(staff, created.id, changed, revision);
    const stale = await refusal(service.updateArticle(staff, created.id, { ...article, pinned: false }, revision));
    expect(stale.code).toBe('REVISION_CONFLICT');
    const current = await service.readArticleForEditing(created.id);
    const again = await reported(async () =>
      expect((await service.updateArticle(staff, created.id, changed, current.revision)).changed).toBe(false),
    );
    expect(again).toEqual([]);
    expect((await auditEntriesOf(harness, 'article', created.key)).map((entry) => entry.action)).toEqual(['updated']);
  });

  it('drops the caches only for a change readers can see', async () => {
    const draft = articleInput(category, { status: 'draft' });
    const { id } = await service.createArticle(TEST_ACTOR, draft);
    const asDraft = await reported(async () => {
      const { revision, article } = await service.readArticleForEditing(id);
      await service.updateArticle(TEST_ACTOR, id, { ...article, hashtags: ['draft'] }, revision);
    });
    expect(asDraft.map((change) => change.caches)).toEqual([[]]);
    const published = await reported(async () => {
      const { revision } = await service.readArticleForEditing(id);
      await service.setArticlePublication(TEST_ACTOR, id, { status: 'published' }, revision);
    });
    expect(published.map((change) => change.caches)).toEqual([['content']]);
    const withdrawn = await reported(async () => {
      const { revision } = await service.readArticleForEditing(id);
      await service.setArticlePublication(TEST_ACTOR, id, { status: 'draft' }, revision);
    });
    expect(withdrawn.map((change) => change.caches)).toEqual([['content']]);
  });
});

describe('publishing, scheduling, pinning and deleting', () => {
  it('publishes a draft now when no time is given, and schedules it at a later one', async () => {
    const { id } = await service.createArticle(TEST_ACTOR, articleInput(category, { status: 'draft' }));
    now = new Date('2026-11-24T12:30:00Z');
    let editing = await service.readArticleForEditing(id);
    await service.setArticlePublication(TEST_ACTOR, id, { status: 'published' }, editing.revision);
    editing = await service.readArticleForEditing(id);
    expect(editing.article).toMatchObject({ status: 'published', publishedAt: '2026-11-24T12:30:00.000Z' });
    await service.setArticlePublication(
      TEST_ACTOR,
      id,
      { status: 'published', publishedAt: '2026-12-01T08:00:00+01:00' },
      editing.revision,
    );
    editing = await service.readArticleForEditing(id);
    expect(editing.article.publishedAt).toBe('2026-12-01T07:00:00.000Z');
    // Withdrawn, it keeps its time; the same instant written with another offset is no change.
    const same = await service.setArticlePublication(
      TEST_ACTOR,
      id,
      { status: 'published', publishedAt: '2026-12-01T07:00:00Z' },
      editing.revision,
    );
    expect(same.changed).toBe(false);
  });

  it('pins and unpins an article, everything else as it is', async () => {
    const created = await createArticle(harness, category);
    const before = await service.readArticleForEditing(created.id);
    await service.setArticlePinned(staff, created.id, true, before.revision);
    const pinned = await service.readArticleForEditing(created.id);
    expect(pinned.article).toEqual({ ...before.article, pinned: true });
    await service.setArticlePinned(staff, created.id, false, pinned.revision);
    expect((await service.readArticleForEditing(created.id)).article).toEqual(before.article);
  });

  it('deletes an article with its texts, and the audit log keeps what it was', async () => {
    const created = await createArticle(harness, category);
    const { revision, article } = await service.readArticleForEditing(created.id);
    await service.deleteArticle(staff, created.id, revision);
    expect((await refusal(service.readArticleForEditing(created.id))).code).toBe('NOT_FOUND');
    const [entry] = await auditEntriesOf(harness, 'article', created.key);
    expect(entry).toMatchObject({ action: 'deleted', after: null });
    expect(entry!.before).toEqual(article);
    // Its addresses are free again.
    expect((await service.createArticle(TEST_ACTOR, { ...created, key: `${created.key}-again` })).changed).toBe(true);
  });

  it('imports the same article again without a change', async () => {
    const input = articleInput(category);
    expect((await service.saveArticle(TEST_ACTOR, input)).created).toBe(true);
    const second = await service.saveArticle(TEST_ACTOR, input);
    expect(second).toMatchObject({ created: false, changed: false });
  });
});

describe('categories', () => {
  it('are created, renamed and imported again without a change, audited', async () => {
    const slug = `news-${Date.now()}`;
    const name = { en: 'News', fr: 'Actualités', de: 'Neuigkeiten' };
    const { id } = await service.createCategory(staff, { slug, name, sortOrder: 3 });
    const [stored] = (await service.readCategories()).filter((entry) => entry.id === id);
    expect(stored!.category).toEqual({ slug, name, sortOrder: 3 });
    await service.updateCategory(staff, id, { slug, name: { ...name, en: 'Latest news' } }, stored!.revision);
    const stale = await refusal(service.updateCategory(staff, id, { slug, name }, stored!.revision));
    expect(stale.code).toBe('REVISION_CONFLICT');
    expect((await service.saveCategory(TEST_ACTOR, { slug, name: { ...name, en: 'Latest news' } })).changed).toBe(
      false,
    );
    expect((await refusal(service.createCategory(staff, { slug, name }))).code).toBe('SLUG_TAKEN');
    expect((await auditEntriesOf(harness, 'article-category', slug)).map((entry) => entry.action)).toEqual([
      'created',
      'updated',
    ]);
  });
});
