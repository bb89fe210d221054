import { describe, expect, it } from 'vitest';
import { missingTranslations, type TranslatableText } from './translation-gaps';

const copy = (description: string, overrides: Partial<TranslatableText> = {}): TranslatableText => ({
  name: 'Classy Beast',
  tagline: 'Rides far',
  description,
  highlights: ['Light'],
  specs: { motor: 'Hub 250 W' },
  ...overrides,
});

const complete = { en: copy('A bike.'), fr: copy('Un vélo.'), de: copy('Ein Velo.') };

describe('missing translations', () => {
  it('finds none when every language has all of its copy, names alike', () => {
    expect(missingTranslations(complete)).toEqual([]);
  });

  it('flags a language without any text', () => {
    expect(missingTranslations({ en: complete.en, fr: complete.fr })).toEqual(['de']);
  });

  it('flags a description left in English', () => {
    expect(missingTranslations({ ...complete, fr: copy('A bike.') })).toEqual(['fr']);
  });

  it('flags an empty tagline, a highlight or a spec entry another language has', () => {
    expect(missingTranslations({ ...complete, de: copy('Ein Velo.', { tagline: ' ' }) })).toEqual(['de']);
    expect(missingTranslations({ ...complete, fr: copy('Un vélo.', { highlights: [] }) })).toEqual(['fr']);
    expect(missingTranslations({ ...complete, en: copy('A bike.', { specs: {} }) })).toEqual(['en']);
  });

  it('does not ask for a tagline no language has', () => {
    const bare = (description: string) => copy(description, { tagline: '' });
    expect(missingTranslations({ en: bare('A bike.'), fr: bare('Un vélo.'), de: bare('Ein Velo.') })).toEqual([]);
  });
});
