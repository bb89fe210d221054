import { describe, expect, it } from 'vitest';
import { interpolate, placeholdersOf } from './interpolate';

describe('placeholders', () => {
  it('fills {{name}} placeholders, with or without spaces inside the braces', () => {
    expect(interpolate('Hello {{name}}, order {{ number }}', { name: 'Anna', number: 42 })).toBe(
      'Hello Anna, order 42',
    );
  });

  it('leaves a placeholder without a value, and text in single braces, as written', () => {
    expect(interpolate('{{brand}} {missing} {{other}}', { brand: 'Beast' })).toBe('Beast {missing} {{other}}');
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });

  it('names the placeholders of a text', () => {
    expect(placeholdersOf('{{months}} of {{ monthly }}, no {single}')).toEqual(['months', 'monthly']);
  });
});
