import { LOCALES } from '@beast/domain/i18n/locale';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from './catalogue.server';
import { FALLBACK_TEXTS } from './fallback-texts';

describe('fallback texts', () => {
  it.each(LOCALES)('say in %s what the catalogue of every page says', (locale) => {
    const catalogue = catalogueOf(locale, ['shell']);
    expect(FALLBACK_TEXTS[locale]).toEqual({
      loading: catalogue.loading,
      error: catalogue['errors.INTERNAL'],
      home: catalogue['nav.home'],
    });
  });
});
