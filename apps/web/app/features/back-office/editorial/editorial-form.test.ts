import { describe, expect, it } from 'vitest';
import { languageCompleteness, textsFromForm, textValues, writtenLanguages } from './editorial-form';
import { publicationFromForm, publicationValues } from './publication-form';

const FIELDS = ['title', 'body'] as const;

describe('a language’s completeness', () => {
  const values = {
    'text.en.title': 'Winter riding',
    'text.en.body': 'Keep the battery warm.',
    'text.fr.title': 'Rouler en hiver',
    'text.fr.body': '   ',
    'text.de.title': '',
  };

  it('is complete with every text, partial with some, empty with none (spaces count as none)', () => {
    expect(languageCompleteness(values, 'en', FIELDS)).toBe('complete');
    expect(languageCompleteness(values, 'fr', FIELDS)).toBe('partial');
    expect(languageCompleteness(values, 'de', FIELDS)).toBe('empty');
    expect(writtenLanguages(values, FIELDS)).toEqual(['en', 'fr']);
  });

  it('leaves an empty language out of what is saved, and sends a partial one as typed for the API to name', () => {
    expect(textsFromForm(values, FIELDS)).toEqual({
      en: { title: 'Winter riding', body: 'Keep the battery warm.' },
      fr: { title: 'Rouler en hiver', body: '' },
    });
  });

  it('gives every language’s fields to the form, empty where a language is not written', () => {
    expect(textValues({ fr: { title: 'Titre', body: 'Texte' } }, FIELDS)).toEqual({
      'text.en.title': '',
      'text.en.body': '',
      'text.fr.title': 'Titre',
      'text.fr.body': 'Texte',
      'text.de.title': '',
      'text.de.body': '',
    });
  });
});

describe('the publication fields', () => {
  it('show the publication time in Swiss time and read it back as the same instant', () => {
    const values = publicationValues({ status: 'published', publishedAt: '2026-12-01T07:00:00.000Z' });
    expect(values).toEqual({ status: 'published', publishedAt: '2026-12-01T08:00' });
    const read = publicationFromForm(values);
    expect(read.status).toBe('published');
    expect(Date.parse(read.publishedAt!)).toBe(Date.parse('2026-12-01T07:00:00Z'));
  });

  it('leave an empty time out (now) and send an unreadable one as typed, for the API to refuse', () => {
    expect(publicationFromForm({ status: 'draft', publishedAt: '' })).toEqual({ status: 'draft' });
    expect(publicationFromForm({ status: 'published', publishedAt: 'soon' })).toEqual({
      status: 'published',
      publishedAt: 'soon',
    });
  });
});
