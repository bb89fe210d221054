import {
  CATALOG_WRITE_ERRORS,
  type ProductWrite,
  type ProductWriteInput,
  ProductWriteSchema,
  type SubcategoryWrite,
  type SubcategoryWriteInput,
  SubcategoryWriteSchema,
} from '@beast/domain/catalog/catalog-write.schema';
import { LOCALES, type Locale, perLocale } from '@beast/domain/i18n/locale';
import { typesetAll } from '@beast/domain/i18n/typography';
import { type Db, inTransaction } from '../../db/client';
import type { StoredDownload } from '../../db/schema/catalog';
import { DomainError } from '../../errors/domain-error';
import { type Actor, committed, type OnContentChange, sameJson, type WriteResult } from '../../lib/content-change';
import { parseInput } from '../../lib/parse-input';
import { checkRevision, revisionOf } from '../../lib/revision';
import { type ChangeOutcome, recordContentWrite } from '../audit/audit';
import {
  type CatalogWriteRepository,
  createCatalogWriteRepository,
  type ProductTranslationValues,
  type ProductValues,
  type StoredProduct,
} from './catalog-write.repository';

/**
 * The catalogue's write use cases, called by the back office and by the content importer. Each parses its
 * input with the domain schema, writes in one transaction and reports the change (caches to drop, who did it).
 * A product is written whole, with every language, medium, document, spec entry, geometry and fee.
 */
