import { PageWriteSchema } from '@beast/domain/content/editorial-write.schema';
import type { PageBlock } from '@beast/domain/content/page-blocks';
import { describe, expect, it } from 'vitest';
import {
  applyBlockEdit,
  blockEditOf,
  blockFromForm,
  blocksOf,
  compactPageValues,
  pageFieldNames,
  pageFieldOf,
  pageFromForm,
  pageValues,
} from './page-form';

const BLOCKS: PageBlock[] = [
  {
    type: 'price-table',
    title: 'Prices',
    rows: [
      { label: 'Subscription', price: { productSlug: 'aftersale-subscription' }, unit: 'per year' },
      { label: 'First service', price: { centimes: 12_950 }, note: 'At 500 km' },
    ],
  },
  { type: 'facts', items: [{ label: 'Battery', value: '625 Wh' }] },
  {
    type: 'call-to-action',
    title: 'Ready?',
    text: 'Book it now.',
    label: 'Book',
    href: '/services',
    requiresSignIn: true,
  },
  { type: 'downloads', title: 'Files', items: [{ title: 'Press kit', url: '/files/kit.pdf', bytes: 20_480 }] },
  { type: 'instalment-calculator', amount: 399_000 },
  { type: 'faq-excerpt', title: 'Questions', category: 'repairs-maintenance', limit: 4 },
];

const PAGE = {
  key: 'services' as const,
  status: 'published' as const,
  publishedAt: '2026-05-01T06:00:00.000Z',
  text: {
    en: { title: 'Services', description: 'What we do.', body: '## Care', blocks: BLOCKS },
    fr: { title: 'Services', description: 'Ce que nous faisons.', body: '## Soins', blocks: [] },
  },
};

describe('the page form', () => {
  it('shows every kind of block and reads it back as the write schema stored it', () => {
    const values = pageValues(PAGE);
    expect(values['text.en.blocks.0.rows.1.amount']).toBe('129.50');
    expect(values['text.en.blocks.0.rows.0.productSlug']).toBe('aftersale-subscription');
    expect(values['text.en.blocks.2.requiresSignIn']).toBe('on');
    expect(values['text.en.blocks.4.amount']).toBe('3990.00');
    expect(values['text.de.title']).toBe('');
    const read = PageWriteSchema.parse({ key: 'services', ...pageFromForm(values) });
    expect(read.text.en?.blocks).toEqual(BLOCKS);
    expect(read.text.fr).toEqual({ ...PAGE.text.fr });
    expect(read.text.de).toBeUndefined();
    expect(read.status).toBe('published');
    expect(Date.parse(read.publishedAt!)).toBe(Date.parse(PAGE.publishedAt));
  });

  it('reads a price typed the shop’s way, and a product named instead of an amount', () => {
    const row = (amount: string, productSlug = '') => ({
      type: 'price-table',
      'rows.0.label': 'A',
      'rows.0.amount': amount,
      'rows.0.productSlug': productSlug,
    });
    expect(blockFromForm(row("1'290.50"))).toMatchObject({ rows: [{ label: 'A', price: { centimes: 129_050 } }] });
    expect(blockFromForm(row('', 'u-lock'))).toMatchObject({ rows: [{ price: { productSlug: 'u-lock' } }] });
    // Neither: sent for the API to refuse on the amount.
    expect(blockFromForm(row(''))).toMatchObject({ rows: [{ price: { centimes: '' } }] });
    expect(blockFromForm(row('cheap'))).toMatchObject({ rows: [{ price: { centimes: 'cheap' } }] });
  });

  it('leaves empty rows out and numbers the rest again, so the API’s messages find their fields', () => {
    const values = {
      'text.en.title': 'T',
      'text.en.blocks.3.type': 'facts',
      'text.en.blocks.3.items.0.label': 'Range',
      'text.en.blocks.3.items.0.value': '',
      'text.en.blocks.3.items.1.label': ' ',
      'text.en.blocks.3.items.1.value': '',
      'text.en.blocks.3.items.2.label': 'Speed',
      'text.en.blocks.3.items.2.value': '25 km/h',
    };
    const compacted = compactPageValues(values);
    expect(compacted).toEqual({
      'text.en.title': 'T',
      'text.en.blocks.0.type': 'facts',
      'text.en.blocks.0.items.0.label': 'Range',
      'text.en.blocks.0.items.0.value': '',
      'text.en.blocks.0.items.1.label': 'Speed',
      'text.en.blocks.0.items.1.value': '25 km/h',
    });
    const refused = PageWriteSchema.safeParse({ key: 'about-us', ...pageFromForm(compacted) });
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('text.en.blocks.0.items.0.value');
    expect(pageFieldNames(compacted)).toContain('text.en.blocks.0.items.0.value');
  });

  it('names the form’s field of each message of the API', () => {
    expect(pageFieldOf('page.text.fr.blocks.1.rows.0.price')).toBe('text.fr.blocks.1.rows.0.amount');
    expect(pageFieldOf('page.text.fr.blocks.1.rows.0.price.centimes')).toBe('text.fr.blocks.1.rows.0.amount');
    expect(pageFieldOf('page.text.fr.blocks.1.rows.0.price.productSlug')).toBe('text.fr.blocks.1.rows.0.productSlug');
    expect(pageFieldOf('page.text.en.blocks.0.category')).toBe('text.en.blocks.0.category');
  });

  it('sends a language that has only blocks, for the API to ask for its texts', () => {
    const body = pageFromForm({ 'text.de.blocks.0.type': 'instalment-calculator', 'text.de.blocks.0.amount': '' });
    expect(body.text).toEqual({
      de: {
        title: '',
        description: '',
        body: '',
        blocks: [{ type: 'instalment-calculator', title: undefined, amount: undefined }],
      },
    });
  });
});

