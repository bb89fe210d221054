import type { EditorialStatus } from '@beast/domain/content/editorial';
import {
  type ArticleCategoryWrite,
  type ArticleCategoryWriteInput,
  ArticleCategoryWriteSchema,
  type ArticleWrite,
  type ArticleWriteInput,
  ArticleWriteSchema,
  EDITORIAL_WRITE_ERRORS,
} from '@beast/domain/content/editorial-write.schema';
import { LOCALES } from '@beast/domain/i18n/locale';
import { typesetAll } from '@beast/domain/i18n/typography';
import { type Db, inTransaction } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import type { Clock } from '../../../lib/clock';
import {
  type Actor,
  type CacheArea,
  committed,
  type OnContentChange,
  sameJson,
  type WriteResult,
} from '../../../lib/content-change';
import { parseInput } from '../../../lib/parse-input';
import { checkRevision, revisionOf } from '../../../lib/revision';
import { recordContentWrite, recordStaffChange } from '../../audit/audit';
import { editorName, textsByLocale, translationRows } from '../editorial-write';
import {
  type ArticlesWriteRepository,
  createArticlesWriteRepository,
  type StoredArticle,
} from './articles-write.repository';

/** The blog is public content: its pages and answers are cached with the rest of the editorial content. */
const BLOG_CACHES: readonly CacheArea[] = ['content'];

/** What a write did, and whether readers could see the article before or after it (only then are caches dropped). */
interface ArticleOutcome extends WriteResult {
  created: boolean;
  key: string;
  public: boolean;
}

/**
 * The blog's write use cases (decision 18), called by the back office and by the content importer: articles
 * written whole (every language written, the category, hashtags, cover, pin and publication) and their
 * categories. Each parses its input with the domain's schema, writes in one transaction with the article's row
 * locked, refuses a change made from an older revision, records the staff member's change in the audit log and
 * writes nothing when nothing changed. A change readers can see drops the caches; a draft's does not.
 */
