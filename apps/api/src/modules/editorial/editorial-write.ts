import { LOCALES, type Locale } from '@beast/domain/i18n/locale';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema/staff';
import type { Actor } from '../../lib/content-change';

/**
 * What the write use cases of every editorial kind share (decision 18): who the item's editor column names,
 * its publication time, and its texts as translation rows of the languages it is written in.
 */

/** The editor an item records: a staff member's email, or the name of the tool that wrote it. */
export async function editorName(tx: Db, actor: Actor): Promise<string> {
  if (actor.kind === 'tool') return actor.name;
  const [member] = await tx
    .select({ email: staffMembers.email })
    .from(staffMembers)
    .where(eq(staffMembers.id, actor.staffId));
  return member?.email ?? `staff #${actor.staffId}`;
}

/**
 * The publication time an item is written with: the one given; else the stored one, so that saving an
 * item again (an import run twice) moves nothing; else now.
 */
export function publicationTime(given: string | undefined, stored: Date | undefined, now: Date): string {
  return new Date(given ?? stored ?? now).toISOString();
}

/** The translation rows of the languages a text is written in. */
export function translationRows<T extends object>(text: Partial<Record<Locale, T>>): (T & { locale: Locale })[] {
  return LOCALES.flatMap((locale) => {
    const written = text[locale];
    return written ? [{ ...written, locale }] : [];
  });
}

/** The texts of stored translation rows by language, each with the fields `pick` keeps. */
export function textsByLocale<R extends { locale: Locale }, T>(
  rows: readonly R[],
  pick: (row: R) => T,
): Partial<Record<Locale, T>> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const row = rows.find((each) => each.locale === locale);
      return row ? [[locale, pick(row)]] : [];
    }),
  );
}

/** An item's text in a language, else in the first language it is written in (a back-office list's title). */
export function textIn<T>(text: Partial<Record<Locale, T>>, locale: Locale): T | undefined {
  return text[locale] ?? LOCALES.map((each) => text[each]).find((each) => each !== undefined);
}
