import type { EditorialStatus } from '@beast/domain/content/editorial';
import type { PageBlock, PageBlockType } from '@beast/domain/content/page-blocks';
import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { centimesOf, numberOf } from '../product-form';
import { textField, textValues, writtenLanguages } from './editorial-form';
import { publicationFromForm, publicationValues } from './publication-form';

/**
 * The information page's form (decision 18): its publication and, per language, the title, the search
 * engines' description, the Markdown body and the typed blocks after it. Fields are named after the write
 * schema's places (`text.fr.blocks.1.items.0.label`), so the API's message for a field finds it. A block's
 * lists (facts, price rows, files) show one empty row more than they hold, for the next one; an empty row is
 * left out. Structure changes (add, move, remove a block) are made by the page's action on what was typed,
 * so they work without scripts and lose nothing. Money is typed in francs; what the form cannot read is sent
 * as typed, for the API to name.
 */

export const PAGE_TEXT_FIELDS = ['title', 'description', 'body'] as const;

export const BLOCK_TYPES = [
  'facts',
  'price-table',
  'call-to-action',
  'downloads',
  'instalment-calculator',
  'faq-excerpt',
] as const satisfies readonly PageBlockType[];

/** A block's own fields, and the list of rows it holds with each row's fields. */
export const BLOCK_FIELDS: Record<
  PageBlockType,
  { fields: readonly string[]; list?: { name: string; fields: readonly string[] } }
> = {
  facts: { fields: ['title'], list: { name: 'items', fields: ['label', 'value'] } },
  'price-table': {
    fields: ['title'],
    list: { name: 'rows', fields: ['label', 'productSlug', 'amount', 'unit', 'note'] },
  },
  'call-to-action': { fields: ['title', 'text', 'label', 'href', 'productSlug', 'requiresSignIn'] },
  downloads: { fields: ['title'], list: { name: 'items', fields: ['title', 'url', 'bytes'] } },
  'instalment-calculator': { fields: ['title', 'amount'] },
  'faq-excerpt': { fields: ['title', 'category', 'limit'] },
};

/** A new FAQ excerpt shows this many questions. */
const FAQ_EXCERPT_DEFAULT_LIMIT = 3;

type Values = Record<string, string>;
/** A block as the form holds it: its fields by their name inside the block (`type`, `items.0.label` …). */
type BlockValues = Record<string, string>;

export const blockPrefix = (language: Locale, index: number) => `text.${language}.blocks.${index}`;

export function isBlockType(value: string | undefined): value is PageBlockType {
  return (BLOCK_TYPES as readonly string[]).includes(value ?? '');
}

/** The blocks of one language, in the form's order. */
export function blocksOf(values: Readonly<Values>, language: Locale): BlockValues[] {
  const pattern = new RegExp(`^text\\.${language}\\.blocks\\.(\\d+)\\.(.+)$`);
  const blocks = new Map<number, BlockValues>();
  for (const [name, value] of Object.entries(values)) {
    const match = pattern.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const block = blocks.get(index) ?? {};
    block[match[2]!] = value;
    blocks.set(index, block);
  }
  return [...blocks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, block]) => block)
    .filter((block) => block.type !== undefined);
}

/** The rows of a block's list that hold something, in order. */
export function rowsOf(block: Readonly<BlockValues>): BlockValues[] {
  const list = isBlockType(block.type) ? BLOCK_FIELDS[block.type].list : undefined;
  if (!list) return [];
  const pattern = new RegExp(`^${list.name}\\.(\\d+)\\.(.+)$`);
  const rows = new Map<number, BlockValues>();
  for (const [name, value] of Object.entries(block)) {
    const match = pattern.exec(name);
    if (!match) continue;
    const row = rows.get(Number(match[1])) ?? {};
    row[match[2]!] = value;
    rows.set(Number(match[1]), row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row)
    .filter((row) => Object.values(row).some((value) => value.trim() !== ''));
}

/** A block with its rows numbered from 0 again, empty ones left out. */
function compactBlock(block: Readonly<BlockValues>): BlockValues {
  const list = isBlockType(block.type) ? BLOCK_FIELDS[block.type].list : undefined;
  if (!list) return { ...block };
  const own = Object.fromEntries(Object.entries(block).filter(([name]) => !name.startsWith(`${list.name}.`)));
  rowsOf(block).forEach((row, index) => {
    for (const [field, value] of Object.entries(row)) own[`${list.name}.${index}.${field}`] = value;
  });
  return own;
}

/** The values with one language's blocks replaced by these, numbered from 0. */
export function withBlocks(values: Readonly<Values>, language: Locale, blocks: readonly BlockValues[]): Values {
  const prefix = `text.${language}.blocks.`;
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith(prefix)));
  blocks.forEach((block, index) => {
    for (const [field, value] of Object.entries(block)) kept[`${blockPrefix(language, index)}.${field}`] = value;
  });
  return kept;
}

