import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_STATUS } from '../../errors/error-codes';
import { placeholdersOf } from '../interpolate';
import type { Locale } from '../locale';
import { typeset } from '../typography';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

const catalogues = { en, fr, de } as const;
const englishKeys = Object.keys(en).sort();

const validationDir = fileURLToPath(new URL('../../validation/', import.meta.url));
const schemaFiles = readdirSync(validationDir).filter((file) => file.endsWith('.schema.ts'));
const schemaModules = await Promise.all(
  schemaFiles.map(
    async (file) => [file, (await import(`${validationDir}${file}`)) as Record<string, unknown>] as const,
  ),
);

/** Every `*_ERRORS` map exported by a schema module: the keys the forms can show. */
const declaredKeys = schemaModules.flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => name.endsWith('_ERRORS'))
    .flatMap(([name, errors]) => Object.values(errors as Record<string, string>).map((key) => ({ file, name, key }))),
);

/** Every zod schema exported by a schema module, to be fed wrong values. */
const exportedSchemas = schemaModules.flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file} ${name}`, schema })),
);

const WRONG_VALUES: unknown[] = [undefined, null, '', ' ', 'x', 'a  b', 'x'.repeat(3000), 0, -1, 1.5, true, [], {}];

function wrongInputsFor(schema: z.ZodType): unknown[] {
  if (!(schema instanceof z.ZodObject)) return WRONG_VALUES;
  const fields = Object.keys(schema.shape);
  return [...WRONG_VALUES, ...WRONG_VALUES.map((value) => Object.fromEntries(fields.map((field) => [field, value])))];
}

describe('message catalogues', () => {
  it.each(['fr', 'de'] as const)('%s has exactly the keys of en', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(englishKeys);
  });

  it.each(['fr', 'de'] as const)('%s has the placeholders of en, written {{name}} like every catalogue', (locale) => {
    const placeholders = (catalogue: Record<string, string>) =>
      Object.entries(catalogue).map(([key, text]) => `${key}:${placeholdersOf(text).sort().join(',')}`);
    expect(placeholders(catalogues[locale])).toEqual(placeholders(en));
    const singleBraces = (catalogue: Record<string, string>) =>
      Object.entries(catalogue).filter(([, text]) => /(^|[^{])\{\w+\}(?!\})/.test(text));
    expect([...singleBraces(en), ...singleBraces(catalogues[locale])]).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has no empty text', (_, catalogue) => {
    expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each(Object.entries(catalogues))(
    '%s keeps figures with their units, and French puts a narrow no-break space before ? ! : ;',
    (locale, catalogue) => {
      const offenders = Object.entries(catalogue).filter(([, text]) => typeset(text, locale as Locale) !== text);
      expect(offenders.map(([key, text]) => [key, typeset(text, locale as Locale)])).toEqual([]);
    },
  );

  it('writes Swiss German without "ß"', () => {
    expect(Object.values(de).filter((text) => text.includes('ß'))).toEqual([]);
  });

  it('finds the schema modules', () => {
    expect(schemaFiles.length).toBeGreaterThan(15);
    expect(declaredKeys.length).toBeGreaterThan(50);
  });

  it('has a text for every key a schema declares, in every language', () => {
    const missing = declaredKeys.filter(({ key }) =>
      Object.values(catalogues).some((catalogue) => !(key in catalogue)),
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(ERROR_STATUS))('has a text for the API error code %s', (code) => {
    expect(`errors.${code}` in en).toBe(true);
  });

  it('never lets a schema answer with text that is not a catalogue key', () => {
    const strays = new Set<string>();
    for (const { name, schema } of exportedSchemas) {
      for (const input of wrongInputsFor(schema)) {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? []) {
          if (!(issue.message in en)) strays.add(`${name}: ${issue.message}`);
        }
      }
    }
    expect([...strays]).toEqual([]);
  });
});
