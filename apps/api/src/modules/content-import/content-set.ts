import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FAQ_CATEGORIES, isFaqCategory } from '@beast/domain/content/editorial';
import { LOCALES } from '@beast/domain/i18n/locale';
import { swissLocalToInstant } from '@beast/domain/validation/swiss-time';

/**
 * A folder of content data files (decision 13), read into the inputs of the write use cases. The layout,
 * every part optional:
 *
 *   content-set.json          { "demo": true } marks demo content, refused in production mode
 *   centres.json              experience centres            advantage-sections.json  the home page's sections
 *   courier-zones.json        courier zones, their ZIP codes and delivery windows
 *   subcategories.json        product subcategories         home-page.json           the home page's video
 *   products/<slug>.json      one product, its long copy in products/<slug>.<locale>.md (the description)
 *   pages/<key>.json          an information page (PAGE_KEYS: about-us, terms …): status and each language's
 *                             title, description and blocks; its body in pages/<key>.<locale>.md. A language
 *                             without its .md and text is not written, so the page does not exist in it.
 *   special-offers.json       flash offers                  coupons.json             coupon codes
 *   article-categories.json   the blog's categories
 *   articles/<key>.json       one blog article, its body per language in articles/<key>.<locale>.md; a language
 *                             without its texts is not public in that language (decision 18)
 *   customer.json             the demo customer (demo sets only)
 *   staff.json                the demo's back-office staff, the demo admin (demo sets only)
 *   faq/<category>.json       the FAQ entries of one category (spec §2) in their order: a list of
 *                             { key, status, text: { <locale>: { question, answer } } }, answers in Markdown;
 *                             a language left out is not shown in that language
 *   press/<key>.json          a press release { key, releasedOn, fileUrl, status, text: { <locale>: { title,
 *                             summary } } }, its body in press/<key>.<locale>.md (Markdown)
 *   test-ride-centres.json    each centre's test rides: { centre (its slug), slotMinutes, slotCapacity, fleet:
 *                             [{ model (a product's slug), bikes }] } (demo bikes per model)
 *   contests.json             the contests: { slug, kind, opensAt, closesAt, drawAt, prizeValue (centimes),
 *                             prizeText: { <locale> } }; their introductions and rules are pages/
 *   rental-models.json        the models rented out: { model (a product's slug), rentable, monthlyPrice (centimes) }
 *   partner-companies.json    the partner companies: { slug, name, logoUrl, emailDomains, membershipMonths, inSitemap,
 *                             text: { <locale>: { introduction, advantages } } }, before the offers that name them
 *   configurator-models.json  each configurable model's options: { model (a product's slug), groups: [{ key, options:
 *                             [{ key, price, offerPrice, default, label: { <locale> }, look }] }], rules: [{ kind
 *                             (requires | excludes), option, others }] }, options named `group=option`
 *   files/…                   the files the records refer to as /files/…
 *
 * Dates written `{ "daysFromImport": -30 }` are that many days from the import's day (midnight UTC), so demo
 * offers and coupons are current whenever the demo is installed. Dates written `{ "swissThisYear":
 * "08-16T10:00" }` are that Swiss wall-clock time in the import's year (a contest held every summer).
 */

/** Bad data in a content folder, said with the file (and the field) at fault. */
export class ContentFileError extends Error {}

export interface ContentRecord<T = unknown> {
  /** The data file, relative to the folder, for error messages. */
  file: string;
  value: T;
}