/** The form as it is saved: blocks and rows numbered in order, empty rows left out, so messages find their field. */
export function compactPageValues(values: Readonly<Values>): Values {
  return LOCALES.reduce<Values>(
    (compacted, language) => withBlocks(compacted, language, blocksOf(values, language).map(compactBlock)),
    { ...values },
  );
}

/** A change of the blocks' structure, named by the button that asks for it (`add:fr`, `move:fr:2:up` …). */
export type BlockEdit =
  | { kind: 'add'; language: Locale; type: PageBlockType }
  | { kind: 'remove' | 'up' | 'down'; language: Locale; index: number };

export const BLOCK_EDIT_NAME = 'blockEdit';
/** The select of the block type an Add button adds, per language. */
export const newBlockField = (language: Locale) => `newBlock.${language}`;

export function blockEditOf(values: Readonly<Values>): BlockEdit | null {
  const [kind, language, index] = (values[BLOCK_EDIT_NAME] ?? '').split(':');
  const locale = LOCALES.find((known) => known === language);
  if (!locale) return null;
  if (kind === 'add') {
    const type = values[newBlockField(locale)];
    return isBlockType(type) ? { kind, language: locale, type } : null;
  }
  if ((kind === 'remove' || kind === 'up' || kind === 'down') && /^\d+$/.test(index ?? '')) {
    return { kind, language: locale, index: Number(index) };
  }
  return null;
}

/** The form after the change: a new empty block last, a block one step up or down, or a block removed. */
export function applyBlockEdit(values: Readonly<Values>, edit: BlockEdit): Values {
  const compacted = compactPageValues(values);
  const blocks = blocksOf(compacted, edit.language);
  if (edit.kind === 'add') {
    const block: BlockValues = { type: edit.type };
    if (edit.type === 'faq-excerpt')
      Object.assign(block, { category: 'general', limit: String(FAQ_EXCERPT_DEFAULT_LIMIT) });
    return withBlocks(compacted, edit.language, [...blocks, block]);
  }
  const { index } = edit;
  if (index >= blocks.length) return compacted;
  if (edit.kind === 'remove')
    return withBlocks(
      compacted,
      edit.language,
      blocks.filter((_, at) => at !== index),
    );
  const other = edit.kind === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= blocks.length) return compacted;
  const swapped = [...blocks];
  [swapped[index], swapped[other]] = [swapped[other]!, swapped[index]!];
  return withBlocks(compacted, edit.language, swapped);
}

/** What was typed, or nothing: an optional text left empty is left out. */
const optional = (text: string | undefined) => {
  const value = (text ?? '').trim();
  return value === '' ? undefined : value;
};
const trimmed = (text: string | undefined) => (text ?? '').trim();

/** A block as PageBlockSchema takes it; fields it cannot read go as typed, for the API to refuse. */
export function blockFromForm(block: Readonly<BlockValues>): Record<string, unknown> {
  const rows = rowsOf(block);
  const title = optional(block.title);
  switch (block.type) {
    case 'facts':
      return {
        type: block.type,
        title,
        items: rows.map((row) => ({ label: trimmed(row.label), value: trimmed(row.value) })),
      };
    case 'price-table':
      return {
        type: block.type,
        title,
        rows: rows.map((row) => ({
          label: trimmed(row.label),
          price: optional(row.productSlug)
            ? { productSlug: trimmed(row.productSlug) }
            : { centimes: centimesOf(row.amount ?? '') ?? '' },
          unit: optional(row.unit),
          note: optional(row.note),
        })),
      };
    case 'call-to-action':
      return {
        type: block.type,
        title: trimmed(block.title),
        text: trimmed(block.text),
        label: trimmed(block.label),
        href: optional(block.href),
        productSlug: optional(block.productSlug),
        ...(block.requiresSignIn === 'on' && { requiresSignIn: true }),
      };
    case 'downloads':
      return {
        type: block.type,
        title,
        items: rows.map((row) => ({
          title: trimmed(row.title),
          url: trimmed(row.url),
          bytes: numberOf(row.bytes ?? '') ?? '',
        })),
      };
    case 'instalment-calculator':
      return { type: block.type, title, amount: centimesOf(block.amount ?? '') ?? undefined };
    case 'faq-excerpt':
      return { type: block.type, title, category: block.category ?? '', limit: numberOf(block.limit ?? '') ?? '' };
    default:
      return { type: block.type };
  }
}

