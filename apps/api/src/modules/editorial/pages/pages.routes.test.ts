import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PageWriteInput } from '@beast/domain/content/editorial-write.schema';
import type { PageKey } from '@beast/domain/content/page-blocks';
import type { PublicPage } from '@beast/domain/content/pages-api.schema';
import { LOCALES } from '@beast/domain/i18n/locale';
import { NARROW_NO_BREAK_SPACE } from '@beast/domain/i18n/typography';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../../../boot';
import { createService, refusal, TEST_ACTOR } from '../../../test/catalog';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** GET /api/pages/{key}: what a visitor may read of the information pages, and how their blocks are priced. */

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const get = (key: string, lang: string) => harness.app.inject({ method: 'GET', url: `/api/pages/${key}?lang=${lang}` });
const page = async (key: string, lang: string) => {
  const response = await get(key, lang);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicPage>();
};
const save = (input: PageWriteInput) => harness.app.writes.pages.savePage(TEST_ACTOR, input);

const copy = (title: string, body = 'A page.', more: Partial<NonNullable<PageWriteInput['text']['en']>> = {}) => ({
  title,
  description: `${title}, described.`,
  body,
  ...more,
});

describe('the imported pages', () => {
  const keysIn = (folder: string) =>
    readdirSync(join(CONTENT_ROOT, folder, 'pages'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));

  it('are public in every language, the reference pages every shop needs included', async () => {
    const reference = keysIn('reference');
    expect(reference).toEqual(expect.arrayContaining(['privacy', 'services', 'subscription', 'terms']));
    for (const key of [...reference, ...keysIn('demo')]) {
      for (const locale of LOCALES) {
        expect((await page(key, locale)).locales, `${key} (${locale})`).toEqual(LOCALES);
      }
    }
  });
});