export interface ContentSet {
  dir: string;
  demo: boolean;
  centres: ContentRecord[];
  courierZones: ContentRecord[];
  advantageSections: ContentRecord | undefined;
  subcategories: ContentRecord[];
  products: ContentRecord[];
  pages: ContentRecord[];
  specialOffers: ContentRecord[];
  coupons: ContentRecord[];
  articleCategories: ContentRecord[];
  articles: ContentRecord[];
  homePage: ContentRecord | undefined;
  customer: ContentRecord | undefined;
  staff: ContentRecord | undefined;
  /** FAQ entries, category by category in the page's order, each category's in its file's order. */
  faq: ContentRecord[];
  pressReleases: ContentRecord[];
  /** Each centre's test-ride places and demo fleet, after the centres and products they name. */
  testRideCentres: ContentRecord[];
  contests: ContentRecord[];
  /** The models rented out and their monthly prices, after the products they name. */
  rentalModels: ContentRecord[];
  /** The partner companies, before the special offers that are for their members. */
  partnerCompanies: ContentRecord[];
  /** Each configurable model's option groups, options, prices, offers and rules, after the products. */
  configuratorModels: ContentRecord[];
  /** Paths under `files/`, with `/` separators (as served under /files/). */
  files: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function readContentSet(dir: string, now = new Date()): ContentSet {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ContentFileError(`${dir}: no such folder`);
  const today = Date.parse(now.toISOString().slice(0, 10));
  const read = (name: string) => readJson(dir, name, today);
  const list = (name: string) => {
    const record = read(name);
    if (!record) return [];
    if (!Array.isArray(record.value)) throw new ContentFileError(`${name}: expected a list`);
    return record.value.map((value, index) => ({ file: `${name} [${index}]`, value }));
  };
  const manifest = read('content-set.json')?.value as { demo?: unknown } | undefined;
  const set: ContentSet = {
    dir,
    demo: manifest?.demo === true,
    centres: list('centres.json'),
    courierZones: list('courier-zones.json'),
    advantageSections: read('advantage-sections.json'),
    subcategories: list('subcategories.json'),
    products: readProducts(dir, today),
    pages: readWithMarkdown(dir, 'pages', 'body', today).sort((a, b) => a.file.localeCompare(b.file)),
    specialOffers: list('special-offers.json'),
    coupons: list('coupons.json'),
    articleCategories: list('article-categories.json'),
    articles: readWithMarkdown(dir, 'articles', 'body', today).sort((a, b) => a.file.localeCompare(b.file)),
    homePage: read('home-page.json'),
    customer: read('customer.json'),
    staff: read('staff.json'),
    faq: readFaq(dir, today),
    pressReleases: readPressReleases(dir, today),
    testRideCentres: list('test-ride-centres.json'),
    contests: list('contests.json'),
    rentalModels: list('rental-models.json'),
    partnerCompanies: list('partner-companies.json'),
    configuratorModels: list('configurator-models.json'),
    files: filesUnder(join(dir, 'files')),
  };
  if (set.customer && !set.demo) {
    throw new ContentFileError('customer.json: a customer is demo content; mark the folder with content-set.json');
  }
  if (set.staff && !set.demo) {
    throw new ContentFileError(
      'staff.json: staff with known passwords are demo content; create staff with npm run staff',
    );
  }
  return set;
}

function readJson(dir: string, name: string, today: number): ContentRecord | undefined {
  const path = join(dir, name);
  if (!existsSync(path)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ContentFileError(`${name}: not valid JSON (${(error as Error).message})`);
  }
  return { file: name, value: resolveDays(value, today) };
}

/** Products are one file each, in the order of their `sortOrder` (ties by slug), so ids come out stable. */
function readProducts(dir: string, today: number): ContentRecord[] {
  const records = readWithMarkdown(dir, 'products', 'description', today);
  const order = (record: ContentRecord) => {
    const { sortOrder, slug } = record.value as { sortOrder?: number; slug?: string };
    return [sortOrder ?? 0, String(slug)] as const;
  };
  return records.sort((a, b) => {
    const [sortA, slugA] = order(a);
    const [sortB, slugB] = order(b);
    return sortA - sortB || slugA.localeCompare(slugB);
  });
}

/**
 * A category's entries are one file, named by the category; an entry's place is its place in the file. The
 * category and the place are given to each entry here, so a file cannot disagree with its name.
 */
function readFaq(dir: string, today: number): ContentRecord[] {
  const folder = join(dir, 'faq');
  if (!existsSync(folder)) return [];
  const names = new Set(readdirSync(folder).filter((name) => name.endsWith('.json')));
  for (const name of names) {
    if (!isFaqCategory(name.slice(0, -'.json'.length))) {
      throw new ContentFileError(`faq/${name}: not an FAQ category (${FAQ_CATEGORIES.join(', ')})`);
    }
  }
  return FAQ_CATEGORIES.filter((category) => names.has(`${category}.json`)).flatMap((category) => {
    const file = `faq/${category}.json`;
    const { value } = readJson(dir, file, today)!;
    if (!Array.isArray(value)) throw new ContentFileError(`${file}: expected a list`);
    return value.map((entry, sortOrder) => ({
      file: `${file} [${sortOrder}]`,
      value: { ...(entry as object), category, sortOrder },
    }));
  });
}

/** A press release is a file named by its key; its body in each language is a Markdown file beside it. */
function readPressReleases(dir: string, today: number): ContentRecord[] {
  return readWithMarkdown(dir, 'press', 'body', today).sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The records of a folder of one JSON file per record, each language's long copy beside it in
 * `<name>.<locale>.md`, put in the record's `text.<locale>.<field>`. A long copy whose language the record
 * has no text in is refused: the record and its copy must agree on the languages it is written in.
 */
function readWithMarkdown(dir: string, folderName: string, field: string, today: number): ContentRecord[] {
  const folder = join(dir, folderName);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = `${folderName}/${name}`;
      const record = readJson(dir, file, today)!;
      const value = record.value as { text?: Record<string, Record<string, unknown>> };
      const stem = name.slice(0, -'.json'.length);
      for (const locale of LOCALES) {
        const copy = join(folder, `${stem}.${locale}.md`);
        if (!existsSync(copy)) continue;
        if (!value.text?.[locale])
          throw new ContentFileError(`${folderName}/${stem}.${locale}.md: no ${locale} text in ${file}`);
        value.text[locale] = { ...value.text[locale], [field]: readFileSync(copy, 'utf8').trim() };
      }
      return record;
    });
}

/**
 * Replaces every `{ "daysFromImport": n }` with the instant n days from the import's day, and every
 * `{ "swissThisYear": "MM-DDTHH:mm" }` with that Swiss wall-clock time in the import's year.
 */
function resolveDays(value: unknown, today: number): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveDays(item, today));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === 'daysFromImport' && Number.isInteger(entries[0]![1])) {
    return new Date(today + (entries[0]![1] as number) * DAY_MS).toISOString();
  }
  if (entries.length === 1 && entries[0]![0] === 'swissThisYear' && typeof entries[0]![1] === 'string') {
    const local = `${new Date(today).getUTCFullYear()}-${entries[0]![1]}`;
    const instant = swissLocalToInstant(local);
    if (!instant) throw new ContentFileError(`${local}: not a Swiss wall-clock time (MM-DDTHH:mm)`);
    return instant;
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, resolveDays(item, today)]));
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