export function createArticlesWriteService({
  db,
  onChange,
  clock,
}: {
  db: Db;
  onChange: OnContentChange;
  clock: Clock;
}) {
  const report =
    (actor: Actor) =>
    (outcome: ArticleOutcome, action: 'created' | 'updated' = outcome.created ? 'created' : 'updated') => ({
      actor,
      entity: 'article',
      key: outcome.key,
      action,
      caches: outcome.public ? BLOG_CACHES : [],
    });

  /** Writes `article` (new, or over `stored`), checking what the database alone can tell. */
  async function write(
    tx: Db,
    actor: Actor,
    stored: StoredArticle | undefined,
    input: ArticleWrite,
  ): Promise<ArticleOutcome> {
    const repository = createArticlesWriteRepository(tx);
    const before = stored ? storedArticle(stored) : null;
    const article = { ...input, publishedAt: articlePublicationTime(input, before, clock) };
    const id = stored?.article.id ?? null;
    const wasPublic = before?.status === 'published';
    if (before && sameJson(before, article)) {
      return { id: id!, changed: false, created: false, key: article.key, public: wasPublic };
    }
    const category = await repository.findCategory({ slug: article.category });
    if (!category) {
      throw new DomainError('VALIDATION_FAILED', { category: EDITORIAL_WRITE_ERRORS.unknownCategory });
    }
    if (article.key !== before?.key && (await repository.findArticle({ key: article.key }))) {
      throw new DomainError('SLUG_TAKEN', { key: 'errors.SLUG_TAKEN' });
    }
    for (const locale of LOCALES) {
      const slug = article.text[locale]?.slug;
      if (slug && (await repository.slugTaken(locale, slug, id))) {
        throw new DomainError('SLUG_TAKEN', { [`text.${locale}.slug`]: EDITORIAL_WRITE_ERRORS.slugTaken });
      }
    }
    const values = {
      key: article.key,
      categoryId: category.id,
      coverUrl: article.coverUrl,
      pinned: article.pinned,
      status: article.status,
      publishedAt: new Date(article.publishedAt),
      updatedAt: clock(),
      updatedBy: await editorName(tx, actor),
    };
    const texts = translationRows(article.text);
    const written = id === null ? await repository.insertArticle(values, texts, article.hashtags) : id;
    if (id !== null) await repository.updateArticle(id, values, texts, article.hashtags);
    await recordContentWrite(tx, actor, {
      entityType: 'article',
      entityKey: article.key,
      before,
      after: article,
      created: id === null,
      changed: true,
    });
    return {
      id: written,
      changed: true,
      created: id === null,
      key: article.key,
      public: wasPublic || article.status === 'published',
    };
  }

  /** Reads article `id` locked, applies `change` to it as its form shows it, and writes the result. */
  function change(
    actor: Actor,
    id: number,
    expected: string | undefined,
    edit: (article: ArticleWrite) => ArticleWrite,
  ): Promise<ArticleOutcome> {
    return committed(
      inTransaction(db, async (tx) => {
        const stored = await createArticlesWriteRepository(tx).findArticle({ id }, { lock: true });
        if (!stored) throw new DomainError('NOT_FOUND');
        checkRevision(storedArticle(stored), expected);
        return write(tx, actor, stored, edit(storedArticle(stored)));
      }),
      onChange,
      report(actor),
    );
  }

  return {
    /** A new article; its key and each language's address must be free. */
    async createArticle(actor: Actor, input: ArticleWriteInput): Promise<ArticleOutcome> {
      const article = typesetArticle(parseInput(ArticleWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          if (await createArticlesWriteRepository(tx).findArticle({ key: article.key })) {
            throw new DomainError('SLUG_TAKEN', { key: 'errors.SLUG_TAKEN' });
          }
          return write(tx, actor, undefined, article);
        }),
        onChange,
        report(actor),
      );
    },

    /**
     * Replaces article `id` whole. With `expected` (the revision its form was read at), an article changed
     * meanwhile is refused (409 REVISION_CONFLICT), never overwritten.
     */
    async updateArticle(
      actor: Actor,
      id: number,
      input: ArticleWriteInput,
      expected?: string,
    ): Promise<ArticleOutcome> {
      const article = typesetArticle(parseInput(ArticleWriteSchema, input));
      return change(actor, id, expected, () => article);
    },

    /**
     * Publishes, schedules (a later `publishedAt`) or withdraws article `id`, everything else as it is. A
     * publication without a time is public now.
     */
    async setArticlePublication(
      actor: Actor,
      id: number,
      publication: { status: EditorialStatus; publishedAt?: string },
      expected: string,
    ): Promise<ArticleOutcome> {
      const parsed = parseInput(ArticleWriteSchema.pick({ status: true, publishedAt: true }), publication);
      return change(actor, id, expected, (article) => ({
        ...article,
        status: parsed.status,
        publishedAt:
          parsed.publishedAt ??
          (parsed.status === 'published' && article.status !== 'published'
            ? clock().toISOString()
            : article.publishedAt),
      }));
    },

    /** Pins article `id` at the head of the blog's list, or unpins it. */
    async setArticlePinned(actor: Actor, id: number, pinned: boolean, expected: string): Promise<ArticleOutcome> {
      return change(actor, id, expected, (article) => ({ ...article, pinned }));
    },

    /** Deletes article `id`, its texts and hashtags; recorded in the audit log with what it was. */
    async deleteArticle(actor: Actor, id: number, expected: string): Promise<ArticleOutcome> {
      return committed(
        inTransaction(db, async (tx) => {
          const repository = createArticlesWriteRepository(tx);
          const stored = await repository.findArticle({ id }, { lock: true });
          if (!stored) throw new DomainError('NOT_FOUND');
          const before = storedArticle(stored);
          checkRevision(before, expected);
          await repository.deleteArticle(id);
          await recordStaffChange(tx, actor, {
            action: 'deleted',
            entityType: 'article',
            entityKey: before.key,
            before,
            after: null,
          });
          return { id, changed: true, created: false, key: before.key, public: before.status === 'published' };
        }),
        onChange,
        (outcome) => report(actor)(outcome, 'updated'),
      );
    },

    /** Creates the article of this key, or replaces it: what an import of a data file does. */
    async saveArticle(actor: Actor, input: ArticleWriteInput): Promise<ArticleOutcome> {
      const article = typesetArticle(parseInput(ArticleWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createArticlesWriteRepository(tx).findArticle({ key: article.key }, { lock: true });
          return write(tx, actor, stored, article);
        }),
        onChange,
        report(actor),
      );
    },

    /** The article as its editor shows it, with the revision a change must name and who changed it last. */
    async readArticleForEditing(id: number) {
      const stored = await createArticlesWriteRepository(db).findArticle({ id });
      if (!stored) throw new DomainError('NOT_FOUND');
      const article = storedArticle(stored);
      return {
        id,
        revision: revisionOf(article),
        updatedAt: stored.article.updatedAt.toISOString(),
        updatedBy: stored.article.updatedBy,
        article,
      };
    },

    /** Every category as its form shows it, with its revision, in the blog's order. */
    async readCategories() {
      const stored = await createArticlesWriteRepository(db).listCategories();
      return stored.map((row) => {
        const category = storedCategory(row);
        return { id: row.id, revision: revisionOf(category), category };
      });
    },

    async createCategory(actor: Actor, input: ArticleCategoryWriteInput): Promise<WriteResult> {
      const category = typesetCategory(parseInput(ArticleCategoryWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          if (await createArticlesWriteRepository(tx).findCategory({ slug: category.slug })) {
            throw new DomainError('SLUG_TAKEN', { slug: 'errors.SLUG_TAKEN' });
          }
          return writeCategory(tx, actor, undefined, category);
        }),
        onChange,
        categoryReport(actor, category.slug, true),
      );
    },

    async updateCategory(
      actor: Actor,
      id: number,
      input: ArticleCategoryWriteInput,
      expected?: string,
    ): Promise<WriteResult> {
      const category = typesetCategory(parseInput(ArticleCategoryWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createArticlesWriteRepository(tx).findCategory({ id }, { lock: true });
          if (!stored) throw new DomainError('NOT_FOUND');
          checkRevision(storedCategory(stored), expected);
          return writeCategory(tx, actor, stored, category);
        }),
        onChange,
        categoryReport(actor, category.slug, false),
      );
    },

    /** Creates the category of this slug, or renames and reorders it: what an import of a data file does. */
    async saveCategory(actor: Actor, input: ArticleCategoryWriteInput): Promise<WriteResult & { created: boolean }> {
      const category = typesetCategory(parseInput(ArticleCategoryWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createArticlesWriteRepository(tx).findCategory({ slug: category.slug }, { lock: true });
          return { ...(await writeCategory(tx, actor, stored, category)), created: !stored };
        }),
        onChange,
        (result) => categoryReport(actor, category.slug, result.created)(),
      );
    },
  };

  async function writeCategory(
    tx: Db,
    actor: Actor,
    stored: StoredCategory | undefined,
    category: ArticleCategoryWrite,
  ): Promise<WriteResult> {
    const repository = createArticlesWriteRepository(tx);
    const before = stored ? storedCategory(stored) : null;
    if (stored && sameJson(before, category)) return { id: stored.id, changed: false };
    if (stored && category.slug !== stored.slug && (await repository.findCategory({ slug: category.slug }))) {
      throw new DomainError('SLUG_TAKEN', { slug: 'errors.SLUG_TAKEN' });
    }
    const id = stored ? stored.id : await repository.insertCategory(category);
    if (stored) await repository.updateCategory(stored.id, category);
    await recordContentWrite(tx, actor, {
      entityType: 'article-category',
      entityKey: category.slug,
      before,
      after: category,
      created: !stored,
      changed: true,
    });
    return { id, changed: true };
  }
}

