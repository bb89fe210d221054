import { FaqEntryWriteSchema } from '@beast/domain/content/editorial-write.schema';
import { describe, expect, it } from 'vitest';
import { editorialFieldErrors } from './editorial-form';
import { FAQ_FORM_FIELDS, faqCategoryOf, faqFromForm, faqValues, newFaqValues } from './faq-form';
import { droppedOrder } from './faq-order-list';

const STORED = {
  key: 'battery-winter',
  category: 'repairs-maintenance' as const,
  sortOrder: 3,
  status: 'published' as const,
  publishedAt: '2026-03-01T08:00:00.000Z',
  text: {
    en: { question: 'How do I store the battery in winter?', answer: 'Indoors, **half charged**.' },
    de: { question: 'Wie lagere ich den Akku im Winter?', answer: 'Drinnen, **halb geladen**.' },
  },
};

describe('the FAQ entry’s form', () => {
  it('shows a stored entry and reads it back as the write schema takes it', () => {
    const values = faqValues(STORED);
    expect(values).toMatchObject({
      key: 'battery-winter',
      category: 'repairs-maintenance',
      status: 'published',
      publishedAt: '2026-03-01T09:00',
      'text.en.question': 'How do I store the battery in winter?',
      'text.fr.question': '',
      'text.de.answer': 'Drinnen, **halb geladen**.',
    });
    const read = FaqEntryWriteSchema.parse(faqFromForm(values));
    expect(read.text).toEqual(STORED.text);
    expect(Date.parse(read.publishedAt!)).toBe(Date.parse(STORED.publishedAt));
    expect(read).toMatchObject({ key: 'battery-winter', category: 'repairs-maintenance', status: 'published' });
  });

  it('sends a language written in part as typed, for the API to name the missing field', () => {
    const values = { ...newFaqValues('general'), key: ' sizes ', 'text.fr.question': 'Quelle taille ?' };
    const body = faqFromForm(values);
    expect(body).toEqual({
      key: 'sizes',
      category: 'general',
      status: 'draft',
      text: { fr: { question: 'Quelle taille ?', answer: '' } },
    });
    const refused = FaqEntryWriteSchema.safeParse(body);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['text.fr.answer']);
  });

  it('puts the API’s messages under their fields, whatever the request named the entry', () => {
    const fields = { 'entry.text.fr.answer': 'Required', key: 'Taken', 'entry.text': 'Write one language' };
    expect(editorialFieldErrors(fields, FAQ_FORM_FIELDS, 'entry')).toEqual({
      byField: { 'text.fr.answer': 'Required', key: 'Taken' },
      elsewhere: ['Write one language'],
    });
  });

  it('opens on the category the address names, else the first', () => {
    expect(faqCategoryOf('user-manuals')).toBe('user-manuals');
    expect(faqCategoryOf('nonsense')).toBe('general');
    expect(faqCategoryOf(null)).toBe('general');
  });
});

describe('a dragged entry', () => {
  it('takes the place of the entry it is dropped on, the others keeping their order', () => {
    expect(droppedOrder([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(droppedOrder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(droppedOrder([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(droppedOrder([1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
  });
});
