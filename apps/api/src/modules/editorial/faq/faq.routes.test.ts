import { FAQ_CATEGORIES, type FaqCategory } from '@beast/domain/content/editorial';
import type { FaqEntry } from '@beast/domain/content/faq-api.schema';
import { NARROW_NO_BREAK_SPACE } from '@beast/domain/i18n/typography';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal, TEST_ACTOR } from '../../../test/catalog';
import { faqInput } from '../../../test/editorial';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { moved } from './faq-write.service';

/** spec §7 `GET /faq?type=` and the FAQ's write use cases, seen through the public API. */

let harness: TestApp;
const writes = () => harness.app.writes.faq;

async function faq(query: string): Promise<FaqEntry[]> {
  const response = await harness.app.inject({ method: 'GET', url: `/api/faq?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The keys of these entries in the order an answer lists them. */
const keysIn = (answer: FaqEntry[], keys: string[]) =>
  answer.map((entry) => entry.key).filter((key) => keys.includes(key));

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('GET /faq', () => {
  it('lists a category’s public entries in their order, answers rendered to HTML in the asked language', async () => {
    const first = faqInput({ category: 'beast' });
    const second = faqInput({ category: 'beast' });
    await writes().createEntry(TEST_ACTOR, first);
    await writes().createEntry(TEST_ACTOR, second);

    const answer = await faq('type=beast&lang=fr');
    expect(answer.every((entry) => entry.category === 'beast')).toBe(true);
    expect(keysIn(answer, [first.key, second.key])).toEqual([first.key, second.key]);
    expect(answer.find((entry) => entry.key === first.key)).toMatchObject({
      question: `À quelle vitesse roule-t-il${NARROW_NO_BREAK_SPACE}?`,
      answerHtml: '<p>Jusqu’à <strong>25\u00A0km/h</strong> avec assistance.</p>\n',
    });
    const german = await harness.app.inject({ url: '/api/faq?type=beast', headers: { 'accept-language': 'de' } });
    expect(german.json().find((entry: FaqEntry) => entry.key === first.key).question).toBe('Wie schnell fährt es?');
  });

  it('lists every category, category by category in the page’s order, without a type', async () => {
    const manuals = faqInput({ category: 'user-manuals' });
    const general = faqInput({ category: 'general' });
    await writes().createEntry(TEST_ACTOR, manuals);
    await writes().createEntry(TEST_ACTOR, general);
    const answer = await faq('lang=en');
    expect(keysIn(answer, [manuals.key, general.key])).toEqual([general.key, manuals.key]);
    const categories = answer.map((entry) => entry.category);
    expect(categories).toEqual([...categories].sort((a, b) => order(a) - order(b)));
  });

  it('never shows a draft, an entry scheduled later, or a language the entry is not written in', async () => {
    const draft = faqInput({ status: 'draft' });
    const later = faqInput({ publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    const english = faqInput({ text: { en: { question: 'Only in English?', answer: 'Yes.' } } });
    for (const entry of [draft, later, english]) await writes().createEntry(TEST_ACTOR, entry);

    const keys = [draft.key, later.key, english.key];
    expect(keysIn(await faq('type=general&lang=en'), keys)).toEqual([english.key]);
    expect(keysIn(await faq('type=general&lang=fr'), keys)).toEqual([]);
    expect(keysIn(await faq('lang=de'), keys)).toEqual([]);
  });

  it('keeps raw HTML of an answer out of the page', async () => {
    const entry = faqInput({ text: { en: { question: 'Script?', answer: '<script>alert(1)</script> **no**' } } });
    await writes().createEntry(TEST_ACTOR, entry);
    const [shown] = (await faq('type=general&lang=en')).filter((each) => each.key === entry.key);
    expect(shown?.answerHtml).not.toContain('<script');
    expect(shown?.answerHtml).toContain('<strong>no</strong>');
  });

  it('refuses a category that does not exist', async () => {
    const response = await harness.app.inject({ url: '/api/faq?type=rockets' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('shows a published change at once', async () => {
    const { id } = await writes().createEntry(TEST_ACTOR, faqInput({ category: 'the-app' }));
    await faq('type=the-app&lang=en'); // cached now
    const { revision, entry } = await writes().readEntryForEditing(id);
    const text = { ...entry.text, en: { question: 'Does the app pair by itself?', answer: 'It does.' } };
    await writes().updateEntry(TEST_ACTOR, id, { ...entry, text }, revision);
    expect((await faq('type=the-app&lang=en')).find((each) => each.id === id)?.question).toBe(
      'Does the app pair by itself?',
    );
    await writes().setEntryStatus(TEST_ACTOR, id, 'draft', (await writes().readEntryForEditing(id)).revision);
    expect((await faq('type=the-app&lang=en')).some((each) => each.id === id)).toBe(false);
  });
});

describe('searching the FAQ', () => {
  const search = (words: string, lang: string, extra = '') =>
    faq(`search=${encodeURIComponent(words)}&lang=${lang}${extra}`);

  it('finds words in the page’s language, plural or singular, in questions and answers', async () => {
    const entry = faqInput({
      category: 'repairs-maintenance',
      text: {
        en: { question: 'Who repairs my bike?', answer: 'Our workshops service every e-bike.' },
        fr: { question: 'Qui répare mon vélo ?', answer: 'Nos ateliers entretiennent chaque vélo électrique.' },
        de: { question: 'Wer repariert mein Velo?', answer: 'Unsere Werkstätten pflegen alle Fahrräder.' },
      },
    });
    await writes().createEntry(TEST_ACTOR, entry);
    const found = async (words: string, lang: string) => keysIn(await search(words, lang), [entry.key]).length === 1;

    expect(await found('vélos', 'fr')).toBe(true);
    expect(await found('ateliers électriques', 'fr')).toBe(true);
    expect(await found('Fahrrad', 'de')).toBe(true);
    expect(await found('werkstatt', 'de')).toBe(true);
    expect(await found('bikes', 'en')).toBe(true);
    expect(await found('workshop', 'en')).toBe(true);
    // Another language's words do not match: the French page searches the French text only.
    expect(await found('workshops', 'fr')).toBe(false);
    expect(await found('vélo atelier introuvable', 'fr')).toBe(false);
  });

  it('ranks entries whose question matches above those whose answer does, within a category when asked', async () => {
    const inAnswer = faqInput({
      category: 'warranty-insurance',
      text: { en: { question: 'What is covered?', answer: 'The frame of a cargo model for two years.' } },
    });
    const inQuestion = faqInput({
      category: 'warranty-insurance',
      text: { en: { question: 'How long is the cargo frame covered?', answer: 'Two years.' } },
    });
    const elsewhere = faqInput({
      category: 'general',
      text: { en: { question: 'Do you sell cargo frames?', answer: 'Yes.' } },
    });
    for (const entry of [inAnswer, inQuestion, elsewhere]) await writes().createEntry(TEST_ACTOR, entry);
    const keys = [inAnswer.key, inQuestion.key, elsewhere.key];
    expect(keysIn(await search('cargo frame', 'en', '&type=warranty-insurance'), keys)).toEqual([
      inQuestion.key,
      inAnswer.key,
    ]);
    expect(keysIn(await search('cargo frame', 'en'), keys)).toHaveLength(3);
  });

  it('finds nothing for words no public entry has, and never a draft', async () => {
    const draft = faqInput({ status: 'draft', text: { en: { question: 'Zeppelin parking?', answer: 'No.' } } });
    await writes().createEntry(TEST_ACTOR, draft);
    expect(await search('zeppelin', 'en')).toEqual([]);
    expect(await search('*:& | !', 'en')).toEqual([]);
  });
});

describe('writing FAQ entries', () => {
  it('refuses a key another entry has', async () => {
    const entry = faqInput();
    await writes().createEntry(TEST_ACTOR, entry);
    expect((await refusal(writes().createEntry(TEST_ACTOR, faqInput({ key: entry.key })))).code).toBe('SLUG_TAKEN');
  });

  it('refuses an entry without any language, field by field', async () => {
    const error = await refusal(writes().createEntry(TEST_ACTOR, faqInput({ text: {} })));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ text: 'validation.translations.oneRequired' });
  });

  it('saves an imported entry again without changing anything', async () => {
    const entry = faqInput({ sortOrder: 3 });
    expect((await writes().saveEntry(TEST_ACTOR, entry)).created).toBe(true);
    expect(await writes().saveEntry(TEST_ACTOR, entry)).toMatchObject({ created: false, changed: false });
  });

  it('keeps an entry’s place when it is edited, and puts it last when it moves to another category', async () => {
    const a = await writes().createEntry(TEST_ACTOR, faqInput({ category: 'accessories-customization' }));
    const b = await writes().createEntry(TEST_ACTOR, faqInput({ category: 'accessories-customization' }));
    const { revision, entry } = await writes().readEntryForEditing(a.id);
    await writes().updateEntry(TEST_ACTOR, a.id, { ...entry, sortOrder: 99, text: { en: entry.text.en } }, revision);
    const { ids } = await writes().readCategoryOrder('accessories-customization');
    expect(ids.filter((id) => id === a.id || id === b.id)).toEqual([a.id, b.id]);

    const moving = await writes().readEntryForEditing(a.id);
    await writes().updateEntry(TEST_ACTOR, a.id, { ...moving.entry, category: 'delivery-return' }, moving.revision);
    expect((await writes().readCategoryOrder('delivery-return')).ids.at(-1)).toBe(a.id);
  });

  it('refuses a change made from a revision someone else changed meanwhile', async () => {
    const { id } = await writes().createEntry(TEST_ACTOR, faqInput());
    const { revision, entry } = await writes().readEntryForEditing(id);
    await writes().setEntryStatus(TEST_ACTOR, id, 'draft', revision);
    expect((await refusal(writes().updateEntry(TEST_ACTOR, id, entry, revision))).code).toBe('REVISION_CONFLICT');
  });

  it('reorders a category, moves an entry up and down, and refuses an order from an old revision', async () => {
    const made: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      made.push((await writes().createEntry(TEST_ACTOR, faqInput({ category: 'delivery-return' }))).id);
    }
    const mine = (ids: number[]) => ids.filter((id) => made.includes(id));
    const before = await writes().readCategoryOrder('delivery-return');
    const others = before.ids.filter((id) => !made.includes(id));
    const [x, y, z] = made as [number, number, number];

    await writes().reorderCategory(TEST_ACTOR, 'delivery-return', [z, ...others, x, y], before.revision);
    expect(mine((await writes().readCategoryOrder('delivery-return')).ids)).toEqual([z, x, y]);
    expect(
      (await refusal(writes().reorderCategory(TEST_ACTOR, 'delivery-return', before.ids, before.revision))).code,
    ).toBe('REVISION_CONFLICT');

    const current = await writes().readCategoryOrder('delivery-return');
    await writes().moveEntry(TEST_ACTOR, y, 'up', current.revision);
    expect(mine((await writes().readCategoryOrder('delivery-return')).ids)).toEqual([z, y, x]);
    const listed = await faq('type=delivery-return&lang=en');
    expect(mine(listed.map((entry) => entry.id))).toEqual([z, y, x]);

    const latest = await writes().readCategoryOrder('delivery-return');
    const missing = await refusal(writes().reorderCategory(TEST_ACTOR, 'delivery-return', [x, y], latest.revision));
    expect(missing.code).toBe('VALIDATION_FAILED');
  });
});

describe('moving an entry', () => {
  it('swaps it with its neighbour and leaves it at either end', () => {
    expect(moved([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
  });
});

const order = (category: FaqCategory) => FAQ_CATEGORIES.indexOf(category);