export type ArticlesWriteService = ReturnType<typeof createArticlesWriteService>;

/** A category is named on the blog's list, its filters and every article: a change is always public. */
function categoryReport(actor: Actor, slug: string, created: boolean) {
  return () => ({
    actor,
    entity: 'article-category',
    key: slug,
    action: created ? ('created' as const) : ('updated' as const),
    caches: BLOG_CACHES,
  });
}

/**
 * When the article is public: the time given, else the stored one, else (new, or published just now) now.
 * Written as an ISO instant, so the same moment written with another offset is no change.
 */
function articlePublicationTime(article: ArticleWrite, before: ArticleWrite | null, clock: Clock): string {
  if (article.publishedAt) return new Date(article.publishedAt).toISOString();
  if (before && !(article.status === 'published' && before.status !== 'published')) return before.publishedAt!;
  return clock().toISOString();
}

/** The shop prints copy with its typography; addresses and Markdown bodies (typeset when rendered) stay as typed. */
function typesetArticle(article: ArticleWrite): ArticleWrite {
  const text: ArticleWrite['text'] = {};
  for (const locale of LOCALES) {
    const copy = article.text[locale];
    if (!copy) continue;
    const { slug, body, ...printed } = copy;
    text[locale] = { slug, body, ...typesetAll(printed, locale) };
  }
  return { ...article, hashtags: [...article.hashtags].sort(), text };
}

function typesetCategory(category: ArticleCategoryWrite): ArticleCategoryWrite {
  const name = Object.fromEntries(LOCALES.map((locale) => [locale, typesetAll(category.name[locale], locale)]));
  return { ...category, name: name as ArticleCategoryWrite['name'] };
}

/** An article as stored: its publication time always known. */
type ArticleAsStored = ArticleWrite & { publishedAt: string };

/** Reads a stored article back into the shape it was written in. */
function storedArticle({ article, categorySlug, translations, hashtags }: StoredArticle): ArticleAsStored {
  const text = textsByLocale(translations, ({ slug, title, description, coverAlt = '', body }) => ({
    slug,
    title,
    description,
    coverAlt,
    body,
  }));
  return {
    key: article.key,
    category: categorySlug,
    coverUrl: article.coverUrl,
    pinned: article.pinned,
    hashtags,
    status: article.status,
    publishedAt: article.publishedAt.toISOString(),
    text,
  };
}

type StoredCategory = NonNullable<Awaited<ReturnType<ArticlesWriteRepository['findCategory']>>>;

function storedCategory(stored: StoredCategory): ArticleCategoryWrite {
  return { slug: stored.slug, name: stored.name, sortOrder: stored.sortOrder };
}
