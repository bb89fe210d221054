import { type PageWrite, type PageWriteInput, PageWriteSchema } from '@beast/domain/content/editorial-write.schema';
import { PAGE_KEYS, type PageBlock, type PageKey } from '@beast/domain/content/page-blocks';
import { pageCompleteness } from '@beast/domain/content/page-completeness';
import type { AdminPageDetail, AdminPageSummary } from '@beast/domain/content/pages-api.schema';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { typeset } from '@beast/domain/i18n/typography';
import { type Db, inTransaction } from '../../../db/client';
import { DomainError } from '../../../errors/domain-error';
import { type Clock, systemClock } from '../../../lib/clock';
import { type Actor, committed, type OnContentChange, sameJson } from '../../../lib/content-change';
import { parseInput } from '../../../lib/parse-input';
import { checkRevision, revisionOf } from '../../../lib/revision';
import { recordContentWrite } from '../../audit/audit';
import { createCatalogRepository } from '../../catalog/catalog.repository';
import { editorName, publicationTime, translationRows } from '../editorial-write';
import { createPagesWriteRepository, type StoredPage } from './pages-write.repository';

export interface PageWriteResult {
  key: PageKey;
  /** False when the stored page already said exactly this: nothing was written, no cache was dropped. */
  changed: boolean;
  created: boolean;
}

/**
 * The information pages' write use cases (decision 18), called by the back office and by the content
 * importer: a page is written whole (status, publication, each language's title, description, Markdown body
 * and blocks), typeset like every text the customer reads, in one transaction with its audit entry; a staff
 * change names the revision its form was read at, and a page changed meanwhile is refused, not overwritten.
 */
export function createPagesWriteService({
  db,
  onChange,
  clock = systemClock,
}: {
  db: Db;
  onChange: OnContentChange;
  clock?: Clock;
}) {
  const report = (actor: Actor, key: PageKey) => (result: PageWriteResult) => ({
    actor,
    entity: 'page',
    key,
    action: result.created ? ('created' as const) : ('updated' as const),
    // A page's answer is cached with the other content; a page shows on its route only.
    caches: ['content' as const],
  });

  async function write(tx: Db, actor: Actor, page: PageWrite, expected?: string): Promise<PageWriteResult> {
    const repository = createPagesWriteRepository(tx);
    const stored = await repository.findPage(page.key, { lock: true });
    const before = stored ? storedPage(stored) : null;
    checkRevision(before, expected);
    // Left out, the publication time stays what it was; a new page is public from now.
    const after: PageWrite = {
      ...page,
      publishedAt: publicationTime(page.publishedAt, stored?.page.publishedAt, clock()),
    };
    if (sameJson(before, after)) return { key: page.key, changed: false, created: false };
    const values = {
      status: after.status,
      publishedAt: new Date(after.publishedAt!),
      updatedAt: clock(),
      updatedBy: await editorName(tx, actor),
    };
    let id = stored?.page.id;
    if (id === undefined) {
      id = await repository.insertPage(page.key, values);
      // Created by another writer since it was read: that writer's page is the one this change replaces.
      if (id === undefined) throw new DomainError('REVISION_CONFLICT');
    } else {
      await repository.updatePage(id, values);
    }
    await repository.replaceTranslations(id, translationRows(after.text));
    const result = { key: page.key, changed: true, created: !stored };
    await recordContentWrite(tx, actor, {
      entityType: 'page',
      entityKey: page.key,
      before,
      after,
      ...result,
    });
    return result;
  }

  return {
    /** Writes the page of this key whole, created or replaced: what an import of a data file does. */
    async savePage(actor: Actor, input: PageWriteInput): Promise<PageWriteResult> {
      const page = typesetPage(parseInput(PageWriteSchema, input));
      return committed(
        inTransaction(db, (tx) => write(tx, actor, page)),
        onChange,
        report(actor, page.key),
      );
    },

    /**
     * A staff member's change of page `key` (created when nobody wrote it yet), made from `revision`: the
     * page changed meanwhile is refused with REVISION_CONFLICT.
     */
    async updatePage(
      actor: Actor,
      key: PageKey,
      input: Omit<PageWriteInput, 'key'>,
      revision: string,
    ): Promise<PageWriteResult> {
      const page = typesetPage(parseInput(PageWriteSchema, { ...input, key }));
      return committed(
        inTransaction(db, (tx) => write(tx, actor, page, revision)),
        onChange,
        report(actor, key),
      );
    },

    /** Every page the shop has a route for, written or not, with how complete each language is. */
    async listPages(): Promise<AdminPageSummary[]> {
      const stored = new Map(
        (await createPagesWriteRepository(db).listPages()).map((page) => [page.page.key, page] as const),
      );
      return PAGE_KEYS.map((key) => {
        const page = stored.get(key);
        const view = page ? storedPage(page) : emptyPage(key);
        return {
          key,
          exists: page !== undefined,
          status: view.status,
          publishedAt: page ? view.publishedAt! : null,
          updatedAt: page?.page.updatedAt.toISOString() ?? null,
          updatedBy: page?.page.updatedBy ?? null,
          titles: Object.fromEntries(
            LOCALES.flatMap((locale) => (view.text[locale] ? [[locale, view.text[locale].title]] : [])),
          ),
          languages: pageCompleteness(view.text),
        };
      });
    },

    /**
     * The page as its editor shows it, with the revision a change must name; a page nobody wrote yet is an
     * empty draft. Products its blocks name that are not on sale are listed: the shop leaves their rows out.
     */
    async readPageForEditing(key: PageKey): Promise<AdminPageDetail> {
      const stored = await createPagesWriteRepository(db).findPage(key);
      const page = stored ? storedPage(stored) : emptyPage(key);
      const named = [...new Set(LOCALES.flatMap((locale) => productSlugsOf(page.text[locale]?.blocks ?? [])))];
      const onSale = new Set(
        (await createCatalogRepository(db).findActiveProductsBySlugs(DEFAULT_LOCALE, named)).map(
          (row) => row.product.slug,
        ),
      );
      return {
        key,
        exists: stored !== undefined,
        revision: revisionOf(stored ? page : null),
        page,
        languages: pageCompleteness(page.text),
        updatedAt: stored?.page.updatedAt.toISOString() ?? null,
        updatedBy: stored?.page.updatedBy ?? null,
        productsNotOnSale: named.filter((slug) => !onSale.has(slug)),
      };
    },
  };
}