describe('a public page', () => {
  it('answers in the request’s language, its Markdown rendered, naming the languages it exists in', async () => {
    await save({
      key: 'contribution',
      status: 'published',
      text: {
        en: copy('Trade in', '# How\n\nBring **your** bike.'),
        fr: copy('Reprise', '# Comment\n\nApportez **votre** vélo : merci !'),
      },
    });
    const french = await page('contribution', 'fr');
    expect(french).toMatchObject({ key: 'contribution', locale: 'fr', title: 'Reprise', locales: ['en', 'fr'] });
    expect(french.bodyHtml).toBe(
      `<h2>Comment</h2>\n<p>Apportez <strong>votre</strong> vélo${NARROW_NO_BREAK_SPACE}: merci${NARROW_NO_BREAK_SPACE}!</p>\n`,
    );
    expect((await page('contribution', 'en')).title).toBe('Trade in');
  });

  it('is not found in a language it is not written in, never shown in another', async () => {
    await save({ key: 'contribution', status: 'published', text: { en: copy('Trade in'), fr: copy('Reprise') } });
    const german = await get('contribution', 'de');
    expect(german.statusCode).toBe(404);
    expect(german.json().error.code).toBe('NOT_FOUND');
  });

  it('is never public as a draft, nor before its publication time; an unknown page is not found', async () => {
    await save({ key: 'press', status: 'draft', text: { en: copy('Press') } });
    expect((await get('press', 'en')).statusCode).toBe(404);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await save({ key: 'press', status: 'published', publishedAt: tomorrow, text: { en: copy('Press') } });
    expect((await get('press', 'en')).statusCode).toBe(404);
    await save({
      key: 'press',
      status: 'published',
      publishedAt: new Date().toISOString(),
      text: { en: copy('Press') },
    });
    expect((await page('press', 'en')).title).toBe('Press');
    expect((await get('blog', 'en')).statusCode).toBe(404);
  });

  it('shows a change at once, though the answer is cached', async () => {
    await save({ key: 'about-us', status: 'published', text: { en: copy('About'), fr: copy('À propos') } });
    expect((await page('about-us', 'fr')).title).toBe('À propos');
    await save({ key: 'about-us', status: 'published', text: { en: copy('About'), fr: copy('Qui sommes-nous') } });
    expect((await page('about-us', 'fr')).title).toBe('Qui sommes-nous');
  });

  it('keeps no script, style or event handler of a body', async () => {
    await save({
      key: 'about-us',
      status: 'published',
      text: { en: copy('About', '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>') },
    });
    const html = (await page('about-us', 'en')).bodyHtml;
    // Shown as the text it is, never as markup.
    expect(html).not.toMatch(/<script|<img|href="javascript/);
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('a page’s blocks', () => {
  it('price a product’s row at its live price, the price paid, and follow a price change at once', async () => {
    const service = await createService(harness, { price: 12_000 });
    await save({
      key: 'services',
      status: 'published',
      text: {
        en: copy('Services', 'Our services.', {
          blocks: [
            {
              type: 'price-table',
              rows: [
                { label: 'Pick-up', price: { productSlug: service.slug }, unit: 'per trip' },
                { label: 'Half day', price: { centimes: 2500 }, unit: 'per half day' },
                { label: 'Gone', price: { productSlug: 'no-such-service' } },
              ],
            },
            { type: 'call-to-action', title: 'Book', text: 'Book it.', label: 'Add', productSlug: service.slug },
            { type: 'call-to-action', title: 'Gone', text: 'Not sold.', label: 'Add', productSlug: 'no-such-service' },
          ],
        }),
      },
    });
    const [table, action, ...rest] = (await page('services', 'en')).blocks;
    expect(rest).toEqual([]);
    expect(table).toEqual({
      type: 'price-table',
      rows: [
        {
          label: 'Pick-up',
          unit: 'per trip',
          price: { amount: 12_000, currency: 'CHF' },
          product: { slug: service.slug, name: 'Test product', path: `/service-and-accessories/${service.slug}` },
        },
        { label: 'Half day', unit: 'per half day', price: { amount: 2500, currency: 'CHF' } },
      ],
    });
    expect(action).toMatchObject({ type: 'call-to-action', product: { slug: service.slug, price: 12_000 } });

    const { id, ...input } = service;
    const stored = await harness.app.writes.catalog.readProduct(id);
    await harness.app.writes.catalog.updateProduct(TEST_ACTOR, id, { ...stored, price: 13_000, originalPrice: 13_000 });
    const [repriced] = (await page('services', 'en')).blocks;
    expect(repriced).toMatchObject({ rows: [{ price: { amount: 13_000 } }, { price: { amount: 2500 } }] });
    expect(input.type).toBe('service');
  });

  it('are refused when malformed, naming the field', async () => {
    const base = { key: 'services' as PageKey, status: 'published' as const };
    const unknown = await refusal(
      save({ ...base, text: { en: copy('S', 'B', { blocks: [{ type: 'video', url: '/x' } as never] }) } }),
    );
    expect(unknown.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(unknown.fields ?? {})).toEqual(['text.en.blocks.0.type']);
    const both = await refusal(
      save({
        ...base,
        text: {
          en: copy('S', 'B', {
            blocks: [{ type: 'call-to-action', title: 'T', text: 'T', label: 'L', href: '/terms', productSlug: 'x' }],
          }),
        },
      }),
    );
    expect(both.fields).toEqual({ 'text.en.blocks.0.href': 'validation.block.link' });
    const outside = await refusal(
      save({
        ...base,
        text: {
          en: copy('S', 'B', {
            blocks: [{ type: 'call-to-action', title: 'T', text: 'T', label: 'L', href: '//evil.example' }],
          }),
        },
      }),
    );
    expect(outside.fields).toEqual({ 'text.en.blocks.0.href': 'validation.path.invalid' });
    const none = await refusal(save({ ...base, text: {} }));
    expect(none.fields).toEqual({ text: 'validation.translations.oneRequired' });
  });
});