export function createCatalogWriteService({ db, onChange }: { db: Db; onChange: OnContentChange }) {
  const report = (actor: Actor, entity: 'product' | 'subcategory', key: string, created: boolean) => () => ({
    actor,
    entity,
    key,
    action: created ? ('created' as const) : ('updated' as const),
    caches: ['catalogue' as const],
  });

  /** A staff member's change goes to the audit log, in the transaction of the change. */
  const audit = (
    tx: Db,
    actor: Actor,
    entityType: 'product' | 'subcategory',
    after: ProductWrite | SubcategoryWrite,
    before: ProductWrite | SubcategoryWrite | null,
    result: ChangeOutcome,
  ) => recordContentWrite(tx, actor, { entityType, entityKey: after.slug, before, after, ...result });

  async function insertProduct(tx: Db, actor: Actor, product: ProductWrite) {
    const repository = createCatalogWriteRepository(tx);
    const id = await repository.insertProduct(await productValues(repository, product), translationValues(product));
    const result = { id, changed: true, created: true };
    await audit(tx, actor, 'product', product, null, result);
    return result;
  }

  async function updateProduct(tx: Db, actor: Actor, stored: StoredProduct, product: ProductWrite, expected?: string) {
    const before = storedProduct(stored);
    checkRevision(before, expected);
    const result = {
      ...(await replaceProduct(createCatalogWriteRepository(tx), stored, before, product)),
      created: false,
    };
    await audit(tx, actor, 'product', product, before, result);
    return result;
  }

  async function insertSubcategory(tx: Db, actor: Actor, subcategory: SubcategoryWrite) {
    const repository = createCatalogWriteRepository(tx);
    const id = await repository.insertSubcategory(subcategoryValues(subcategory), names(subcategory));
    const result = { id, changed: true, created: true };
    await audit(tx, actor, 'subcategory', subcategory, null, result);
    return result;
  }

  async function updateSubcategory(
    tx: Db,
    actor: Actor,
    stored: StoredSubcategory,
    subcategory: SubcategoryWrite,
    expected?: string,
  ) {
    const before = storedSubcategory(stored);
    checkRevision(before, expected);
    const repository = createCatalogWriteRepository(tx);
    const result = { ...(await replaceSubcategory(repository, stored, before, subcategory)), created: false };
    await audit(tx, actor, 'subcategory', subcategory, before, result);
    return result;
  }

  return {
    /** A new product; its slug must be free. */
    async createProduct(actor: Actor, input: ProductWriteInput): Promise<WriteResult> {
      const product = typesetProduct(parseInput(ProductWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          if (await createCatalogWriteRepository(tx).findProduct({ slug: product.slug })) {
            throw new DomainError('SLUG_TAKEN');
          }
          const { id, changed } = await insertProduct(tx, actor, product);
          return { id, changed };
        }),
        onChange,
        report(actor, 'product', product.slug, true),
      );
    },

    /**
     * Replaces everything about product `id` (its slug too, if that slug is free). With `expected` (the
     * revision the staff member's form was read at), a product changed meanwhile is refused, not overwritten.
     */
    async updateProduct(actor: Actor, id: number, input: ProductWriteInput, expected?: string): Promise<WriteResult> {
      const product = typesetProduct(parseInput(ProductWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCatalogWriteRepository(tx).findProduct({ id }, { lock: true });
          if (!stored) throw new DomainError('PRODUCT_NOT_FOUND');
          const { id: storedId, changed } = await updateProduct(tx, actor, stored, product, expected);
          return { id: storedId, changed };
        }),
        onChange,
        report(actor, 'product', product.slug, false),
      );
    },

    /** Puts product `id` on the shop or takes it off, everything else as it is. */
    async setProductPublished(actor: Actor, id: number, isPublished: boolean, expected: string): Promise<WriteResult> {
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCatalogWriteRepository(tx).findProduct({ id }, { lock: true });
          if (!stored) throw new DomainError('PRODUCT_NOT_FOUND');
          const product = { ...storedProduct(stored), isPublished };
          const { id: storedId, changed } = await updateProduct(tx, actor, stored, product, expected);
          return { id: storedId, changed, slug: product.slug };
        }),
        onChange,
        (result) => report(actor, 'product', result.slug, false)(),
      );
    },

    /** Creates the product of this slug, or replaces it when it exists: what an import of a data file does. */
    async saveProduct(actor: Actor, input: ProductWriteInput): Promise<WriteResult & { created: boolean }> {
      const product = typesetProduct(parseInput(ProductWriteSchema, input));
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCatalogWriteRepository(tx).findProduct({ slug: product.slug });
          return stored ? updateProduct(tx, actor, stored, product) : insertProduct(tx, actor, product);
        }),
        onChange,
        (result) => report(actor, 'product', product.slug, result.created)(),
      );
    },

    /** The product as its form shows it: what `updateProduct` would have to receive to change nothing. */
    async readProduct(id: number): Promise<ProductWrite> {
      const stored = await createCatalogWriteRepository(db).findProduct({ id });
      if (!stored) throw new DomainError('PRODUCT_NOT_FOUND');
      return storedProduct(stored);
    },

    /** The product as its editor shows it, with the revision a change must name and the units already sold. */
    async readProductForEditing(id: number) {
      const stored = await createCatalogWriteRepository(db).findProduct({ id });
      if (!stored) throw new DomainError('PRODUCT_NOT_FOUND');
      const product = storedProduct(stored);
      return { id, revision: revisionOf(product), editionSold: stored.product.editionSold, product };
    },

    /** Every subcategory as its form shows it, with its revision. */
    async readSubcategories() {
      const stored = await createCatalogWriteRepository(db).listSubcategories();
      return stored.map((row) => {
        const subcategory = storedSubcategory(row);
        return { id: row.id, revision: revisionOf(subcategory), subcategory };
      });
    },

    async createSubcategory(actor: Actor, input: SubcategoryWriteInput): Promise<WriteResult> {
      const subcategory = parseInput(SubcategoryWriteSchema, input);
      return committed(
        inTransaction(db, async (tx) => {
          if (await createCatalogWriteRepository(tx).findSubcategory({ slug: subcategory.slug })) {
            throw new DomainError('SLUG_TAKEN');
          }
          const { id, changed } = await insertSubcategory(tx, actor, subcategory);
          return { id, changed };
        }),
        onChange,
        report(actor, 'subcategory', subcategory.slug, true),
      );
    },

    async updateSubcategory(
      actor: Actor,
      id: number,
      input: SubcategoryWriteInput,
      expected?: string,
    ): Promise<WriteResult> {
      const subcategory = parseInput(SubcategoryWriteSchema, input);
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCatalogWriteRepository(tx).findSubcategory({ id }, { lock: true });
          if (!stored) throw new DomainError('NOT_FOUND');
          const { id: storedId, changed } = await updateSubcategory(tx, actor, stored, subcategory, expected);
          return { id: storedId, changed };
        }),
        onChange,
        report(actor, 'subcategory', subcategory.slug, false),
      );
    },

    async saveSubcategory(actor: Actor, input: SubcategoryWriteInput): Promise<WriteResult & { created: boolean }> {
      const subcategory = parseInput(SubcategoryWriteSchema, input);
      return committed(
        inTransaction(db, async (tx) => {
          const stored = await createCatalogWriteRepository(tx).findSubcategory({ slug: subcategory.slug });
          return stored ? updateSubcategory(tx, actor, stored, subcategory) : insertSubcategory(tx, actor, subcategory);
        }),
        onChange,
        (result) => report(actor, 'subcategory', subcategory.slug, result.created)(),
      );
    },
  };
}

export type CatalogWriteService = ReturnType<typeof createCatalogWriteService>;

async function replaceProduct(
  repository: CatalogWriteRepository,
  stored: StoredProduct,
  before: ProductWrite,
  product: ProductWrite,
): Promise<WriteResult> {
  const id = stored.product.id;
  if (sameJson(before, product)) return { id, changed: false };
  if (product.slug !== stored.product.slug && (await repository.findProduct({ slug: product.slug }))) {
    throw new DomainError('SLUG_TAKEN');
  }
  if (product.editionSize !== null && product.editionSize < stored.product.editionSold) {
    throw new DomainError('EDITION_BELOW_SOLD', { editionSize: CATALOG_WRITE_ERRORS.editionBelowSold });
  }
  await repository.updateProduct(id, await productValues(repository, product), translationValues(product));
  return { id, changed: true };
}

