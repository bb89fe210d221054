import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductWriteInput } from '@beast/domain/catalog/catalog-write.schema';
import type { PageWriteInput } from '@beast/domain/content/editorial-write.schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { FileStorage } from '../../files/file-storage';
import { translate } from '../../i18n/translate';
import { notifyCacheChange } from '../../lib/cache-sync';
import type { Actor, ContentChange } from '../../lib/content-change';
import { seedDemoCustomer } from '../demo/demo-customer';
import { DemoCustomerSchema } from '../demo/demo-customer.schema';
import { seedDemoStaff } from '../demo/demo-staff';
import { DemoStaffSchema } from '../demo/demo-staff.schema';
import { createWriteUseCases } from '../write-use-cases';
import { ContentFileError, type ContentRecord, type ContentSet } from './content-set';

/** Who an import's changes are recorded as (the back office's audit log will show it). */
export const CONTENT_IMPORT_ACTOR: Actor = { kind: 'tool', name: 'content-import' };

/** The lock every writer of content on an empty database takes, so instances starting together import once. */
const CONTENT_LOCK_KEY = 731001;

export interface ImportSummary {
  /** Every entry created or changed, in order; empty when the database already said all of it. */
  changes: ContentChange[];
  /** Files copied into storage because they were missing or different. */
  filesCopied: number;
  customerSeeded: boolean;
  /** Demo staff members added (the demo admin on a first start). */
  staffSeeded: number;
}

export interface ImportOptions {
  mode: 'demo' | 'production';
  /** False imports a demo folder without its customer (the test database has nobody's orders). */
  customer?: boolean;
  /** False imports a demo folder without its staff (tests make the members they need). */
  staff?: boolean;
}

/**
 * Loads a content folder through the write use cases, as the tool `content-import`: every record is
 * validated by its domain schema and written by the use case the back office calls, all in one transaction
 * under the content lock, so a failure half-way leaves nothing. Importing the same folder again changes
 * nothing. Demo content is refused in production mode. Running instances on PostgreSQL are told at the
 * commit which of their caches the import made stale.
 */
export async function importContent(
  db: Db,
  files: FileStorage,
  set: ContentSet,
  options: ImportOptions,
): Promise<ImportSummary> {
  if (set.demo && options.mode === 'production') {
    throw new ContentFileError(`${set.dir}: demo content is never imported in production mode`);
  }
  const sizes = await copyFiles(files, set);
  const changes: ContentChange[] = [];
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK_KEY})`);
    const writes = createWriteUseCases(tx, (change) => changes.push(change));
    const actor = CONTENT_IMPORT_ACTOR;
    for (const centre of set.centres) await save(centre, (value) => writes.centres.saveCentre(actor, value));
    for (const zone of set.courierZones) await save(zone, (value) => writes.courierZones.saveZone(actor, value));
    if (set.advantageSections) {
      await save(set.advantageSections, (value) => writes.content.saveAdvantageSections(actor, value));
    }
    for (const subcategory of set.subcategories) {
      await save(subcategory, (value) => writes.catalog.saveSubcategory(actor, value));
    }
    for (const product of set.products) {
      await save(product, (value) =>
        writes.catalog.saveProduct(actor, withFileSizes(value, sizes, product.file) as ProductWriteInput),
      );
    }
    for (const centre of set.testRideCentres) {
      await save(centre, (value) => writes.testRideCentres.importCentre(actor, value));
    }
    for (const model of set.rentalModels) await save(model, (value) => writes.rentalModels.importModel(actor, value));
    for (const company of set.partnerCompanies) {
      await save(company, (value) => writes.companies.saveCompany(actor, value));
    }
    for (const model of set.configuratorModels) {
      await save(model, (value) => writes.configurator.importModel(actor, value));
    }
    for (const offer of set.specialOffers) {
      await save(offer, (value) => writes.specialOffers.saveSpecialOffer(actor, value));
    }
    for (const coupon of set.coupons) await save(coupon, (value) => writes.coupons.saveCoupon(actor, value));
    for (const category of set.articleCategories) {
      await save(category, (value) => writes.articles.saveCategory(actor, value));
    }
    for (const article of set.articles) await save(article, (value) => writes.articles.saveArticle(actor, value));
    if (set.homePage) await save(set.homePage, (value) => writes.content.saveHomePage(actor, value));
    for (const entry of set.faq) await save(entry, (value) => writes.faq.saveEntry(actor, value));
    for (const page of set.pages) {
      await save(page, (value) =>
        writes.pages.savePage(actor, withPageFileSizes(value, sizes, page.file) as PageWriteInput),
      );
    }
    for (const release of set.pressReleases) await save(release, (value) => writes.press.saveRelease(actor, value));
    for (const contest of set.contests) await save(contest, (value) => writes.contests.saveContest(actor, value));
    const customerSeeded = set.customer && options.customer !== false ? await importCustomer(tx, set.customer) : false;
    const staffSeeded = set.staff && options.staff !== false ? await importStaff(tx, set.staff) : 0;
    // The shop's running instances drop what the import changed once it commits (no restart needed).
    const areas = changes.flatMap((change) => change.caches);
    if (areas.length > 0) await notifyCacheChange(tx, areas, 'content-import');
    return { changes, filesCopied: sizes.copied, customerSeeded, staffSeeded };
  });
}

/** Runs one write, naming the data file and the field when the use case refuses the record. */
// biome-ignore lint/suspicious/noExplicitAny: a data file's record is checked by the use case's own schema.
async function save(record: ContentRecord, write: (value: any) => Promise<unknown>): Promise<void> {
  try {
    await write(record.value);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fields = Object.entries(error.fields ?? {}).map(([field, key]) => `${field}: ${translate('en', key)}`);
    const reason = fields.length > 0 ? fields.join('; ') : translate('en', `errors.${error.code}`);
    throw new ContentFileError(`${record.file}: ${reason}`);
  }
}

async function importCustomer(tx: Db, record: ContentRecord): Promise<boolean> {
  const parsed = DemoCustomerSchema.safeParse(record.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentFileError(`${record.file}: ${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return (await seedDemoCustomer(tx, parsed.data)).seeded;
}