describe('the blocks’ buttons', () => {
  const values = pageValues(PAGE);
  const types = (edited: Record<string, string>, language: 'en' | 'fr' = 'en') =>
    blocksOf(edited, language).map((block) => block.type);

  it('add a block of the chosen kind last, in that language only', () => {
    const edit = blockEditOf({ ...values, blockEdit: 'add:fr', 'newBlock.fr': 'faq-excerpt' });
    expect(edit).toEqual({ kind: 'add', language: 'fr', type: 'faq-excerpt' });
    const edited = applyBlockEdit(values, edit!);
    expect(blocksOf(edited, 'fr')).toEqual([{ type: 'faq-excerpt', category: 'general', limit: '3' }]);
    expect(types(edited)).toEqual(types(values));
  });

  it('move a block one step with its fields, and remove one, keeping what was typed in the others', () => {
    const typed = { ...values, 'text.en.blocks.1.items.0.value': '750 Wh' };
    const up = applyBlockEdit(typed, blockEditOf({ blockEdit: 'up:en:1' })!);
    expect(types(up)).toEqual([
      'facts',
      'price-table',
      'call-to-action',
      'downloads',
      'instalment-calculator',
      'faq-excerpt',
    ]);
    expect(up['text.en.blocks.0.items.0.value']).toBe('750 Wh');
    const removed = applyBlockEdit(up, blockEditOf({ blockEdit: 'remove:en:0' })!);
    expect(types(removed)[0]).toBe('price-table');
    expect(removed['text.en.blocks.0.rows.1.amount']).toBe('129.50');
    expect(Object.keys(removed).filter((name) => name.startsWith('text.en.blocks.5.'))).toEqual([]);
  });

  it('ignore what they cannot read: an unknown kind, a place past the end, the first block moved up', () => {
    expect(blockEditOf({ blockEdit: 'add:en', 'newBlock.en': 'carousel' })).toBeNull();
    expect(blockEditOf({ blockEdit: 'remove:it:0' })).toBeNull();
    expect(blockEditOf({})).toBeNull();
    expect(types(applyBlockEdit(values, { kind: 'up', language: 'en', index: 0 }))).toEqual(types(values));
    expect(types(applyBlockEdit(values, { kind: 'remove', language: 'en', index: 9 }))).toEqual(types(values));
  });
});
