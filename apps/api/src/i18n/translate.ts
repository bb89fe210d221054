import type { Locale } from '@beast/domain/i18n/locale';
import { de } from '@beast/domain/i18n/messages/de';
import { en } from '@beast/domain/i18n/messages/en';
import { fr } from '@beast/domain/i18n/messages/fr';

const CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = { en, fr, de };

/** Translates a message key of the shared catalogues; an unknown key falls back to English, then to the key. */
export function translate(locale: Locale, key: string): string {
  return CATALOGUES[locale][key] ?? CATALOGUES.en[key] ?? key;
}

export function hasMessage(key: string): boolean {
  return key in CATALOGUES.en;
}