async function importStaff(tx: Db, record: ContentRecord): Promise<number> {
  const parsed = DemoStaffSchema.safeParse(record.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentFileError(`${record.file}: ${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return seedDemoStaff(tx, parsed.data);
}

type FileSizes = Map<string, number> & { copied: number };

/**
 * Copies the folder's files into storage, skipping those already there with the same bytes, and returns
 * every file's size (a download link shows it).
 */
async function copyFiles(storage: FileStorage, set: ContentSet): Promise<FileSizes> {
  const sizes = Object.assign(new Map<string, number>(), { copied: 0 });
  for (const path of set.files) {
    const bytes = readFileSync(join(set.dir, 'files', path));
    sizes.set(path, bytes.byteLength);
    const stored = await storage.size(path);
    if (stored === bytes.byteLength && (await storage.read(path))?.equals(bytes)) continue;
    await storage.put(path, bytes);
    sizes.copied += 1;
  }
  return sizes;
}

/**
 * A data file names its documents by URL only; the size each download link shows is the file's own, so the
 * record cannot disagree with the file it points to.
 */
export function withFileSizes(value: unknown, sizes: Map<string, number>, file: string): unknown {
  const product = value as { downloads?: { files?: Record<string, { url?: string; bytes?: number }> }[] };
  if (!Array.isArray(product?.downloads)) return value;
  const downloads = product.downloads.map((download) => ({
    ...download,
    files: Object.fromEntries(
      Object.entries(download.files ?? {}).map(([locale, document]) => [
        locale,
        { ...document, bytes: document.bytes ?? fileSize(document.url, sizes, file) },
      ]),
    ),
  }));
  return { ...product, downloads };
}

/** A page's downloads show their files' own sizes, like a product's (`withFileSizes`). */
export function withPageFileSizes(value: unknown, sizes: Map<string, number>, file: string): unknown {
  const page = value as {
    text?: Record<string, { blocks?: { type?: string; items?: { url?: string; bytes?: number }[] }[] }>;
  };
  if (!page?.text) return value;
  const text = Object.fromEntries(
    Object.entries(page.text).map(([locale, copy]) => [
      locale,
      {
        ...copy,
        blocks: copy.blocks?.map((block) =>
          block.type !== 'downloads'
            ? block
            : {
                ...block,
                items: block.items?.map((item) => ({ ...item, bytes: item.bytes ?? fileSize(item.url, sizes, file) })),
              },
        ),
      },
    ]),
  );
  return { ...page, text };
}

function fileSize(url: string | undefined, sizes: Map<string, number>, file: string): number {
  const bytes = sizes.get(url?.replace(/^\/files\//, '') ?? '');
  if (bytes === undefined) throw new ContentFileError(`${file}: ${url}: no such file under files/`);
  return bytes;
}
