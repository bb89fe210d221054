import { describe, expect, it } from 'vitest';
import { createT, flattenCatalogue } from './translator';

describe('translator', () => {
  const catalogue = flattenCatalogue({
    price: { from: 'from {{price}}' },
    listing: { count_one: '{{count}} item', count_other: '{{count}} items' },
    'validation.email.required': 'Email is required',
  });

  it('looks up nested keys by their dotted path and flat keys as they are', () => {
    const t = createT('en', catalogue);
    expect(t('validation.email.required')).toBe('Email is required');
    expect(t('price.from', { price: 'CHF 5’499.–' })).toBe('from CHF 5’499.–');
  });

  it('chooses the plural form by count with the language rules', () => {
    const t = createT('en', catalogue);
    expect(t('listing.count', { count: 1 })).toBe('1 item');
    expect(t('listing.count', { count: 0 })).toBe('0 items');
    const fr = createT('fr', { 'listing.count_one': '{{count}} article', 'listing.count_other': '{{count}} articles' });
    // French treats 0 and 1 as singular.
    expect(fr('listing.count', { count: 0 })).toBe('0 article');
  });

  it('shows the key when a text is missing and keeps unknown placeholders', () => {
    const t = createT('de', { greeting: 'Hallo {{name}}' });
    expect(t('nothing.here')).toBe('nothing.here');
    expect(t('greeting', {})).toBe('Hallo {{name}}');
  });
});