/** The shop prints copy with its typography (figures with their units, French punctuation); names stay as named. */
function typesetProduct(product: ProductWrite): ProductWrite {
  const text = Object.fromEntries(
    LOCALES.map((locale) => {
      const { name, ...copy } = product.text[locale];
      return [locale, { name, ...typesetAll(copy, locale) }];
    }),
  ) as ProductWrite['text'];
  return { ...product, text };
}

async function productValues(repository: CatalogWriteRepository, product: ProductWrite): Promise<ProductValues> {
  const subcategoryId = product.subcategory === null ? null : await subcategoryIdOf(repository, product.subcategory);
  return {
    slug: product.slug,
    productTypeId: await repository.productTypeId(product.type),
    subcategoryId,
    page: product.page,
    price: product.price,
    originalPrice: product.originalPrice,
    speedKmh: product.speedKmh,
    batteryWh: product.batteryWh,
    weightGrams: product.weightKg === null ? null : Math.round(product.weightKg * 1000),
    configuratorCatalogId: product.configuratorCatalogId,
    isRefurbished: product.refurbished !== null,
    refurbished: product.refurbished,
    editionSize: product.editionSize,
    media: product.media.map(({ alt: _alt, ...media }) => media),
    geometry: product.geometry,
    packageFees: product.packageFees,
    downloads: perLocale((locale) =>
      product.downloads.map((download): StoredDownload => ({ kind: download.kind, ...download.files[locale] })),
    ),
    sortOrder: product.sortOrder,
    isActive: product.isPublished,
  };
}

async function subcategoryIdOf(repository: CatalogWriteRepository, slug: string): Promise<number> {
  const subcategory = await repository.findSubcategory({ slug });
  if (!subcategory)
    throw new DomainError('VALIDATION_FAILED', { subcategory: CATALOG_WRITE_ERRORS.unknownSubcategory });
  return subcategory.id;
}

function translationValues(product: ProductWrite): ProductTranslationValues[] {
  return LOCALES.map((locale) => {
    const { name, description, tagline, highlights, specs } = product.text[locale];
    return {
      locale,
      name,
      description,
      content: {
        tagline,
        highlights,
        specs,
        mediaAlts: product.media.map((media) => media.alt[locale]),
        downloadTitles: product.downloads.map((download) => download.title[locale]),
      },
    };
  });
}

/** Reads a stored product back into the shape it was written in. */
function storedProduct({ product, typeCode, subcategorySlug, translations }: StoredProduct): ProductWrite {
  const text = (locale: Locale) => translations.find((translation) => translation.locale === locale)!;
  return {
    slug: product.slug,
    type: typeCode,
    subcategory: subcategorySlug,
    page: product.page,
    price: product.price,
    originalPrice: product.originalPrice,
    speedKmh: product.speedKmh,
    batteryWh: product.batteryWh,
    weightKg: product.weightGrams === null ? null : product.weightGrams / 1000,
    configuratorCatalogId: product.configuratorCatalogId,
    editionSize: product.editionSize,
    refurbished: product.refurbished,
    media: product.media.map((media, index) => ({
      ...media,
      alt: perLocale((locale) => text(locale).content.mediaAlts[index] ?? ''),
    })),
    geometry: product.geometry,
    packageFees: product.packageFees,
    downloads: (product.downloads?.en ?? []).map((download, index) => ({
      kind: download.kind,
      title: perLocale((locale) => text(locale).content.downloadTitles[index] ?? ''),
      files: perLocale((locale) => {
        const file = product.downloads![locale][index]!;
        return { url: file.url, bytes: file.bytes };
      }),
    })),
    text: perLocale((locale) => {
      const { name, description, content } = text(locale);
      return { name, tagline: content.tagline, description, highlights: content.highlights, specs: content.specs };
    }),
    sortOrder: product.sortOrder,
    isPublished: product.isActive,
  };
}

type StoredSubcategory = NonNullable<Awaited<ReturnType<CatalogWriteRepository['findSubcategory']>>>;

function storedSubcategory(stored: StoredSubcategory): SubcategoryWrite {
  return {
    slug: stored.slug,
    kind: stored.kind,
    sortOrder: stored.sortOrder,
    name: perLocale((locale) => stored.names.find((name) => name.locale === locale)?.name ?? ''),
  };
}

async function replaceSubcategory(
  repository: CatalogWriteRepository,
  stored: StoredSubcategory,
  before: SubcategoryWrite,
  subcategory: SubcategoryWrite,
): Promise<WriteResult> {
  if (sameJson(before, subcategory)) return { id: stored.id, changed: false };
  if (subcategory.slug !== stored.slug && (await repository.findSubcategory({ slug: subcategory.slug }))) {
    throw new DomainError('SLUG_TAKEN');
  }
  await repository.updateSubcategory(stored.id, subcategoryValues(subcategory), names(subcategory));
  return { id: stored.id, changed: true };
}

function subcategoryValues({ slug, kind, sortOrder }: SubcategoryWrite) {
  return { slug, kind, sortOrder };
}

function names(subcategory: SubcategoryWrite) {
  return LOCALES.map((locale) => ({ locale, name: subcategory.name[locale] }));
}