/** The page the form describes, as PUT /api/admin/pages/{key} takes it (`page`). */
export function pageFromForm(values: Readonly<Values>) {
  const withBlocksTyped = LOCALES.filter((language) => blocksOf(values, language).length > 0);
  const languages = LOCALES.filter(
    (language) => writtenLanguages(values, PAGE_TEXT_FIELDS).includes(language) || withBlocksTyped.includes(language),
  );
  const text: Partial<Record<Locale, unknown>> = {};
  for (const language of languages) {
    text[language] = {
      title: trimmed(values[textField(language, 'title')]),
      description: trimmed(values[textField(language, 'description')]),
      body: (values[textField(language, 'body')] ?? '').trim(),
      blocks: blocksOf(values, language).map(blockFromForm),
    };
  }
  return { ...publicationFromForm(values), text };
}

const francs = (centimes: number) => (centimes / 100).toFixed(2);

/** A stored block's form values. */
export function blockValues(block: PageBlock): BlockValues {
  const values: BlockValues = { type: block.type };
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) values[name] = String(value);
  };
  set('title', block.title);
  switch (block.type) {
    case 'facts':
      block.items.forEach((item, index) => {
        set(`items.${index}.label`, item.label);
        set(`items.${index}.value`, item.value);
      });
      break;
    case 'price-table':
      block.rows.forEach((row, index) => {
        set(`rows.${index}.label`, row.label);
        if ('productSlug' in row.price) set(`rows.${index}.productSlug`, row.price.productSlug);
        else set(`rows.${index}.amount`, francs(row.price.centimes));
        set(`rows.${index}.unit`, row.unit);
        set(`rows.${index}.note`, row.note);
      });
      break;
    case 'call-to-action':
      set('text', block.text);
      set('label', block.label);
      set('href', block.href);
      set('productSlug', block.productSlug);
      if (block.requiresSignIn) values.requiresSignIn = 'on';
      break;
    case 'downloads':
      block.items.forEach((item, index) => {
        set(`items.${index}.title`, item.title);
        set(`items.${index}.url`, item.url);
        set(`items.${index}.bytes`, item.bytes);
      });
      break;
    case 'instalment-calculator':
      set('amount', block.amount === undefined ? undefined : francs(block.amount));
      break;
    case 'faq-excerpt':
      set('category', block.category);
      set('limit', block.limit);
      break;
  }
  return values;
}

interface StoredPage {
  status?: EditorialStatus;
  publishedAt?: string;
  text: Partial<Record<Locale, { title: string; description: string; body: string; blocks?: readonly PageBlock[] }>>;
}

/** The form's values of a stored page (one nobody wrote yet: every language empty). */
export function pageValues(page: StoredPage): Values {
  const status = page.status ?? 'draft';
  let values: Values = {
    ...(page.publishedAt ? publicationValues({ status, publishedAt: page.publishedAt }) : { status, publishedAt: '' }),
    ...textValues(page.text, PAGE_TEXT_FIELDS),
  };
  for (const language of LOCALES) {
    values = withBlocks(values, language, (page.text[language]?.blocks ?? []).map(blockValues));
  }
  return values;
}

/** The fields of the form in its order (the first refused one takes the focus). */
export function pageFieldNames(values: Readonly<Values>): string[] {
  const names = ['status', 'publishedAt'];
  for (const language of LOCALES) {
    names.push(...PAGE_TEXT_FIELDS.map((field) => textField(language, field)));
    blocksOf(values, language).forEach((block, index) => {
      const at = blockPrefix(language, index);
      const spec = isBlockType(block.type) ? BLOCK_FIELDS[block.type] : { fields: [] };
      names.push(...spec.fields.map((field) => `${at}.${field}`));
      if (spec.list) {
        const { name, fields } = spec.list;
        for (const row of rowsOf(block).keys()) names.push(...fields.map((field) => `${at}.${name}.${row}.${field}`));
      }
    });
  }
  return names;
}

/**
 * The API's message path as the form names it: a price row's `price` (or its `centimes`) is its amount field,
 * `price.productSlug` its product; the rest keep their names without the request's `page.` prefix.
 */
export function pageFieldOf(path: string): string {
  return path
    .replace(/^page\./, '')
    .replace(/\.price\.productSlug$/, '.productSlug')
    .replace(/\.price(\.centimes)?$/, '.amount');
}