export type PagesWriteService = ReturnType<typeof createPagesWriteService>;

/** The page as its form reads it: what `updatePage` would have to receive to change nothing. */
function storedPage({ page, translations }: StoredPage): PageWrite {
  const text: PageWrite['text'] = {};
  for (const locale of LOCALES) {
    const translation = translations.find((row) => row.locale === locale);
    if (translation) {
      const { locale: _locale, ...copy } = translation;
      text[locale] = copy;
    }
  }
  return { key: page.key, status: page.status, publishedAt: page.publishedAt.toISOString(), text };
}

function emptyPage(key: PageKey): PageWrite {
  return { key, status: 'draft', text: {} } as PageWrite;
}

/** The slugs of the products a page's blocks name (price rows and buttons). */
export function productSlugsOf(blocks: readonly PageBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === 'price-table') {
      return block.rows.flatMap((row) => ('productSlug' in row.price ? [row.price.productSlug] : []));
    }
    return block.type === 'call-to-action' && block.productSlug ? [block.productSlug] : [];
  });
}

/** The page's words as the shop prints them (figures with their units, French punctuation); links stay as written. */
function typesetPage(page: PageWrite): PageWrite {
  const text: PageWrite['text'] = {};
  for (const locale of LOCALES) {
    const copy = page.text[locale];
    if (!copy) continue;
    const words = (value: string) => typeset(value, locale);
    text[locale] = {
      title: words(copy.title),
      description: words(copy.description),
      // The body is typeset as it is rendered (lib/markdown.ts), where its text is told from its markup.
      body: copy.body,
      blocks: copy.blocks.map((block) => typesetBlock(block, locale)),
    };
  }
  return { ...page, text };
}

function typesetBlock(block: PageBlock, locale: Locale): PageBlock {
  const words = (value: string) => typeset(value, locale);
  const maybe = (value: string | undefined) => (value === undefined ? undefined : words(value));
  switch (block.type) {
    case 'facts':
      return {
        ...block,
        title: maybe(block.title),
        items: block.items.map((item) => ({ label: words(item.label), value: words(item.value) })),
      };
    case 'price-table':
      return {
        ...block,
        title: maybe(block.title),
        rows: block.rows.map((row) => ({
          ...row,
          label: words(row.label),
          unit: maybe(row.unit),
          note: maybe(row.note),
        })),
      };
    case 'call-to-action':
      return { ...block, title: words(block.title), text: words(block.text), label: words(block.label) };
    case 'downloads':
      return {
        ...block,
        title: maybe(block.title),
        items: block.items.map((item) => ({ ...item, title: words(item.title) })),
      };
    default:
      return { ...block, title: maybe(block.title) };
  }
}
