import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LOCALES } from '@beast/domain/i18n/locale';

/**
 * A folder of content data files (decision 13), read into the inputs of the write use cases. The layout,
 * every part optional:
 *
 *   content-set.json          { "demo": true } marks demo content, refused in production mode
 *   centres.json              experience centres            advantage-sections.json  the home page's sections
 *   courier-zones.json        courier zones, their ZIP codes and delivery windows
 *   subcategories.json        product subcategories         home-page.json           the home page's video
 *   products/<slug>.json      one product, its long copy in products/<slug>.<locale>.md (the description)
 *   special-offers.json       flash offers                  coupons.json             coupon codes
 *   customer.json             the demo customer (demo sets only)
 *   staff.json                the demo's back-office staff, the demo admin (demo sets only)
 *   files/…                   the files the records refer to as /files/…
 *
 * Dates written `{ "daysFromImport": -30 }` are that many days from the import's day (midnight UTC), so demo
 * offers and coupons are current whenever the demo is installed.
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
  specialOffers: ContentRecord[];
  coupons: ContentRecord[];
  homePage: ContentRecord | undefined;
  customer: ContentRecord | undefined;
  staff: ContentRecord | undefined;
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
    specialOffers: list('special-offers.json'),
    coupons: list('coupons.json'),
    homePage: read('home-page.json'),
    customer: read('customer.json'),
    staff: read('staff.json'),
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
  const folder = join(dir, 'products');
  if (!existsSync(folder)) return [];
  const records = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = `products/${name}`;
      const record = readJson(dir, file, today)!;
      const product = record.value as { text?: Record<string, Record<string, unknown>> };
      const slug = name.slice(0, -'.json'.length);
      for (const locale of LOCALES) {
        const copy = join(folder, `${slug}.${locale}.md`);
        if (!existsSync(copy)) continue;
        product.text ??= {};
        product.text[locale] = { ...product.text[locale], description: readFileSync(copy, 'utf8').trim() };
      }
      return record;
    });
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

/** Replaces every `{ "daysFromImport": n }` with the instant n days from the import's day. */
function resolveDays(value: unknown, today: number): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveDays(item, today));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]![0] === 'daysFromImport' && Number.isInteger(entries[0]![1])) {
    return new Date(today + (entries[0]![1] as number) * DAY_MS).toISOString();
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
